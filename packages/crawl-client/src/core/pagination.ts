import type { ClientContext } from "./context.js";
import {
  AbortedError,
  DeadlineExceededError,
  FirecrawlError,
  InvalidResponseError,
  PaginationError,
} from "./errors.js";
import { type PagedJobKind, resolveNextUrl } from "./job-urls.js";
import { checkWithRetries, MAX_CONSECUTIVE_FAILURES, type Wait } from "./polling.js";
import { parseAnswer } from "../schemas/validate.js";
import { type StatusPage, statusPageSchema } from "../schemas/crawl.js";

export interface PageSpec {
  kind: PagedJobKind;
  jobId: string;
  action: string;
  wait: Wait;
}

/**
 * Yields `first`, then every page its `next` links lead to, one at a time so that only one page is
 * held in memory. A page that keeps failing ends the walk with a PaginationError naming its URL.
 */
export async function* followPages(
  ctx: ClientContext,
  first: StatusPage,
  spec: PageSpec,
): AsyncGenerator<StatusPage> {
  yield first;
  const seen = new Set<string>();
  let current = first;
  // An empty page ends the walk: a running job's last page links to where its next documents will
  // appear, which stays empty until they do.
  while (
    typeof current.next === "string" &&
    current.next !== "" &&
    (current.data?.length ?? 0) > 0
  ) {
    const url = resolveNextUrl(ctx.config.apiUrl, current.next, spec.kind, spec.jobId);
    if (seen.has(url))
      throw new InvalidResponseError(`The API sent a next link that loops back: ${url}`, 200);
    seen.add(url);
    let page: StatusPage;
    try {
      page = parseAnswer(
        statusPageSchema,
        await checkWithRetries(ctx, spec.wait, {
          method: "GET",
          url,
          action: spec.action,
          jobStatus: true,
        }),
        spec.action,
      );
    } catch (error) {
      if (
        !(error instanceof FirecrawlError) ||
        error instanceof AbortedError ||
        error instanceof DeadlineExceededError
      )
        throw error;
      throw new PaginationError(
        `Failed to fetch a results page of ${spec.wait.jobLabel} ${spec.jobId} (${MAX_CONSECUTIVE_FAILURES} attempts): ${error.message}`,
        { nextUrl: url, partialData: [], cause: error },
      );
    }
    yield page;
    current = page;
  }
}
