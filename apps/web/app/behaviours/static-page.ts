/**
 * The one script of the prerendered marketing pages, which run no React: the content is already
 * in the HTML, and this gives it its behaviour. The design system's behaviours are in the registry
 * from the start; the site's own join them, and one call attaches every one the page names.
 */
import { enhance, registerBehaviours } from "@keystone/ui/behaviours/registry";
import { backToTop } from "./back-to-top";
import { contactForm } from "./contact-form";
import { notFoundLog } from "./not-found";

registerBehaviours(contactForm, backToTop, notFoundLog);
enhance(document);
