import {
  Building2,
  ClipboardList,
  Hammer,
  House,
  KeyRound,
  MessagesSquare,
  PencilRuler,
  Ruler,
} from "lucide-react";
import type {
  ContactBand,
  Feature,
  FeatureSection,
  Hero,
  ProcessStepItem,
  Project,
  SectionIntro,
  StepsSection,
  TestimonialItem,
} from "./types";

export const expertise = [
  {
    title: "Residential Construction",
    description:
      "Single-family homes, duplexes and townhomes built to last, on time and on budget.",
    icon: House,
  },
  {
    title: "Commercial Buildings",
    description:
      "Offices, retail, medical and hospitality buildings, from ground-up to tenant build-outs.",
    icon: Building2,
  },
  {
    title: "Renovations & Remodeling",
    description:
      "Kitchens, bathrooms, additions and whole-home remodels that respect the original design.",
    icon: Hammer,
  },
  {
    title: "Custom Home Building",
    description:
      "One-of-a-kind homes designed around how you live, on your lot and to your specification.",
    icon: PencilRuler,
  },
  {
    title: "Project Management",
    description:
      "One point of contact for permits, schedules, subcontractors and budgets, reported weekly.",
    icon: ClipboardList,
  },
  {
    title: "Design-Build Services",
    description:
      "Architecture, engineering and construction under one contract, for fewer surprises and faster delivery.",
    icon: Ruler,
  },
] satisfies Feature[];

function projectImage(file: string, alt: string) {
  return { src: `/images/projects/${file}.svg`, alt, width: 800, height: 500 };
}

/** "Latest Projects": sixteen recent jobs, shown one at a time in the carousel. */
export const projects = [
  {
    title: "Turtle Ridge Family Residence",
    description:
      "A 3,400 sq ft four-bedroom home in Irvine with a detached studio and drought-tolerant landscaping.",
    image: projectImage(
      "turtle-ridge-residence",
      "Two-story family home with a pitched red roof and chimney",
    ),
  },
  {
    title: "Newport Coast Modern Villa",
    description:
      "A hillside villa with floor-to-ceiling glass, a rooftop terrace and views of the Pacific.",
    image: projectImage(
      "newport-coast-villa",
      "Modern flat-roofed villa with large glass walls above the ocean",
    ),
  },
  {
    title: "Tustin Legacy Office Campus",
    description:
      "Two office buildings totalling 60,000 sq ft, delivered design-build in fourteen months.",
    image: projectImage(
      "tustin-legacy-office",
      "Five-story office building beside a three-story wing",
    ),
  },
  {
    title: "Costa Mesa Retail Plaza",
    description:
      "A four-unit retail plaza with new storefronts, awnings and an accessible parking court.",
    image: projectImage(
      "costa-mesa-retail-plaza",
      "Single-story retail plaza with four striped awnings",
    ),
  },
  {
    title: "Laguna Hills Kitchen Remodel",
    description: "An open-plan kitchen with a ten-foot island, custom cabinetry and new lighting.",
    image: projectImage(
      "laguna-hills-kitchen",
      "Remodeled kitchen with upper cabinets and a long island",
    ),
  },
  {
    title: "Orange Craftsman Restoration",
    description: "A 1920s craftsman bungalow restored with its original porch, trim and windows.",
    image: projectImage(
      "orange-craftsman-restoration",
      "Craftsman bungalow with a covered front porch and columns",
    ),
  },
  {
    title: "Lake Forest Medical Offices",
    description:
      "A medical office building with exam suites, imaging rooms and a pharmacy on the ground floor.",
    image: projectImage(
      "lake-forest-medical-offices",
      "Medical office building with rows of windows",
    ),
  },
  {
    title: "Anaheim Hills Hillside Home",
    description:
      "A split-level home engineered for a steep lot, with a cantilevered deck over the canyon.",
    image: projectImage(
      "anaheim-hills-residence",
      "Split-level home on a hillside with a glass-walled deck",
    ),
  },
  {
    title: "Santa Ana Mixed-Use Lofts",
    description:
      "Twenty-four loft apartments above ground-floor shops, a few steps from the train station.",
    image: projectImage(
      "santa-ana-lofts",
      "Brick mixed-use building with shops below and lofts above",
    ),
  },
  {
    title: "Huntington Beach Coastal Duplex",
    description:
      "A side-by-side duplex built for the salt air, with composite siding and stainless fittings.",
    image: projectImage(
      "huntington-beach-duplex",
      "Side-by-side duplex near the beach with twin gabled roofs",
    ),
  },
  {
    title: "Mission Viejo Community Clubhouse",
    description:
      "A clubhouse with a great room, fitness center and covered colonnade for a homeowners' association.",
    image: projectImage(
      "mission-viejo-clubhouse",
      "Community clubhouse with a colonnade and a round gable window",
    ),
  },
  {
    title: "Fullerton Townhome Community",
    description:
      "Thirty-two townhomes in four buildings, each with a private garage and rooftop deck.",
    image: projectImage(
      "fullerton-townhomes",
      "Row of four gabled townhomes in alternating colors",
    ),
  },
  {
    title: "Dana Point Ocean-View Addition",
    description:
      "A 600 sq ft primary suite added to a 1970s home, with a wall of glass facing the harbor.",
    image: projectImage(
      "dana-point-addition",
      "Pitched-roof home with a new glass-fronted addition",
    ),
  },
  {
    title: "Irvine Spectrum Restaurant Build-Out",
    description:
      "A 4,000 sq ft restaurant build-out with a show kitchen and patio, finished in ten weeks.",
    image: projectImage(
      "irvine-spectrum-restaurant",
      "Restaurant storefront with an awning and patio tables at night",
    ),
  },
  {
    title: "Yorba Linda Accessory Dwelling Unit",
    description:
      "A one-bedroom backyard ADU with its own entrance, permitted and built in five months.",
    image: projectImage("yorba-linda-adu", "Small backyard cottage beside the main house"),
  },
  {
    title: "Las Vegas Steel-Frame Warehouse",
    description:
      "A 40,000 sq ft distribution warehouse framed with light gauge steel from Keystone Steel Works.",
    image: projectImage(
      "las-vegas-steel-warehouse",
      "Steel-framed warehouse with two loading bays in the desert",
    ),
  },
] satisfies Project[];

