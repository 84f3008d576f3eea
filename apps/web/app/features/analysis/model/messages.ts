/** Every text the tool shows in a toast (SPEC §8). */
export const messages = {
  keyAccepted: "API key validated and saved",
  keyInvalid: "Invalid API key",
  keyCheckFailed: "Failed to validate API key",
  crawlSucceeded: (site: string) => `${site} crawled successfully`,
  crawlFailed: (site: string) => `Failed to crawl ${site}`,
  crawlCancelled: (site: string) => `Crawl of ${site} cancelled`,
  crawlAllCancelled: "Crawl All Websites cancelled",
} as const;
