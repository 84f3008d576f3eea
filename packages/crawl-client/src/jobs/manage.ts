import type { CallSettings, ClientContext } from "../core/context.js";
import type { ProviderAnswer } from "../core/error-catalogue.js";
import { RouteNotServedError } from "../core/errors.js";
import {
  cancelAnswerSchema,
  type CancelResponse,
  crawlErrorsAnswerSchema,
  type CrawlErrorsResponse,
} from "../schemas/crawl.js";
import { parseAnswer } from "../core/validate.js";
import { checkJobId, type PagedJob } from "./kinds.js";
import { statusPath } from "./routes.js";

/** DELETE …/{id}: asks the provider to stop a crawl or batch, of either API version. */
export async function cancelJob(
  ctx: ClientContext,
  job: PagedJob,
  idArg: unknown,
  action: string,
  settings: CallSettings,
): Promise<CancelResponse> {
  return parseAnswer(
    cancelAnswerSchema,
    await sendCancel(ctx, job, idArg, action, settings),
    action,
  );
}

/** The DELETE of `cancelJob`, its answer unread (v2 reads only whether it says "cancelled"). */
export function sendCancel(
  ctx: ClientContext,
  job: PagedJob,
  idArg: unknown,
  action: string,
  settings: CallSettings,
): Promise<ProviderAnswer> {
  const id = checkJobId(job, idArg);
  return ctx.http.request({
    method: "DELETE",
    url: statusPath(job.kind, id, job.version),
    action,
    timeout: settings.timeout,
    maxRetries: settings.maxRetries,
    signal: settings.signal,
  });
}

/**
 * GET …/{id}/errors, of either API version. A v2 answer may wrap the lists in `data`. A server
 * without the route (self-hosted servers have none for v2 batches) answers with a page that is not
 * the API's JSON: that is a RouteNotServedError, not an unknown job.
 */
export async function checkErrors(
  ctx: ClientContext,
  job: PagedJob,
  idArg: unknown,
  action: string,
  settings: CallSettings,
): Promise<CrawlErrorsResponse> {
  const id = checkJobId(job, idArg);
  const route = `${statusPath(job.kind, id, job.version)}/errors`;
  try {
    const answer = await ctx.http.request({
      method: "GET",
      url: route,
      action,
      timeout: settings.timeout,
      maxRetries: settings.maxRetries,
      signal: settings.signal,
    });
    const body = answer.body as { data?: unknown } | undefined;
    const lists = typeof body?.data === "object" && body.data !== null ? body.data : body;
    return parseAnswer(
      crawlErrorsAnswerSchema,
      { ...answer, body: lists },
      action,
    ) as CrawlErrorsResponse;
  } catch (error) {
    if (!(error instanceof RouteNotServedError)) throw error;
    // The transport found the route missing; say which servers lack it.
    throw new RouteNotServedError(
      `Failed to ${action}: this server does not serve GET ${route.replace(id, "{id}")} ` +
        "(self-hosted Firecrawl servers have no errors route for batch scrapes; the provider's cloud does).",
      route,
      { headers: error.headers, body: error.body, requestId: error.requestId },
    );
  }
}
