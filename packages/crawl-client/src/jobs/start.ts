import * as z from "zod/mini";
import type { CallSettings, ClientContext } from "../core/context.js";
import { IdempotencyConflictError, InvalidResponseError } from "../core/errors.js";
import { ORIGIN } from "../core/version.js";
import {
  batchStartedSchema,
  type BatchScrapeResponse,
  crawlStartedSchema,
} from "../schemas/crawl.js";
import { salvageJobStarted } from "../schemas/jobs.js";
import { parseAnswer, validateInput } from "../core/validate.js";
import type { PagedJob } from "./kinds.js";

// What the API's idempotency check accepts (the `uuid` package's validate); it answers any other
// key with the same 409 as a used one.
const idempotencyKeySchema = z
  .string()
  .check(
    z.regex(
      /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/i,
      "must be a UUID: the API refuses any other key as already used",
    ),
  );

/**
 * Starts a crawl or batch. The `x-idempotency-key` header goes only with a key the caller passed:
 * a self-hosted server without a database answers any key with 500. With that key a retry reuses
 * it (the API refuses a second job with it, and a 409 on the retry is reported as such); without
 * one, the start is retried only where the provider cannot have accepted it (no connection, 429,
 * 503), unless the caller opted into `retryUnsafe`. An answer cut short still yields the job's id
 * when it got that far.
 */
export async function startJob(
  ctx: ClientContext,
  job: PagedJob,
  action: string,
  body: Record<string, unknown>,
  idempotencyKey: string | undefined,
  timeout: number | undefined,
  settings: CallSettings,
): Promise<BatchScrapeResponse> {
  if (idempotencyKey !== undefined)
    validateInput(idempotencyKeySchema, idempotencyKey, "idempotencyKey");
  try {
    const answer = await ctx.http.request({
      method: "POST",
      url: job.kind === "crawl" ? `/${job.version}/crawl` : `/${job.version}/batch/scrape`,
      action,
      body: { ...body, origin: ORIGIN },
      ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
      ...(job.honoursIdempotencyKey ? {} : { retryMode: "unsafe" as const }),
      retryUnsafe: settings.retryUnsafe,
      salvage: salvageJobStarted,
      timeout,
      maxRetries: settings.maxRetries,
      signal: settings.signal,
    });
    return parseAnswer(
      job.kind === "crawl" ? crawlStartedSchema : batchStartedSchema,
      answer,
      action,
    );
  } catch (error) {
    const where =
      job.kind === "crawl"
        ? `It should be among the team's active crawls (GET /${job.version}/crawl/active), or in your webhook's started event.`
        : "Your webhook's started event, or the dashboard, names it.";
    // A 2xx that could not be read: the provider accepted the start, and retrying could start a second job.
    if (
      error instanceof InvalidResponseError &&
      error.statusCode >= 200 &&
      error.statusCode < 300
    ) {
      throw new InvalidResponseError(
        `${error.message} The ${job.label} has probably started, once, and its id is unknown. ${where}`,
        error.statusCode,
        error.details,
        { headers: error.headers, body: error.body, requestId: error.requestId },
      );
    }
    if (!(error instanceof IdempotencyConflictError)) throw error;
    throw new IdempotencyConflictError(`${error.message} ${where}`, error.idempotencyKey, {
      headers: error.headers,
      body: error.body,
      requestId: error.requestId,
      code: error.code,
    });
  }
}
