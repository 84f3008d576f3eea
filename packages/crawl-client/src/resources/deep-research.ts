import type { RequestOptions } from "../core/config.js";
import { callSettings, type ClientContext } from "../core/context.js";
import { JobFailedError, ValidationError } from "../core/errors.js";
import {
  type DeepResearchActivity,
  type DeepResearchParams,
  deepResearchParamsSchema,
  type DeepResearchResponse,
  type DeepResearchSource,
  deepResearchStatusSchema,
  type DeepResearchStatusResponse,
} from "../schemas/deep-research.js";
import { withJsonSchemas } from "../schemas/json-schema.js";
import { validateInput } from "../schemas/validate.js";
import {
  checkSimpleId,
  readSimpleStatus,
  type SimpleJob,
  startSimpleJob,
  waitForSimpleJob,
} from "./simple-jobs.js";

export const DEEP_RESEARCH_POLL_INTERVAL_MS = 2_000;

const DEEP_RESEARCH_JOB: SimpleJob<typeof deepResearchStatusSchema> = {
  startPath: "/v1/deep-research",
  startAction: "start deep research",
  statusAction: "check deep research status",
  label: "deep research job",
  noIdMessage: "Failed to start research. No job ID returned.",
  statusSchema: deepResearchStatusSchema,
  intervalMs: DEEP_RESEARCH_POLL_INTERVAL_MS,
  isPending: (status) => status === "processing",
};

export async function asyncDeepResearch(
  ctx: ClientContext,
  query: string,
  params: DeepResearchParams = {},
  options?: RequestOptions,
): Promise<DeepResearchResponse> {
  if (typeof query !== "string" || query.trim() === "") {
    throw new ValidationError("Invalid query: must be a non-empty string", "query");
  }
  validateInput(deepResearchParamsSchema, params, "params");
  const body = { query, ...withJsonSchemas(params, ["jsonOptions"], "params.") };
  const started = await startSimpleJob(
    ctx,
    DEEP_RESEARCH_JOB,
    body,
    undefined,
    callSettings(ctx, options),
  );
  return { success: true, ...started };
}

export async function deepResearch(
  ctx: ClientContext,
  query: string,
  params: DeepResearchParams = {},
  onActivity?: (activity: DeepResearchActivity) => void,
  onSource?: (source: DeepResearchSource) => void,
  options?: RequestOptions,
): Promise<DeepResearchStatusResponse> {
  const { id } = await asyncDeepResearch(ctx, query, params, options);
  let activitiesSeen = 0;
  let sourcesSeen = 0;
  // Only items not reported yet reach the callbacks.
  const report = (body: {
    activities?: unknown[];
    sources?: unknown[];
    data?: { activities?: unknown[]; sources?: unknown[] };
  }) => {
    const activities = body.activities ?? body.data?.activities ?? [];
    const sources = body.sources ?? body.data?.sources ?? [];
    for (; activitiesSeen < activities.length; activitiesSeen++)
      onActivity?.(activities[activitiesSeen] as DeepResearchActivity);
    for (; sourcesSeen < sources.length; sourcesSeen++)
      onSource?.(sources[sourcesSeen] as DeepResearchSource);
  };
  const status = await waitForSimpleJob(
    ctx,
    DEEP_RESEARCH_JOB,
    id,
    callSettings(ctx, options),
    report,
  );
  if (status.status === "completed") return status as unknown as DeepResearchStatusResponse;
  const message =
    status.status === "failed"
      ? `Research job failed. Error: ${status.error ?? "Unknown error occurred"}`
      : "Research job terminated unexpectedly";
  throw new JobFailedError(
    message,
    { jobId: id, status: status.status, statusCode: 200 },
    { body: status },
  );
}

export async function checkDeepResearchStatus(
  ctx: ClientContext,
  id: string,
  options?: RequestOptions,
): Promise<DeepResearchStatusResponse> {
  const body = await readSimpleStatus(
    ctx,
    DEEP_RESEARCH_JOB,
    checkSimpleId(id, "deep research job"),
    callSettings(ctx, options),
  );
  return body as unknown as DeepResearchStatusResponse;
}
