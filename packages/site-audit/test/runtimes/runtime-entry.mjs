// Bun's and Deno's entry. The package is imported by its name, so each runtime resolves it through
// the package's `exports` to the built dist/index.js, as a tool would; the summary is the one line
// on stdout. JavaScript, not TypeScript: tsc would resolve the name against dist/.
import * as engine from "@keystone/site-audit";
import { runScenario } from "./scenario.ts";

const summary = await runScenario(engine);
const entry = import.meta.resolve("@keystone/site-audit");
console.info(JSON.stringify({ ...summary, entry, userAgent: navigator.userAgent }));
