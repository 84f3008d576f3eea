import { hashString } from "../random.js";
import { json, jobNotFound } from "../http/responses.js";
import { extractRequest } from "../http/schemas/requests.js";
import { expiresAt } from "../jobs/status-page.js";
import { timedStatus } from "../jobs/timed-job.js";
import { sampleFromSchema } from "../sites/sample-from-schema.js";
import { field, hasLlm, type RouteContext, type RouteDefinition } from "./context.js";
import { startTimedJob } from "./timed-jobs.js";

/** The `origin`s the server counts as its own clients, which always get the queued extract. */
function isProviderClient(origin: string | undefined): boolean {
  if (origin === undefined) return false;
  return /^(js-sdk|python-sdk)@/.test(origin) || origin === "api-sdk" || origin === "website";
}

/** What the newest self-hosted server without an LLM key answers a synchronous extract (recorded). */
const SYNCHRONOUS_EXTRACT_FAILED = json(500, { success: false, error: "Internal server error" });

/**
 * The old synchronous extract, which a self-hosted server runs for any other client: the POST
 * itself answers the finished result, with no job id. Without an LLM key it answers 500
 * `{"success":false,"error":"Internal server error"}`, as recorded from the newest server
 * (`samples-2025-08/extract.json`); with one (`llm`), the result, shaped as the reference SDK's
 * `ExtractResponse` (`{success, data, warning?, sources?}`) with the `urlTrace` that the queued
 * start also sends. A `job-fail` fault gives the 500 there too.
 */
function synchronousExtract(context: RouteContext) {
  if (!hasLlm(context.state)) return SYNCHRONOUS_EXTRACT_FAILED;
  if (context.state.faults.draw(context.route, ["job-fail"])) return SYNCHRONOUS_EXTRACT_FAILED;
  const urls = field<string[]>(context.body, "urls") ?? [];
  const seed = hashString(JSON.stringify([urls, field(context.body, "prompt")]));
  const body: Record<string, unknown> = {
    success: true,
    data: sampleFromSchema(field(context.body, "schema"), `${seed}|extract`),
    urlTrace: [],
  };
  if (field(context.body, "showSources") === true) body.sources = { "": urls };
  return json(200, body);
}

function startExtract(context: RouteContext) {
  extractRequest.parse(context.body);
  const origin = field<string>(context.body, "origin");
  if (context.state.deployment === "self-hosted" && !isProviderClient(origin)) {
    return synchronousExtract(context);
  }
  return startTimedJob(context, "extract", (job) =>
    json(200, { success: true, id: job.id, urlTrace: [] }),
  );
}

/** Extract status: `processing`, then `completed` with data shaped by the request's schema. */
export function extractStatus(context: RouteContext) {
  const job = context.state.jobs.timedJob(context.params.id ?? "", "extract", context.now);
  if (!job) return jobNotFound("Extract job not found");
  const status = timedStatus(job, context.now);
  const body: Record<string, unknown> = { success: status !== "failed" };
  // A failed job answers `data: []` first, as recorded from the newest server.
  if (status === "failed") body.data = [];
  body.status = status;
  if (status === "failed") body.error = job.failure;
  body.expiresAt = expiresAt(job.createdAt);
  if (status === "completed") {
    body.data = sampleFromSchema(job.params.schema, `${job.id}|extract`);
    if (job.params.showSources === true)
      body.sources = { "": (job.params.urls as string[] | undefined) ?? [] };
  }
  return json(200, body);
}

export const extractRoutes: RouteDefinition[] = [
  { name: "extract.start", method: "post", path: "/v1/extract", handle: startExtract },
  { name: "extract.status", method: "get", path: "/v1/extract/:id", handle: extractStatus },
];
