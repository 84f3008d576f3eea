import { config } from "zod";

// zod probes `new Function` when a schema is built, to decide whether to compile validators. Our
// Content-Security-Policy has no 'unsafe-eval', and the browser reports even that caught probe as a
// violation, so the analysis tool validates provider answers without code generation. This module
// is imported first by `model/load-firecrawl.ts`, the one way the crawl client is loaded, so the
// setting is in place before any schema exists.
config({ jitless: true });
