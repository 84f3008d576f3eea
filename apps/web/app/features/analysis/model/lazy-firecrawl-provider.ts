import type { FirecrawlAppConfig } from "@keystone/crawl-client";
import type { CrawlProvider, CreateCrawlProvider } from "./crawl-provider";
import type { firecrawlProvider } from "./firecrawl-provider";

type ClientOptions = Omit<FirecrawlAppConfig, "apiKey" | "apiUrl">;

let loading: Promise<{ firecrawlProvider: typeof firecrawlProvider }> | undefined;

/**
 * `firecrawlProvider`, with the crawl client and its schemas loaded on the first call of a
 * provider method (the key check or a crawl) rather than when the page hydrates: the tool's first
 * paint does not pay for an SDK nobody has used yet.
 */
export function lazyFirecrawlProvider(
  apiUrl: string,
  clientOptions: ClientOptions = {},
): CreateCrawlProvider {
  return (apiKey) => {
    let provider: Promise<CrawlProvider> | undefined;
    let loaded: CrawlProvider | undefined;
    const load = () => {
      loading ??= import("./firecrawl-provider");
      provider ??= loading.then(
        (module) => (loaded = module.firecrawlProvider(apiUrl, clientOptions)(apiKey)),
      );
      return provider;
    };
    return {
      crawl: async (...args) => (await load()).crawl(...args),
      crawlErrors: async (...args) => (await load()).crawlErrors(...args),
      activeCrawls: async (...args) => (await load()).activeCrawls(...args),
      cancelCrawl: async (...args) => (await load()).cancelCrawl(...args),
      readJob: async (...args) => (await load()).readJob(...args),
      sitemapUrls: async (...args) => (await load()).sitemapUrls(...args),
      // Synchronous on purpose (it runs in `pagehide`). A job has an id only once the client
      // started it, so the client is loaded by then, with the address it normalised.
      cancelOnExit: (jobId) => loaded?.cancelOnExit(jobId),
    };
  };
}
