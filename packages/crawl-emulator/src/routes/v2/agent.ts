import { json, jobNotFound } from "../../http/responses.js";
import { agentRequest, type AgentModel } from "../../http/schemas/requests-v2.js";
import { expiresAt } from "../../jobs/status-page.js";
import { timedStatus, type TimedJob } from "../../jobs/timed-job.js";
import { sampleFromSchema } from "../../sites/sample-from-schema.js";
import type { RouteContext, RouteDefinition } from "../context.js";
import { startTimedJob } from "../timed-jobs.js";

/** The OpenAPI description's default model. */
const DEFAULT_MODEL: AgentModel = "spark-1-pro";
/** What a finished agent run costs here: a fixed, visible amount. */
const AGENT_CREDITS = 25;
const CANCELLED = "Agent job cancelled";

function agentJob(context: RouteContext): TimedJob | undefined {
  return context.state.jobs.timedJob(context.params.id ?? "", "agent", context.now);
}

function startAgent(context: RouteContext) {
  agentRequest.parse(context.body);
  return startTimedJob(context, "agent", (job) => json(200, { success: true, id: job.id }));
}

/**
 * Agent status as the OpenAPI description has it: `processing`, then `completed` with `data`
 * shaped by the request's `schema`, or `failed` with `error` (a cancelled job fails so: the
 * description has no `cancelled` status).
 */
function agentStatus(context: RouteContext) {
  const job = agentJob(context);
  if (!job) return jobNotFound("Agent job not found");
  const status = timedStatus(job, context.now);
  const body: Record<string, unknown> = {
    success: true,
    status,
    model: job.params.model ?? DEFAULT_MODEL,
    expiresAt: expiresAt(job.createdAt),
  };
  if (status === "completed") {
    body.data = sampleFromSchema(job.params.schema, `${job.id}|agent`);
    body.creditsUsed = AGENT_CREDITS;
  }
  if (status === "failed") body.error = String(job.failure);
  return json(200, body);
}

/** `DELETE /v2/agent/{id}`: a job still processing ends failed; a finished one stays as it is. */
function cancelAgent(context: RouteContext) {
  const job = agentJob(context);
  if (!job) return jobNotFound("Agent job not found");
  if (timedStatus(job, context.now) === "processing") {
    job.failure = CANCELLED;
    job.neverFinish = false;
    job.durationMs = context.now - job.createdAt;
  }
  return json(200, { success: true });
}

/** The agent is the cloud's: a self-hosted server has no such route. */
export const v2AgentRoutes: RouteDefinition[] = [
  {
    name: "v2.agent.start",
    method: "post",
    path: "/v2/agent",
    handle: startAgent,
    servedOn: ["cloud"],
  },
  {
    name: "v2.agent.status",
    method: "get",
    path: "/v2/agent/:id",
    handle: agentStatus,
    servedOn: ["cloud"],
  },
  {
    name: "v2.agent.cancel",
    method: "delete",
    path: "/v2/agent/:id",
    handle: cancelAgent,
    servedOn: ["cloud"],
  },
];
