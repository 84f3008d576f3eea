import { badRequest, json, jobNotFound } from "../http/responses.js";
import { extractShape } from "../http/request-shapes.js";
import { waitForIssues } from "../http/refinements.js";
import { isAborted, validateBody } from "../http/validation.js";
import { expiresAt } from "../jobs/status-page.js";
import { timedStatus } from "../jobs/timed-job.js";
import { sampleFromSchema } from "../sites/sample-from-schema.js";
import { field, type RouteContext, type RouteDefinition } from "./context.js";
import { startTimedJob } from "./timed-jobs.js";

function startExtract(context: RouteContext) {
  const issues = validateBody(context.body, extractShape);
  const urls = field<string[]>(context.body, "urls");
  const prompt = field<string>(context.body, "prompt");
  if (issues.length === 0 && (urls === undefined || urls.length === 0) && prompt === undefined) {
    issues.push({
      code: "custom",
      message: "Either 'urls' or 'prompt' must be provided.",
      path: [],
    });
  }
  if (!isAborted(issues)) issues.push(...waitForIssues(field(context.body, "scrapeOptions")));
  if (issues.length > 0) return badRequest(issues);
  const job = startTimedJob(context, "extract");
  return json(200, { success: true, id: job.id, urlTrace: [] });
}

/** Extract status: `processing`, then `completed` with data shaped by the request's schema. */
function extractStatus(context: RouteContext) {
  const job = context.state.jobs.timedJob(context.params.id ?? "", "extract");
  if (!job) return jobNotFound("Extract job not found");
  const status = timedStatus(job, context.now);
  const body: Record<string, unknown> = {
    success: status !== "failed",
    status,
    expiresAt: expiresAt(job.createdAt),
  };
  if (status === "completed") {
    body.data = sampleFromSchema(job.params.schema, `${job.id}|extract`);
    if (job.params.showSources === true)
      body.sources = { "": (job.params.urls as string[] | undefined) ?? [] };
  }
  if (status === "failed") body.error = job.failure;
  return json(200, body);
}

export const extractRoutes: RouteDefinition[] = [
  { name: "extract.start", method: "POST", pattern: /^\/v1\/extract$/, handle: startExtract },
  {
    name: "extract.status",
    method: "GET",
    pattern: /^\/v1\/extract\/(?<id>[^/]+)$/,
    handle: extractStatus,
  },
];
