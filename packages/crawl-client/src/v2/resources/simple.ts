import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import { callSettings, type ClientContext } from "../../core/context.js";
import { JobFailedError } from "../../core/errors.js";
import { toJsonSchema } from "../../schemas/json-schema.js";
import { parseAnswer, validateInput } from "../../core/validate.js";
import {
  checkSimpleId,
  postStart,
  readSimpleStatus,
  type SimpleJob,
  waitForSimpleJob,
} from "../../jobs/simple.js";
import type { WaiterControls } from "../types.js";
import { waitSettings } from "./jobs.js";
import { type Call, send } from "./send.js";

/**
 * A status answer kept as sent, except an `error` that is not a string: the open-source server
 * sends `error: {}` for a failed extract, which the reference's types call a string. An empty one
 * says nothing and goes; any other is kept as its JSON.
 */
const simpleAnswerSchema = z.pipe(
  z.looseObject({ status: z.optional(z.string()), error: z.optional(z.unknown()) }),
  z.transform(({ error, ...rest }) => {
    const text = typeof error === "string" ? error : JSON.stringify(error ?? null);
    return { ...rest, ...(text === "null" || text === "{}" ? {} : { error: text }) };
  }),
);

const TERMINAL = new Set(["completed", "failed", "cancelled"]);

/** A v2 job with one status route (extract, agent), and what to call it in messages. */
interface V2SimpleJob extends SimpleJob<typeof simpleAnswerSchema> {
  noun: string;
}

function simpleJob(path: string, noun: string): V2SimpleJob {
  return {
    noun,
    startPath: path,
    startAction: `start ${noun}`,
    statusAction: `get ${noun} status`,
    label: `${noun} job`,
    noIdMessage: `Failed to start ${noun} job. No job ID returned.`,
    resultSchema: simpleAnswerSchema,
    intervalMs: 2_000,
    isPending: (status) => !TERMINAL.has(status),
  };
}

const EXTRACT_JOB = simpleJob("/v2/extract", "extract");
const AGENT_JOB = simpleJob("/v2/agent", "agent");

/** Starts the job; the answer as sent (an id, or the finished result where a server ran it at once). */
async function startSimple(
  ctx: ClientContext,
  job: SimpleJob<typeof simpleAnswerSchema>,
  args: { schema?: object },
  requestOptions: RequestOptions | undefined,
): Promise<z.output<typeof simpleAnswerSchema>> {
  const body: Record<string, unknown> = { ...args };
  if (args.schema !== undefined) body["schema"] = toJsonSchema(args.schema, "args.schema");
  const answer = await postStart(ctx, job, body, undefined, callSettings(ctx, requestOptions));
  return parseAnswer(simpleAnswerSchema, answer, job.startAction);
}

async function readSimple(
  ctx: ClientContext,
  job: V2SimpleJob,
  id: string,
  requestOptions: RequestOptions | undefined,
): Promise<z.output<typeof simpleAnswerSchema>> {
  return readSimpleStatus(ctx, job, checkSimpleId(id, job.noun), callSettings(ctx, requestOptions));
}

/** DELETE on the job's status route: true when the server confirms. */
async function cancelSimple(
  ctx: ClientContext,
  job: V2SimpleJob,
  idArg: string,
  requestOptions: RequestOptions | undefined,
): Promise<boolean> {
  const id = checkSimpleId(idArg, job.noun);
  const call: Call = {
    method: "DELETE",
    path: `${job.startPath}/${encodeURIComponent(id)}`,
    action: `cancel ${job.noun}`,
  };
  return (await send<{ success?: unknown }>(ctx, call, requestOptions)).success === true;
}

/**
 * Starts the job and polls until it ends. A job that failed or was cancelled is a JobFailedError
 * carrying the last answer in `body`; a server that answered the start with the finished result
 * (self-hosted extract) gives that result at once.
 */
async function runSimple(
  ctx: ClientContext,
  job: SimpleJob<typeof simpleAnswerSchema>,
  args: { schema?: object } & Pick<WaiterControls, "pollInterval" | "timeout">,
  requestOptions: RequestOptions | undefined,
): Promise<z.output<typeof simpleAnswerSchema>> {
  const { pollInterval, timeout, ...startArgs } = args;
  validateInput(z.optional(z.number().check(z.minimum(0))), pollInterval, "pollInterval");
  const settings = waitSettings(ctx, { timeout }, requestOptions);
  const started = await startSimple(ctx, job, startArgs, requestOptions);
  const id = (started as { id?: unknown }).id;
  if (typeof id !== "string") return started;
  const polling =
    pollInterval === undefined ? job : { ...job, intervalMs: Math.max(pollInterval, 1) * 1000 };
  const { polled, answer } = await waitForSimpleJob(ctx, polling, id, settings);
  const final = parseAnswer(simpleAnswerSchema, answer, job.statusAction);
  if (polled.status === "completed") return final;
  throw new JobFailedError(
    `The ${job.label} ${polled.status}. Error: ${final.error ?? "Unknown error occurred"}`,
    { jobId: id, status: polled.status, statusCode: answer.status },
    { body: final },
  );
}

type Args = Parameters<typeof startSimple>[2];
type WaitArgs = Parameters<typeof runSimple>[2];

export const startExtract = (ctx: ClientContext, args: Args, options?: RequestOptions) =>
  startSimple(ctx, EXTRACT_JOB, args, options);
export const getExtractStatus = (ctx: ClientContext, id: string, options?: RequestOptions) =>
  readSimple(ctx, EXTRACT_JOB, id, options);
export const extract = (ctx: ClientContext, args: WaitArgs, options?: RequestOptions) =>
  runSimple(ctx, EXTRACT_JOB, args, options);
export const startAgent = (ctx: ClientContext, args: Args, options?: RequestOptions) =>
  startSimple(ctx, AGENT_JOB, args, options);
export const getAgentStatus = (ctx: ClientContext, id: string, options?: RequestOptions) =>
  readSimple(ctx, AGENT_JOB, id, options);
export const agent = (ctx: ClientContext, args: WaitArgs, options?: RequestOptions) =>
  runSimple(ctx, AGENT_JOB, args, options);
export const cancelAgent = (ctx: ClientContext, id: string, options?: RequestOptions) =>
  cancelSimple(ctx, AGENT_JOB, id, options);
