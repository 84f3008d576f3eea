/** Every text the tool shows, in a toast or in a site's tab (the product's error catalogue). */
export const messages = {
  keyAccepted: "API key validated and saved",
  keyAcceptedForPage: "API key validated",
  keyKeptForPage:
    "This browser does not let the page store it, so it is kept for this page only and will not be remembered.",
  keyInvalid: "Invalid API key",
  keyCheckFailed: "Failed to validate API key",
  keyCheckTimedOut: (minutes: number) =>
    `The provider did not finish the test crawl within ${minutes} minutes, so it was stopped. Try again later.`,
  keyCheckCancelled: "API key check cancelled",
  keyForgotten: "API key removed from this browser",
  crawlSucceeded: (site: string) => `${site} crawled successfully`,
  crawlFailed: (site: string) => `Failed to crawl ${site}`,
  crawlCancelled: (site: string) => `Crawl of ${site} cancelled`,
  crawlAllCancelled: "Crawl All Websites cancelled",
  /** What a left crawl of the key test URL is called. */
  keyCheckCrawl: "the API key check",
  /** A site's tab after a failed crawl, unless the provider could not be reached at all. */
  resultFailed: "Failed to crawl website",
  /** A crawl's status checks meet no answer; they go on, and Cancel stops the crawl. */
  providerNotAnswering: "The provider is not answering; still trying…",
  /** "Show its result" of a left crawl that has not completed. */
  leftCrawlNotDone: (status: string, completed: number, total: number) =>
    `Not finished yet: ${status}, ${completed} of ${total} pages found so far. Try again later.`,
} as const;
