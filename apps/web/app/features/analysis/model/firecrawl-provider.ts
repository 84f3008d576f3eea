import {
  AbortedError,
  type FirecrawlAppConfig,
  AuthenticationError,
  ConnectionError,
  FirecrawlApp,
  FirecrawlError,
  InvalidResponseError,
  JobFailedError,
  PaymentRequiredError,
  PermissionDeniedError,
} from "@keystone/crawl-client";
import type { CrawlProvider, CrawlRequest, CreateCrawlProvider } from "./crawl-provider";
import { CrawlFailedError, KeyRejectedError, ProviderUnavailableError } from "./errors";
import type { CrawledPage } from "./types";

/** A crawl is given up after three failed status checks in a row (SPEC §9): one try, two retries. */
export const STATUS_CHECK_RETRIES = 2;

/** The provider's own error text of a failed job, e.g. "Site unreachable". */
function jobErrorText(error: JobFailedError): string {
  const body = error.body as { error?: unknown } | undefined;
  return typeof body?.error === "string" && body.error.trim() !== "" ? body.error : error.message;
}

/** Turns the client's typed errors into the tool's own, so nothing above this file knows the SDK. */
function translate(error: unknown): unknown {
  if (error instanceof AbortedError || !(error instanceof FirecrawlError)) return error;
  if (
    error instanceof AuthenticationError ||
    error instanceof PaymentRequiredError ||
    error instanceof PermissionDeniedError
  ) {
    return new KeyRejectedError(error.message, { cause: error });
  }
  if (error instanceof JobFailedError)
    return new CrawlFailedError(jobErrorText(error), { cause: error });
  if (error instanceof ConnectionError)
    return new ProviderUnavailableError(error.message, { cause: error });
  return error;
}

async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translate(error);
  }
}

function crawlParams({ limit, formats }: CrawlRequest) {
  return formats ? { limit, scrapeOptions: { formats: [...formats] } } : { limit };
}

/**
 * The tool's provider on `@keystone/crawl-client`, talking to `apiUrl` (the cloud API unless the
 * build points it elsewhere). The key lives only inside the client, which never logs or serialises it.
 */
export function firecrawlProvider(
  apiUrl: string,
  clientOptions: Omit<FirecrawlAppConfig, "apiKey" | "apiUrl"> = {},
): CreateCrawlProvider {
  return (apiKey) => {
    const app = new FirecrawlApp({ ...clientOptions, apiKey, apiUrl });
    const provider: CrawlProvider = {
      async testCrawl(url, request, signal) {
        try {
          const result = await app.crawlUrl(url, crawlParams(request), undefined, undefined, {
            signal,
          });
          return result.success && result.status === "completed";
        } catch (error) {
          // The test crawl ran but did not succeed: that says "invalid key", not "provider down".
          if (error instanceof JobFailedError || error instanceof InvalidResponseError)
            return false;
          throw translate(error);
        }
      },
      startCrawl: (url, request, signal) =>
        translated(
          async () =>
            (await app.asyncCrawlUrl(url, crawlParams(request), undefined, { signal })).id,
        ),
      checkProgress: (jobId, signal) =>
        translated(async () => {
          // One document per read is enough to learn the counts without downloading the pages.
          const status = await app.checkCrawlStatus(jobId, false, undefined, undefined, 1, {
            signal,
            maxRetries: STATUS_CHECK_RETRIES,
          });
          const error = (status as { error?: unknown }).error;
          return {
            status: status.status,
            completed: status.completed,
            total: status.total,
            ...(typeof error === "string" && error !== "" ? { error } : {}),
          };
        }),
      fetchResult: (jobId, signal) =>
        translated(async () => {
          const status = await app.checkCrawlStatus(jobId, true, undefined, undefined, undefined, {
            signal,
          });
          return {
            status: status.status,
            completed: status.completed,
            creditsUsed: status.creditsUsed,
            data: status.data as CrawledPage[],
          };
        }),
      cancelCrawl: (jobId) =>
        translated(async () => {
          await app.cancelCrawl(jobId);
        }),
    };
    return provider;
  };
}
