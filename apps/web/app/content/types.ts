import type { Tone } from "@keystone/ui/lib/tone";
import type { LucideIcon } from "lucide-react";

/** A key figure such as "$10M+ Total Investment". */
export interface StatItem {
  value: string;
  label: string;
  icon: LucideIcon;
}

/** A service, value, reason or capability: the shape most card grids of the site share. */
export interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

export interface ProcessStepItem {
  title: string;
  description: string;
  icon?: LucideIcon;
}

/** A local illustration; width and height are the file's intrinsic size, so nothing shifts. */
export interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface Industry {
  title: string;
  description: string;
  marketStatus: string;
  /** How exposed the industry is to the economic cycle. */
  cyclical: string;
  reasons: string[];
  icon: LucideIcon;
  /** The card's accent colour (the design system's tokens stand in for a raw gradient). */
  tone: Tone;
}

export interface PortfolioCompany {
  title: string;
  description: string;
  sectors: string[];
  /** A page of this site, or the company's own site (opened in a new tab). */
  link: string;
  status: "Active" | "Expanding" | "Developing" | "Community Project";
  investment: string;
  tone: Tone;
}

export interface TimelineItem {
  year: string;
  title: string;
  description: string;
  icon: LucideIcon;
  tone: Tone;
}

export interface TestimonialItem {
  name: string;
  role: string;
  content: string;
}

export interface Project {
  title: string;
  description: string;
  image: Illustration;
}

export interface Plan {
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  popular?: boolean;
}

/** Where a call to action leads. */
export type ActionTarget =
  /** A page of this site (a plain link: every page is its own document). */
  | { page: string }
  /** Another site, opened in a new tab. */
  | { external: string }
  /** A section of the same page. */
  | { anchor: `#${string}` }
  /** The company's e-mail address, with a subject. */
  | { email: string }
  /** The company's phone number. */
  | { phone: true }
  /** A button that leads nowhere yet: the brand site behind it takes the request. */
  | { button: true };

/** A link or button that asks the visitor to do something. */
export type Action = ActionTarget & {
  label: string;
  /** `highlight` stands out on the brand colour; `outline` sits beside it; `default` elsewhere. */
  variant: "highlight" | "outline" | "default";
  icon?: LucideIcon;
};

/** The top of a page: its one h1 on the brand colour. */
export interface Hero {
  /** A short line above the title, e.g. the company behind the page. */
  eyebrow: string;
  /** Shows the eyebrow as a badge, for a figure worth noticing. */
  eyebrowBadge?: boolean;
  title: string;
  description: string;
  actions?: Action[];
  /** A line under the actions, such as where the products are made. */
  note?: { text: string; icon: LucideIcon };
}

/** The heading of a titled band of a page. */
export interface SectionIntro {
  /** The section's anchor; its heading gets `${id}-title` and names the region. */
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  /** Alternates the background so that consecutive sections read apart. */
  muted?: boolean;
}

/** Key figures in a band of their own, under a heading only screen readers show. */
export interface StatsBand {
  id: string;
  title: string;
  /** Names the list of figures. */
  label: string;
  items: StatItem[];
}

/** Services, values, reasons: feature cards in a grid, and maybe a call to action under them. */
export interface FeatureSection extends SectionIntro {
  items: Feature[];
  columns?: 3 | 4;
  tone?: Tone;
  action?: Action;
}

/** A process, step by step, and maybe a call to action under it. */
export interface StepsSection extends SectionIntro {
  steps: ProcessStepItem[];
  /** Three steps sit in three columns on large screens; four in four. */
  columns?: 3 | 4;
  action?: Action;
}

/** A closing band on the brand colour that asks the visitor to get in touch. */
export interface ContactBand {
  id: string;
  title: string;
  description: string;
  actions: Action[];
}
