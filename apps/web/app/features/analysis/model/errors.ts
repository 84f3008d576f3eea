/** No key in storage when a crawl starts (SPEC §8 "API key not found"). */
export class ApiKeyNotFoundError extends Error {
  override readonly name = "ApiKeyNotFoundError";
  constructor() {
    super("API key not found");
  }
}

/** The provider answered and refused the key (401, 402, 403) or the test crawl did not succeed. */
export class KeyRejectedError extends Error {
  override readonly name = "KeyRejectedError";
}

/** The provider could not be reached or did not answer usefully (network, timeout, 5xx). */
export class ProviderUnavailableError extends Error {
  override readonly name = "ProviderUnavailableError";
}

/** The crawl ended in a state other than completed; `message` is the provider's own text. */
export class CrawlFailedError extends Error {
  override readonly name = "CrawlFailedError";
}

/** The user cancelled the crawl; the provider was asked to stop it. */
export class CrawlCancelledError extends Error {
  override readonly name = "CrawlCancelledError";
  constructor() {
    super("Crawl cancelled");
  }
}
