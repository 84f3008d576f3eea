/**
 * What the provider's SDK 4.42 reads about agent runs beyond their status: the team's list, a
 * run's trace of events, the snapshots its artifacts name, and the thread a run belongs to. All
 * are rebuilt from the run's clock, so a trace grows as the run goes.
 */
import { json, type ApiResponse } from "../../http/responses.js";
import { sessionUrls } from "../../jobs/browser-session.js";
import { timedFraction, timedStatus, type TimedJob } from "../../jobs/timed-job.js";
import { seededUuid } from "../../random.js";
import { cloudOnly, type RouteContext, type RouteDefinition } from "../context.js";
import { activityTarget } from "../timed-jobs.js";
import {
  AGENT_CREDITS,
  agentAnswer,
  agentJob,
  agentRuns,
  DEFAULT_MODEL,
  wasCancelled,
} from "./agent.js";

const LIST_PAGE_SIZE = 20;
const HINT_CHARACTERS = 120;
const NOT_FOUND = json(404, { success: false, error: "Agent job not found" });

const iso = (at: number) => new Date(at).toISOString();

function outcomeOf(
  job: TimedJob,
  now: number,
): "processing" | "succeeded" | "failed" | "cancelled" {
  const status = timedStatus(job, now);
  if (status === "processing") return "processing";
  if (status === "completed") return "succeeded";
  return wasCancelled(job) ? "cancelled" : "failed";
}

/** `GET /v2/agent?before=…`: the caller's runs, newest first, a page at a time. */
function listAgents(context: RouteContext) {
  const before = Number(context.query.get("before") ?? Number.POSITIVE_INFINITY);
  if (Number.isNaN(before)) return json(400, { success: false, error: "before must be a number" });
  const runs = agentRuns(context)
    .filter((job) => job.createdAt < before)
    .reverse();
  const page = runs.slice(0, LIST_PAGE_SIZE);
  const last = page.at(-1);
  return json(200, {
    success: true,
    agents: page.map((job) => {
      const { prompt, urls, schema, model, effort, origin, integration } = job.params;
      const status = timedStatus(job, context.now);
      return {
        id: job.id,
        createdAt: iso(job.createdAt),
        targetHint: (activityTarget(job.params) ?? "").slice(0, HINT_CHARACTERS),
        origin: typeof origin === "string" ? origin : "api",
        ...(typeof integration === "string" ? { integration } : {}),
        settings: { hidden: false, starred: false },
        status,
        options: {
          ...(urls === undefined ? {} : { urls }),
          prompt,
          ...(schema === undefined ? {} : { schema }),
          model: model ?? DEFAULT_MODEL,
          ...(effort === undefined ? {} : { effort }),
        },
      };
    }),
    ...(runs.length > page.length && last
      ? { next: `${context.baseUrl}/v2/agent?before=${last.createdAt}` }
      : {}),
  });
}

/** The snapshot id of a run's result artifact. */
function snapshotIdOf(job: TimedJob): string {
  return seededUuid(`${job.id}|snapshot`);
}

/** A run's events up to now: planning, one search, its result artifact, then its end. */
function traceEvents(job: TimedJob, now: number) {
  const done = timedFraction(job, now);
  const outcome = outcomeOf(job, now);
  const orchestrator = { id: `${job.id}:orchestrator`, role: "orchestrator", name: "Orchestrator" };
  const planned: { at: number; event: { type: string } & Record<string, unknown> }[] = [
    { at: 0, event: { type: "run.started" } },
    { at: 0, event: { type: "agent.started" } },
    {
      at: 0.1,
      event: { type: "progress.reported", phase: "planning", message: "Planning the search" },
    },
    {
      at: 0.25,
      event: {
        type: "tool_call.started",
        toolCallId: `${job.id}:search`,
        toolName: "search",
        parameters: { query: job.params.prompt },
      },
    },
    {
      at: 0.5,
      event: {
        type: "tool_call.finished",
        toolCallId: `${job.id}:search`,
        toolName: "search",
        result: { results: 3 },
      },
    },
  ];
  if (outcome === "succeeded" || (outcome === "processing" && done >= 0.75)) {
    planned.push({
      at: 0.75,
      event: {
        type: "artifact.updated",
        artifact: {
          kind: "json",
          artifactId: `${job.id}:result`,
          snapshotId: snapshotIdOf(job),
          change: "init",
        },
      },
    });
  }
  if (outcome !== "processing") {
    const error =
      outcome === "succeeded"
        ? null
        : {
            code: outcome === "cancelled" ? "cancelled" : "internal",
            source: "agent",
            retryable: false,
            message: String(job.failure),
          };
    if (outcome === "cancelled") {
      planned.push({ at: 1, event: { type: "run.cancel_requested", reason: "user" } });
    }
    const agentOutcome = outcome === "cancelled" ? "cancelled" : outcome;
    planned.push(
      {
        at: 1,
        event: { type: "agent.finished", outcome: agentOutcome, durationMs: job.durationMs, error },
      },
      { at: 1, event: { type: "run.finished", outcome, error } },
    );
  }
  return planned
    .filter(({ at }) => at <= done || outcome !== "processing")
    .map(({ at, event }, index) => ({
      schemaVersion: 1,
      eventId: seededUuid(`${job.id}|event|${index}`),
      runId: job.id,
      occurredAt: iso(job.createdAt + Math.round(Math.min(at, done) * job.durationMs)),
      producerSequence: index + 1,
      agent: orchestrator,
      ...event,
    }));
}

