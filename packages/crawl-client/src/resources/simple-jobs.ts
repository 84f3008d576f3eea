import type { z } from "zod";
import type { CallSettings, ClientContext } from "../core/context.js";
import { InvalidResponseError } from "../core/errors.js";
import { checkWithRetries, pause, startWait } from "../core/polling.js";
import { ORIGIN } from "../core/version.js";
import { jobStartedSchema, salvageJobStarted } from "../schemas/common.js";
import { parseAnswer, validateInput } from "../schemas/validate.js";
import { z as zod } from "zod";

/** Extract, deep research and llms.txt: one status route, no pages. */
export interface SimpleJob<Schema extends z.ZodType> {
  startPath: string;
  startAction: string;
  statusAction: string;
  label: string;
  /** Message when the start answer carries no id. */
  noIdMessage: string;
  statusSchema: Schema;
  intervalMs: number;
  isPending: (status: string) => boolean;
}

export function statusUrl(job: SimpleJob<z.ZodType>, id: string): string {
  return `${job.startPath}/${encodeURIComponent(id)}`;
}

export function checkSimpleId(id: unknown, label: string): string {
  validateInput(
    zod
      .string({ error: `No ${label} ID provided` })
      .min(1, `No ${label} ID provided`)
      .regex(/^[^/?#]+$/, "must be a job id"),
    id,
    "id",
  );
  return id as string;
}

/**
 * Starts the job. The API does not deduplicate these starts, so the request is only retried when
 * the provider provably did not act on it.
 */
export async function startSimpleJob<Schema extends z.ZodType>(
  ctx: ClientContext,
  job: SimpleJob<Schema>,
  body: Record<string, unknown>,
  idempotencyKey: string | undefined,
  settings: CallSettings,
): Promise<Record<string, unknown> & { id: string }> {
  const answer = await ctx.http.request({
    method: "POST",
    url: job.startPath,
    action: job.startAction,
    body: { ...body, origin: ORIGIN },
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
    retryMode: "before-processing",
    salvage: salvageJobStarted,
    timeout: settings.timeout,
    maxRetries: settings.maxRetries,
    signal: settings.signal,
  });
  const started = jobStartedSchema.safeParse(answer.body);
  if (!started.success) {
    throw new InvalidResponseError(job.noIdMessage, answer.status, undefined, {
      headers: answer.headers,
      body: answer.body,
    });
  }
  return started.data;
}

export async function readSimpleStatus<Schema extends z.ZodType>(
  ctx: ClientContext,
  job: SimpleJob<Schema>,
  id: string,
  settings: CallSettings,
): Promise<z.infer<Schema>> {
  const answer = await ctx.http.request({
    method: "GET",
    url: statusUrl(job, id),
    action: job.statusAction,
    jobStatus: true,
    timeout: settings.timeout,
    maxRetries: settings.maxRetries,
    signal: settings.signal,
  });
  return parseAnswer(job.statusSchema, answer, job.statusAction);
}

/** Polls every `intervalMs` until the status is no longer pending; `onStatus` sees every answer. */
export async function waitForSimpleJob<Schema extends z.ZodType<{ status: string }>>(
  ctx: ClientContext,
  job: SimpleJob<Schema>,
  id: string,
  settings: CallSettings,
  onStatus?: (body: z.infer<Schema>) => void,
): Promise<z.infer<Schema>> {
  const wait = startWait(ctx, id, job.label, settings);
  for (;;) {
    const answer = await checkWithRetries(ctx, wait, {
      method: "GET",
      url: statusUrl(job, id),
      action: job.statusAction,
      jobStatus: true,
    });
    const body = parseAnswer(job.statusSchema, answer, job.statusAction);
    wait.lastStatus = body.status;
    onStatus?.(body);
    if (!job.isPending(body.status)) return body;
    await pause(ctx, wait, job.intervalMs);
  }
}
