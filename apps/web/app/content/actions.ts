import { pages } from "./pages";
import type { Action } from "./types";

/** The group's invitation to owners and investors, beside the first call to action of a hero. */
export const partnerWithUs = {
  label: "Partner With Us",
  page: pages.contact.path,
  variant: "outline",
} satisfies Action;
