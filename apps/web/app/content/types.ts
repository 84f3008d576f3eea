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
