// Bun's and Deno's entry. The package is imported by its name, so each runtime resolves it through
// the package's `exports` conditions as it would for an app; the summary is the one line on stdout.
// JavaScript, not TypeScript: tsc would resolve the name against dist/, which typecheck runs before.
import * as sdk from "@keystone/crawl-client";
import { runSmoke } from "./smoke.ts";

const summary = await runSmoke(sdk, {
  apiUrl: process.env.SMOKE_API_URL,
  apiKey: process.env.SMOKE_API_KEY,
});
const entry = import.meta.resolve("@keystone/crawl-client");
process.stdout.write(`${JSON.stringify({ ...summary, entry })}\n`);
