// The crawl client's module graph in one chunk, with zod switched to jitless before any of its
// schemas is built: modules run in import order, so strict-csp always runs first.
import "../strict-csp";

export { firecrawlProvider } from "./firecrawl-provider";
