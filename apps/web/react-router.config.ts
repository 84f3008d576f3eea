import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/pages";

export default {
  // The site has no server: every marketing page is prerendered; /analysis runs in the browser.
  ssr: false,
  prerender: prerenderedPaths,
} satisfies Config;
