import {
  AbortedError,
  AuthenticationError,
  ConnectionError,
  DeadlineExceededError,
  FirecrawlApp,
  type FirecrawlAppConfig,
  FirecrawlError,
  JobFailedError,
  PaginationStalledError,
  PaymentRequiredError,
  PermissionDeniedError,
  ServerError,
} from "@keystone/crawl-client";
import { cancelCrawlOnExit } from "./cancel-on-exit";
import { OUTAGE_PATIENCE_MS } from "./constants";
import type { CrawlProvider, CrawlRequest, CreateCrawlProvider } from "./crawl-provider";
import {
  CrawlCancelledError,
  CrawlFailedError,
  CrawlTimedOutError,
  KeyRejectedError,
  ProviderNotAnsweringError,
  ProviderUnavailableError,
} from "./errors";
import type { ActiveCrawl } from "./left-crawls";
import type { CrawledPage, SiteCrawlResult } from "./types";

/** The provider's own `error` text of an answer, e.g. "Site unreachable". */
function providerText(error: FirecrawlError): string | undefined {
  const body = error.body as { error?: unknown } | undefined;
  return typeof body?.error === "string" && body.error.trim() !== "" ? body.error : undefined;
}

const isGatewayError = (error: FirecrawlError) =>
  error instanceof ServerError && [502, 503, 504].includes(error.statusCode);

/** Turns the client's typed errors into the tool's own, so nothing above this file knows the SDK. */
function translate(error: unknown): unknown {
  if (!(error instanceof FirecrawlError)) return error;
  if (error instanceof AbortedError) return new CrawlCancelledError();
  if (error instanceof DeadlineExceededError) return new CrawlTimedOutError(error.waitedMs);
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
  if (error instanceof JobFailedError)
    return new CrawlFailedError(providerText(error) ?? error.message, { cause: error });
  // No answer, or a gateway's "it is not there": the provider is away, not refusing.
  if (error instanceof ConnectionError || isGatewayError(error))
    return new ProviderUnavailableError(error.message, { cause: error });
  return error;
}

/** `call`'s answer, or its error in the tool's words. */
async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translate(error);
  }
}

/**
 * A completed job whose paging stalled short of its own count (self-hosted servers that ignore
 * `skip`): every distinct page that arrived is kept, and the result says it is incomplete.
 */
function incompleteResult(error: PaginationStalledError): SiteCrawlResult {
  const last = error.body as { status?: string; creditsUsed?: number } | undefined;
  return {
    status: last?.status ?? "completed",
    completed: error.expected ?? error.received,
    creditsUsed: last?.creditsUsed ?? 0,
    data: error.partialData as CrawledPage[],
    incomplete: error.message,
  };
}

/** The provider's running crawls (`GET /v1/crawl/active`), each with its address and `limit`. */
async function activeCrawls(app: FirecrawlApp, signal?: AbortSignal): Promise<ActiveCrawl[]> {
  const { crawls } = await app.getActiveCrawls({ signal });
  return crawls.map(({ id, url, options }) => {
    const limit = options?.["limit"];
    return { id, url, ...(typeof limit === "number" ? { limit } : {}) };
  });
}

/**
 * A site's crawl asks for the whole page: the provider otherwise strips header, nav, footer and
 * aside, and the audit's link checks would miss every menu and footer link. The content checks
 * leave that boilerplate out themselves.
 */
function crawlParams({ limit, formats }: CrawlRequest) {
  return formats
    ? { limit, scrapeOptions: { formats: [...formats], onlyMainContent: false } }
    : { limit };
}

/**
 * The tool's provider on `@keystone/crawl-client`, talking to `apiUrl` (the cloud API unless the
 * build points it elsewhere): the client's own wait, and its errors in the tool's words. The key
 * lives only inside the client, which never logs or serialises it, and in the exit cancel, which
 * sends it in a header as the client does.
 */
export function firecrawlProvider(
  apiUrl: string,
  clientOptions: Omit<FirecrawlAppConfig, "apiKey" | "apiUrl"> = {},
): CreateCrawlProvider {
  return (apiKey) => {
    const app = new FirecrawlApp({ ...clientOptions, apiKey, apiUrl });
    const provider: CrawlProvider = {
      async crawl(url, request, options) {
        const { signal, maxWait, onStarted, onProgress, cancelOnAbandon } = options;
        let jobId = "";
        // While the provider does not answer, a cancel could not reach it: the caller decides.
        let unanswered = false;
        try {
          const crawl = await app.crawlUrl(url, crawlParams(request), undefined, undefined, {
            signal,
            maxWait,
            // The spec's product polls the status (section 7), every 2 s, the client's floor;
            // the WebSocket is for the SDK's other users.
            watch: false,
            cancelOnAbandon: (id) => !unanswered && cancelOnAbandon(id),
            outage: {
              patienceMs: OUTAGE_PATIENCE_MS,
              onUnanswered: ({ since }) => {
                unanswered = true;
                options.onUnanswered?.(since);
              },
              onAnswered: () => {
                unanswered = false;
                options.onAnswered?.();
              },
            },
            onStarted: (id) => {
              jobId = id;
              onStarted(id);
            },
            onProgress,
          });
          const result: SiteCrawlResult = {
            status: crawl.status,
            completed: crawl.completed,
            creditsUsed: crawl.creditsUsed,
            data: crawl.data as CrawledPage[],
          };
          return { jobId, result };
        } catch (error) {
          if (error instanceof PaginationStalledError)
            return { jobId: error.jobId, result: incompleteResult(error) };
          if (unanswered && jobId !== "" && !(error instanceof AbortedError))
            throw new ProviderNotAnsweringError(jobId, OUTAGE_PATIENCE_MS / 60_000, {
              cause: error,
            });
          throw translate(error);
        }
      },
      crawlErrors: (jobId, signal) =>
        translated(async () => {
          const { errors } = await app.checkCrawlErrors(jobId, { signal });
          return errors.map((entry) => `${entry.url}: ${entry.error}`);
        }),
      cancelOnExit: (jobId) => cancelCrawlOnExit(app.apiUrl, apiKey, jobId),
      activeCrawls: (signal) => translated(() => activeCrawls(app, signal)),
      cancelCrawl: (jobId) =>
        translated(async () => {
          await app.cancelCrawl(jobId);
        }),
      readJob: (jobId, signal) =>
        translated(async () => {
          const job = await app.checkCrawlStatus(jobId, true, undefined, undefined, undefined, {
            signal,
          });
          const reading = { status: job.status, completed: job.completed, total: job.total };
          if (job.status !== "completed") return reading;
          const data = job.data as CrawledPage[];
          const { creditsUsed } = job;
          return {
            ...reading,
            result: { status: job.status, completed: job.completed, creditsUsed, data },
          };
        }),
      // Like every other call, through the client: the key goes in its header, never the URL.
      sitemapUrls: (url, signal) =>
        translated(async () => {
          const { links } = await app.mapUrl(url, { sitemapOnly: true }, { signal });
          return links ?? [];
        }),
    };
    return provider;
  };
}
