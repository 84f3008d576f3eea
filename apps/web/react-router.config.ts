import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/pages";

export default {
  // The site has no server: every marketing page is prerendered; /analysis runs in the browser.
  ssr: false,
  // A second build (the end-to-end build against the crawl emulator) sits beside the real one.
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
  prerender: prerenderedPaths,
} satisfies Config;
