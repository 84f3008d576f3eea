import type { Hero } from "./types";

/** The departments a message can go to; the values are the form's `department` values. */
export const departments = [
  { value: "construction", label: "Construction" },
  { value: "cleaning", label: "Cleaning" },
  { value: "moving", label: "Moving" },
  { value: "financial", label: "Financial" },
  { value: "general", label: "General Inquiry" },
] as const;

export type Department = (typeof departments)[number]["value"];

/** What the form holds when it is submitted; every field is a string. */
export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  department: Department | "";
  subject: string;
  message: string;
}

export const contactToast = {
  title: "Message Sent!",
  description: "Thank you for contacting us. We'll get back to you soon.",
} as const;

/** The contact page's hero. */
export const contactHero = {
  eyebrow: "We'd Like to Hear From You",
  title: "Contact Us",
  description:
    "Whether you want to partner with us, sell your business, invest, or book one of our services, we would like to hear from you.",
} satisfies Hero;
