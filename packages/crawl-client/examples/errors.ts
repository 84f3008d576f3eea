import {
  FirecrawlApp,
  DeadlineExceededError,
  FirecrawlError,
  JobFailedError,
  RateLimitError,
} from "@keystone/crawl-client";

// A self-hosted server needs no key. Options: timeout (ms), maxRetries, pollInterval (s), maxWait (ms).
const app = new FirecrawlApp({
  apiUrl: "http://localhost:3002",
  maxRetries: 4,
  maxWait: 10 * 60_000,
});

try {
  const controller = new AbortController();
  await app.crawlUrl("https://example.com", { limit: 5 }, 2, undefined, {
    signal: controller.signal,
  });
} catch (error) {
  if (error instanceof RateLimitError) console.error("retry in", error.retryAfterMs);
  else if (error instanceof JobFailedError) console.error("job", error.jobId, error.status);
  else if (error instanceof DeadlineExceededError) console.error("still running:", error.jobId);
  else if (error instanceof FirecrawlError)
    console.error(error.statusCode, error.message, error.requestId);
  else throw error;
}