function agentTrace(context: RouteContext) {
  const job = agentJob(context, context.params.id ?? "");
  if (!job) return NOT_FOUND;
  const processing = timedStatus(job, context.now) === "processing";
  const liveView = context.query.get("liveView") === "true";
  const browser = { id: seededUuid(`${job.id}|browser`) };
  return json(200, {
    success: true,
    id: job.id,
    events: traceEvents(job, context.now),
    creditsUsed: processing ? 0 : AGENT_CREDITS,
    ...(liveView
      ? {
          activeBrowserSessions: processing
            ? [
                {
                  id: browser.id,
                  liveViewUrl: sessionUrls(browser).liveViewUrl,
                  viewport: { width: 1280, height: 800 },
                },
              ]
            : [],
        }
      : {}),
  });
}

function agentSnapshot(context: RouteContext): ApiResponse {
  const job = agentJob(context, context.params.id ?? "");
  if (!job) return NOT_FOUND;
  const snapshotId = context.params.snapshotId ?? "";
  const written = traceEvents(job, context.now).some((event) => event.type === "artifact.updated");
  if (snapshotId !== snapshotIdOf(job) || !written) {
    return json(404, { success: false, error: "Snapshot not found" });
  }
  const snapshot = JSON.stringify(
    agentAnswer({ ...job, params: { ...job.params, mode: "extract" } }).data,
  );
  return json(200, { success: true, id: job.id, snapshotId, snapshot });
}

/** `GET /v2/agent/threads/{id}`: the runs of a thread in turn order. */
function agentThread(context: RouteContext) {
  const threadId = context.params.threadId ?? "";
  const includeData = context.query.get("includeData") === "true";
  const runs = agentRuns(context)
    .filter((job) => job.params.threadId === threadId)
    .sort((a, b) => Number(a.params.threadTurn) - Number(b.params.threadTurn));
  if (runs.length === 0) return json(404, { success: false, error: "Thread not found" });
  const finishedAt = (job: TimedJob) =>
    outcomeOf(job, context.now) === "processing" ? null : iso(job.createdAt + job.durationMs);
  const bodies = runs.map((job) => {
    const status = outcomeOf(job, context.now);
    const answer = status === "succeeded" ? agentAnswer(job) : {};
    return {
      id: job.id,
      turn: job.params.threadTurn,
      mode: job.params.mode ?? "extract",
      prompt: job.params.prompt,
      ...(job.params.urls === undefined ? {} : { urls: job.params.urls }),
      ...(job.params.schema === undefined ? {} : { schema: job.params.schema }),
      ...(job.params.effort === undefined ? {} : { effort: job.params.effort }),
      status,
      createdAt: iso(job.createdAt),
      finishedAt: finishedAt(job),
      creditsUsed: status === "processing" ? null : AGENT_CREDITS,
      message: answer.message ?? null,
      ...(includeData && answer.data !== undefined ? { data: answer.data } : {}),
      suggestions: null,
      pendingApproval: null,
      exchange: null,
    };
  });
  const first = runs[0] as TimedJob;
  const updated = Math.max(
    ...runs.map((job) => job.createdAt + (finishedAt(job) === null ? 0 : job.durationMs)),
  );
  return json(200, {
    success: true,
    thread: {
      id: threadId,
      createdAt: iso(first.createdAt),
      updatedAt: iso(updated),
      status: bodies.some((run) => run.status === "processing") ? "running" : "idle",
      runs: bodies,
    },
  });
}

/** The agent's other reads, the cloud's as the agent is. */
export const v2AgentRunRoutes: RouteDefinition[] = cloudOnly([
  { name: "v2.agent.list", method: "get", path: "/v2/agent", handle: listAgents },
  {
    name: "v2.agent.thread",
    method: "get",
    path: "/v2/agent/threads/:threadId",
    handle: agentThread,
  },
  { name: "v2.agent.trace", method: "get", path: "/v2/agent/:id/trace", handle: agentTrace },
  {
    name: "v2.agent.snapshot",
    method: "get",
    path: "/v2/agent/:id/snapshots/:snapshotId",
    handle: agentSnapshot,
  },
]);
