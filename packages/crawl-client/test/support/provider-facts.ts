import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// One copy of what we know of the provider (its OpenAPI, the answers recorded from its server) is
// kept in the emulator's package, which is built from those facts; the SDK's tests read it there.
const resolve = createRequire(import.meta.url).resolve;

/** A file of the provider's facts, as `v2/openapi.json` or `samples-2025-08/scrape.json`. */
export function providerFact(path: string): unknown {
  return JSON.parse(readFileSync(resolve(`@keystone/crawl-emulator/provider/${path}`), "utf8"));
}
