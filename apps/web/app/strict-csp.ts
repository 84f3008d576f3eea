import { config } from "zod";

// zod probes `new Function` when it builds an object schema, to decide whether to compile its
// validators, and the browser reports even that caught probe as a violation of our
// Content-Security-Policy, which has no 'unsafe-eval'. So validation runs without code generation.
// The root route imports this module: the framework loads the root route's module before any
// route below it (the document's script imports the route modules in match order, root first),
// so the setting is in place before the analysis tool's crawl client builds a schema, whatever
// order any file imports in. The end-to-end test of the site shell proves the page stays clean.
config({ jitless: true });
