import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { staticPageScript } from "./vite-plugins/static-page-script";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    staticPageScript({ entry: "app/behaviours/static-page.ts" }),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  server: { host: "127.0.0.1" },
  // The findings worker is a module worker (`{ type: "module" }`), and the audit's English
  // dictionary is a chunk of its own that it imports only for a crawl with English pages: an IIFE
  // worker (Vite's default) cannot split.
  worker: { format: "es" },
  // `pnpm bench:trace` builds with source maps beside the scripts (and no comment naming them) to
  // attribute a trace's CPU time to source files; every other build has none.
  build: {
    sourcemap: process.env.WEB_SOURCEMAPS === "hidden" ? "hidden" : false,
    // Vite's preload helper appends a <link rel="modulepreload"> for each chunk a dynamic import
    // needs, in the task that calls it: in a trace of the analysis tool's load, 5 ms of one task
    // went to appending them while React hydrated. The browser fetches a module's imports itself.
    modulePreload: false,
  },
});
