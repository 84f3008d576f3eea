import * as z from "zod/mini";
import type { RequestOptions } from "../core/config.js";
import { callSettings, type ClientContext } from "../core/context.js";
import { JobFailedError, ValidationError } from "../core/errors.js";
import {
  type DeepResearchActivity,
  type DeepResearchParams,
  deepResearchParamsSchema,
  type DeepResearchResponse,
  deepResearchResultSchema,
  type DeepResearchSource,
  type DeepResearchStatusResponse,
} from "../schemas/deep-research.js";
import { withJsonSchemas } from "../schemas/json-schema.js";
import { parseAnswer, validateInput } from "../core/validate.js";
import {
  checkSimpleId,
  readSimpleStatus,
  type SimpleJob,
  startSimpleJob,
  waitForSimpleJob,
} from "../jobs/simple.js";

const DEEP_RESEARCH_JOB: SimpleJob<typeof deepResearchResultSchema> = {
  startPath: "/v1/deep-research",
  startAction: "start deep research",
  statusAction: "check deep research status",
  label: "deep research job",
  noIdMessage: "Failed to start research. No job ID returned.",
  resultSchema: deepResearchResultSchema,
  intervalMs: 2_000,
  isPending: (status) => status === "processing",
};

const items = z.optional(z.array(z.unknown()));
/** What the callbacks need from an answer while the job runs. */
const progressSchema = z.looseObject({
  activities: items,
  sources: items,
  data: z.optional(z.looseObject({ activities: items, sources: items })),
});

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
  return startSimpleJob(ctx, DEEP_RESEARCH_JOB, body, undefined, callSettings(ctx, options));
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
  const report = (body: unknown) => {
    const progress = z.safeParse(progressSchema, body);
    if (!progress.success) return;
    const { activities, sources, data } = progress.data;
    const newActivities = activities ?? data?.activities ?? [];
    const newSources = sources ?? data?.sources ?? [];
    for (; activitiesSeen < newActivities.length; activitiesSeen++)
      onActivity?.(newActivities[activitiesSeen] as DeepResearchActivity);
    for (; sourcesSeen < newSources.length; sourcesSeen++)
      onSource?.(newSources[sourcesSeen] as DeepResearchSource);
  };
  const { polled, answer } = await waitForSimpleJob(
    ctx,
    DEEP_RESEARCH_JOB,
    id,
    callSettings(ctx, options),
    report,
  );
  if (polled.status === "completed")
    return parseAnswer(deepResearchResultSchema, answer, DEEP_RESEARCH_JOB.statusAction);
  const message =
    polled.status === "failed"
      ? `Research job failed. Error: ${polled.error ?? "Unknown error occurred"}`
      : "Research job terminated unexpectedly";
  throw new JobFailedError(
    message,
    { jobId: id, status: polled.status, statusCode: 200 },
    { body: answer.body },
  );
}

export function checkDeepResearchStatus(
  ctx: ClientContext,
  id: string,
  options?: RequestOptions,
): Promise<DeepResearchStatusResponse> {
  return readSimpleStatus(
    ctx,
    DEEP_RESEARCH_JOB,
    checkSimpleId(id, "deep research job"),
    callSettings(ctx, options),
  );
}
