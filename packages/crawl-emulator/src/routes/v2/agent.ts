import { randomUUID } from "node:crypto";
import { json, jobNotFound } from "../../http/responses.js";
import { agentRequest, type AgentModel } from "../../http/schemas/requests-v2.js";
import { expiresAt } from "../../jobs/status-page.js";
import { timedStatus, type TimedJob } from "../../jobs/timed-job.js";
import { resolveWebhook } from "../../jobs/webhook-targets.js";
import { seededUuid } from "../../random.js";
import { sampleFromSchema } from "../../sites/sample-from-schema.js";
import { cloudOnly, field, type RouteContext, type RouteDefinition } from "../context.js";
import { ownsJob } from "../ownership.js";
import { startTimedJob } from "../timed-jobs.js";
import { threatPolicyOf } from "./team-cloud.js";

/** The OpenAPI description's default model. */
export const DEFAULT_MODEL: AgentModel = "spark-1-pro";
/** What a finished agent run costs here: a fixed, visible amount. */
export const AGENT_CREDITS = 25;
const CANCELLED = "Agent job cancelled";
const OVERRIDES_DISABLED = json(403, {
  success: false,
  error: "Threat protection overrides are disabled for this team",
});

export function agentJob(context: RouteContext, id: string): TimedJob | undefined {
  return context.state.jobs.timedJob(id, "agent", context.now);
}

/** The caller's agent runs, oldest first. */
export function agentRuns(context: RouteContext): TimedJob[] {
  return context.state.jobs
    .list("timed", context.now)
    .filter((job) => job.kind === "agent" && ownsJob(context, job));
}

/** What a chat-mode run answers in `message`, and an extract-mode run in `data`. */
export function agentAnswer(job: TimedJob): { data?: unknown; message?: string } {
  if (job.params.mode === "chat")
    return { message: `Here is what I found about: ${String(job.params.prompt)}` };
  return { data: sampleFromSchema(job.params.schema, `${job.id}|agent`) };
}

/**
 * `POST /v2/agent`: a run, the next turn of the thread it names (`threadId`) or the first of a new
 * one. A `webhook` is checked as a crawl's and never sent; a `threatProtection` override is
 * refused (403) when the team's policy allows none.
 */
function startAgent(context: RouteContext) {
  agentRequest.parse(context.body);
  resolveWebhook(field(context.body, "webhook"), context.state.webhookPolicy);
  if (
    field(context.body, "threatProtection") !== undefined &&
    threatPolicyOf(context)?.allowRequestOverrides === false
  ) {
    return OVERRIDES_DISABLED;
  }
  const id = randomUUID();
  const threadId = field<string>(context.body, "threadId") ?? seededUuid(`thread|${id}`);
  const threadTurn =
    agentRuns(context).filter((job) => job.params.threadId === threadId).length + 1;
  return startTimedJob(
    context,
    "agent",
    (job) => json(200, { success: true, id: job.id, threadId, threadTurn }),
    { id, params: { threadId, threadTurn } },
  );
}

/**
 * Agent status as the OpenAPI description has it: `processing`, then `completed` with `data`
 * shaped by the request's `schema` (or a `message` in chat mode), or `failed` with `error` (a
 * cancelled job fails so: the description has no `cancelled` status).
 */
function agentStatus(context: RouteContext) {
  const job = agentJob(context, context.params.id ?? "");
  if (!job) return jobNotFound("Agent job not found");
  const status = timedStatus(job, context.now);
  const body: Record<string, unknown> = {
    success: true,
    status,
    model: job.params.model ?? DEFAULT_MODEL,
    ...(job.params.effort === undefined ? {} : { effort: job.params.effort }),
    expiresAt: expiresAt(job.createdAt),
    threadId: job.params.threadId,
    threadTurn: job.params.threadTurn,
    mode: job.params.mode ?? "extract",
  };
  if (status === "completed") {
    Object.assign(body, agentAnswer(job));
    body.creditsUsed = AGENT_CREDITS;
  }
  if (status === "failed") body.error = String(job.failure);
  return json(200, body);
}

/** Whether a run was cancelled, rather than failed. */
export function wasCancelled(job: TimedJob): boolean {
  return job.failure === CANCELLED;
}

/** `DELETE /v2/agent/{id}`: a job still processing ends failed; a finished one stays as it is. */
function cancelAgent(context: RouteContext) {
  const job = agentJob(context, context.params.id ?? "");
  if (!job) return jobNotFound("Agent job not found");
  if (timedStatus(job, context.now) === "processing") {
    job.failure = CANCELLED;
    job.neverFinish = false;
    job.durationMs = context.now - job.createdAt;
  }
  return json(200, { success: true });
}

/** The agent is the cloud's: a self-hosted server has no such route. */
export const v2AgentRoutes: RouteDefinition[] = cloudOnly([
  { name: "v2.agent.start", method: "post", path: "/v2/agent", handle: startAgent },
  { name: "v2.agent.status", method: "get", path: "/v2/agent/:id", handle: agentStatus },
  { name: "v2.agent.cancel", method: "delete", path: "/v2/agent/:id", handle: cancelAgent },
]);