export const constructionProcess = [
  {
    title: "Consultation",
    description: "We visit the site, listen to your goals and give you a free, itemized estimate.",
    icon: MessagesSquare,
  },
  {
    title: "Planning",
    description:
      "Design, engineering, permits and a fixed schedule, all agreed before work begins.",
    icon: PencilRuler,
  },
  {
    title: "Construction",
    description: "Our crews build while your project manager reports progress every week.",
    icon: Hammer,
  },
  {
    title: "Completion",
    description: "A final walkthrough, a punch list closed within days and a written warranty.",
    icon: KeyRound,
  },
] satisfies ProcessStepItem[];

export const constructionTestimonials = [
  {
    name: "Maria Delgado",
    role: "Homeowner, Irvine",
    content:
      "Keystone built our home in exactly the time they promised. Every Friday we got photos and a budget update, so there was never a surprise.",
  },
  {
    name: "James Whitfield",
    role: "Operations Director, Tustin Legacy Partners",
    content:
      "Design-build with Keystone saved us months on our office campus. One team, one contract and a building our staff love coming to.",
  },
] satisfies TestimonialItem[];

/** The construction page, section by section. */
export const constructionPage = {
  hero: {
    eyebrow: "Keystone Build & Design",
    title: "Construction Services",
    description:
      "Homes, commercial buildings and renovations across Southern California, designed and built by one accountable team from the first sketch to the final walkthrough.",
    actions: [{ label: "Get Free Estimate", button: true, variant: "highlight" }],
  },
  expertise: {
    id: "expertise",
    eyebrow: "What We Do",
    title: "Our Expertise",
    description: "Six services, one licensed general contractor.",
    items: expertise,
  },
  projects: {
    id: "projects",
    muted: true,
    eyebrow: "Our Work",
    title: "Latest Projects",
    description:
      "A selection of homes, commercial buildings and renovations we have completed recently.",
  },
  process: {
    id: "process",
    eyebrow: "How We Work",
    title: "Our Process",
    description: "Four steps from your first call to the keys in your hand.",
    steps: constructionProcess,
  },
  testimonials: {
    id: "testimonials",
    muted: true,
    eyebrow: "Testimonials",
    title: "What Our Clients Say",
  },
  contact: {
    id: "start-your-project",
    title: "Ready to Start Your Project?",
    description:
      "Send us your plans, photos or just an idea. A project manager will reply within one business day.",
    actions: [{ label: "Email Us", email: "Construction project inquiry", variant: "highlight" }],
  },
} satisfies {
  hero: Hero;
  expertise: FeatureSection;
  projects: SectionIntro;
  process: StepsSection;
  testimonials: SectionIntro;
  contact: ContactBand;
};
