import * as z from "zod/mini";
import type { CallSettings, ClientContext } from "../core/context.js";
import type { ProviderAnswer } from "../core/error-catalogue.js";
import { InvalidResponseError, ValidationError } from "../core/errors.js";
import { checkWithRetries, pause, startWait } from "./poll.js";
import { ORIGIN } from "../core/version.js";
import { jobIdSchema, optionalString } from "../schemas/fields.js";
import { type JobStarted, jobStartedSchema, salvageJobStarted } from "../schemas/jobs.js";
import { parseAnswer, validateInput } from "../core/validate.js";

/** Extract, deep research and llms.txt: one status route, no pages. */
export interface SimpleJob<Result extends z.core.$ZodType> {
  startPath: string;
  startAction: string;
  statusAction: string;
  label: string;
  /** Message when the start answer carries no id. */
  noIdMessage: string;
  /** A status answer as the caller gets it. */
  resultSchema: Result;
  intervalMs: number;
  isPending: (status: string) => boolean;
}

/** What polling needs from any status answer, whatever else it holds. */
// The open-source server sends `error` as an object (`{}`) for a failed job: only a string says anything.
const polledSchema = z.looseObject({
  status: z.string(),
  error: z.catch(optionalString, undefined),
});
type Polled = z.infer<typeof polledSchema>;

function statusUrl(job: SimpleJob<z.core.$ZodType>, id: string): string {
  return `${job.startPath}/${encodeURIComponent(id)}`;
}

export function checkSimpleId(id: unknown, label: string): string {
  if (typeof id !== "string" || id === "")
    throw new ValidationError(`No ${label} ID provided`, "id");
  validateInput(jobIdSchema, id, "id");
  return id;
}

/**
 * Sends the job's start. The API does not deduplicate these starts, so the request is only retried
 * where the provider cannot have accepted it, unless the caller opted into `retryUnsafe`.
 */
export function postStart(
  ctx: ClientContext,
  job: SimpleJob<z.core.$ZodType>,
  body: Record<string, unknown>,
  idempotencyKey: string | undefined,
  settings: CallSettings,
): Promise<ProviderAnswer> {
  return ctx.http.request({
    method: "POST",
    url: job.startPath,
    action: job.startAction,
    body: { ...body, origin: ORIGIN },
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
    retryMode: "unsafe",
    retryUnsafe: settings.retryUnsafe,
    salvage: salvageJobStarted,
    timeout: settings.timeout,
    maxRetries: settings.maxRetries,
    signal: settings.signal,
  });
}

/** The started job's id, or a clear error when the answer names none. */
export function startedJob(job: SimpleJob<z.core.$ZodType>, answer: ProviderAnswer): JobStarted {
  const started = z.safeParse(jobStartedSchema, answer.body);
  if (!started.success) {
    throw new InvalidResponseError(job.noIdMessage, answer.status, undefined, {
      headers: answer.headers,
      body: answer.body,
    });
  }
  return started.data;
}

/** Starts the job and returns its id. */
export async function startSimpleJob(
  ctx: ClientContext,
  job: SimpleJob<z.core.$ZodType>,
  body: Record<string, unknown>,
  idempotencyKey: string | undefined,
  settings: CallSettings,
): Promise<JobStarted> {
  return startedJob(job, await postStart(ctx, job, body, idempotencyKey, settings));
}

export async function readSimpleStatus<Result extends z.core.$ZodType>(
  ctx: ClientContext,
  job: SimpleJob<Result>,
  id: string,
  settings: CallSettings,
): Promise<z.output<Result>> {
  const answer = await ctx.http.request({
    method: "GET",
    url: statusUrl(job, id),
    action: job.statusAction,
    jobStatus: true,
    timeout: settings.timeout,
    maxRetries: settings.maxRetries,
    signal: settings.signal,
  });
  return parseAnswer(job.resultSchema, answer, job.statusAction);
}

/**
 * Polls every `intervalMs` until the status is no longer pending; `onStatus` sees every answer's
 * body. Resolves with the last answer and what polling read from it.
 */
export async function waitForSimpleJob(
  ctx: ClientContext,
  job: SimpleJob<z.core.$ZodType>,
  id: string,
  settings: CallSettings,
  onStatus?: (body: unknown) => void,
): Promise<{ polled: Polled; answer: ProviderAnswer }> {
  const wait = startWait(ctx, id, job.label, settings, job.intervalMs);
  for (;;) {
    const answer = await checkWithRetries(ctx, wait, {
      method: "GET",
      url: statusUrl(job, id),
      action: job.statusAction,
      jobStatus: true,
    });
    const polled = parseAnswer(polledSchema, answer, job.statusAction);
    wait.lastStatus = polled.status;
    onStatus?.(answer.body);
    if (!job.isPending(polled.status)) return { polled, answer };
    await pause(ctx, wait, job.intervalMs);
  }
}
