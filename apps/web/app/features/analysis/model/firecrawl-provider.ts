import {
  AbortedError,
  type FirecrawlAppConfig,
  AuthenticationError,
  ConnectionError,
  FirecrawlApp,
  FirecrawlError,
  JobFailedError,
  PaginationStalledError,
  PaymentRequiredError,
  PermissionDeniedError,
} from "@keystone/crawl-client";
import { cancelCrawlOnExit } from "./cancel-on-exit";
import type { CrawlProvider, CrawlRequest, CreateCrawlProvider } from "./crawl-provider";
import {
  CrawlFailedError,
  IncompleteResultError,
  KeyRejectedError,
  ProviderUnavailableError,
} from "./errors";
import type { CrawledPage } from "./types";

/** The provider's own `error` text of an answer, e.g. "Site unreachable". */
function providerText(error: FirecrawlError): string | undefined {
  const body = error.body as { error?: unknown } | undefined;
  return typeof body?.error === "string" && body.error.trim() !== "" ? body.error : undefined;
}

/** Turns the client's typed errors into the tool's own, so nothing above this file knows the SDK. */
function translate(error: unknown): unknown {
  if (error instanceof AbortedError || !(error instanceof FirecrawlError)) return error;
  if (
    error instanceof AuthenticationError ||
    error instanceof PaymentRequiredError ||
    error instanceof PermissionDeniedError
  ) {
    return new KeyRejectedError(error.message, {
      cause: error,
      reason: `${error.statusCode}: ${providerText(error) ?? error.message}`,
    });
  }
  if (error instanceof PaginationStalledError) {
    return new IncompleteResultError(
      error.message,
      error.partialData as CrawledPage[],
      error.expected,
    );
  }
  if (error instanceof JobFailedError)
    return new CrawlFailedError(providerText(error) ?? error.message, { cause: error });
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
 * build points it elsewhere). The key lives only inside the client, which never logs or serialises it,
 * and in the exit cancel, which sends it in a header as the client does.
 */
export function firecrawlProvider(
  apiUrl: string,
  clientOptions: Omit<FirecrawlAppConfig, "apiKey" | "apiUrl"> = {},
): CreateCrawlProvider {
  return (apiKey) => {
    const app = new FirecrawlApp({ ...clientOptions, apiKey, apiUrl });
    const provider: CrawlProvider = {
      startCrawl: (url, request) =>
        translated(async () => (await app.asyncCrawlUrl(url, crawlParams(request))).id),
      checkProgress: (jobId, signal) =>
        translated(async () => {
          // One document per read is enough to learn the counts without downloading the pages.
          // No retry here: the crawl loop retries a failed check after its own 2 s, so that no
          // status request follows the one before it sooner.
          const status = await app.checkCrawlStatus(jobId, false, undefined, undefined, 1, {
            signal,
            maxRetries: 0,
          });
          const error = (status as { error?: unknown }).error;
          return {
            status: status.status,
            completed: status.completed,
            total: status.total,
            creditsUsed: status.creditsUsed,
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
      crawlErrors: (jobId, signal) =>
        translated(async () => {
          const { errors } = await app.checkCrawlErrors(jobId, { signal });
          return errors.map((entry) => `${entry.url}: ${entry.error}`);
        }),
      cancelCrawl: (jobId) =>
        translated(async () => {
          await app.cancelCrawl(jobId);
        }),
      cancelOnExit: (jobId) => cancelCrawlOnExit(apiUrl, apiKey, jobId),
    };
    return provider;
  };
}
