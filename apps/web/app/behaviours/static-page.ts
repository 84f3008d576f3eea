/**
 * The one script of the prerendered marketing pages, which run no React: the content is already
 * in the HTML, and this gives it its behaviour (the design system's and the site's own).
 */
import { enhancePage } from "@keystone/ui/behaviours/enhance-page";
import { enhanceSite } from "./site-behaviours";

enhancePage(document);
enhanceSite(document);
