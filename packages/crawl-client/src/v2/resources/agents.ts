import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import type { ClientContext } from "../../core/context.js";
import { validateInput } from "../../core/validate.js";
import { followLinks, type LinkedPage, pagerGuard, readLinked } from "./pages.js";
import { segment, send, type Call } from "./send.js";

import type {
  AgentListOptions,
  AgentListResponse,
  AgentSnapshotResponse,
  AgentThreadResponse,
  AgentTraceEvent,
  AgentTraceResponse,
} from "../shapes/agents.js";

const AGENT = "/v2/agent";
type TracePage = { events?: AgentTraceEvent[]; next?: string | null };
const traceAnswer = z.looseObject({
  events: z.optional(z.array(z.looseObject({}))),
  next: z.optional(z.nullable(z.string())),
});

/** The team's agent runs, newest first, 20 a page (`before` from `next` reads the next page). */
export async function listAgents(
  ctx: ClientContext,
  options: AgentListOptions = {},
  requestOptions?: RequestOptions,
): Promise<AgentListResponse> {
  validateInput(z.optional(z.looseObject({ before: z.optional(z.number()) })), options, "options");
  const call: Call = { method: "GET", path: AGENT, action: "list agents", query: { ...options } };
  return send<AgentListResponse>(ctx, call, requestOptions);
}

function traceCall(jobId: unknown, liveView: boolean | undefined): Call {
  return {
    method: "GET",
    path: `${AGENT}/${segment(jobId, "agent")}/trace`,
    action: "get agent trace",
    query: { liveView: liveView === true ? "true" : undefined },
  };
}

/** A run's trace (spark-2 runs); `liveView` adds the browser sessions open now. */
export async function getAgentTrace(
  ctx: ClientContext,
  jobId: string,
  options: { liveView?: boolean } = {},
  requestOptions?: RequestOptions,
): Promise<AgentTraceResponse> {
  return send<AgentTraceResponse>(
    ctx,
    traceCall(jobId, options.liveView),
    requestOptions,
    traceAnswer,
  );
}

/** `for await` over a run's trace events, following `next` where the server pages it. */
export async function* agentTraceEvents(
  ctx: ClientContext,
  jobId: string,
  options: { liveView?: boolean } = {},
  requestOptions?: RequestOptions,
): AsyncGenerator<AgentTraceEvent, void, undefined> {
  const call = traceCall(jobId, options.liveView);
  const page = (body: TracePage): LinkedPage<AgentTraceEvent> => ({
    items: body.events ?? [],
    next: body.next,
  });
  const { first, read } = await readLinked(ctx, call, requestOptions, traceAnswer, page);
  const route = { path: call.path, what: "this run's trace route" };
  yield* followLinks(ctx, first, route, read, pagerGuard(ctx, route, requestOptions));
}

/** The full content of an artifact a trace event names (`artifact.snapshotId`). */
export async function getAgentSnapshot(
  ctx: ClientContext,
  jobId: string,
  snapshotId: string,
  requestOptions?: RequestOptions,
): Promise<AgentSnapshotResponse> {
  const path = `${AGENT}/${segment(jobId, "agent")}/snapshots/${segment(snapshotId, "snapshot")}`;
  const call: Call = { method: "GET", path, action: "get agent snapshot" };
  return send<AgentSnapshotResponse>(ctx, call, requestOptions);
}

/** A conversation's runs, oldest first; `includeData` inlines each finished run's data. */
export async function getAgentThread(
  ctx: ClientContext,
  threadId: string,
  options: { includeData?: boolean } = {},
  requestOptions?: RequestOptions,
): Promise<AgentThreadResponse> {
  const call: Call = {
    method: "GET",
    path: `${AGENT}/threads/${segment(threadId, "thread")}`,
    action: "get agent thread",
    query: { includeData: options.includeData === true ? "true" : undefined },
  };
  return send<AgentThreadResponse>(ctx, call, requestOptions);
}
