import { json, jobNotFound } from "../http/responses.js";
import { deepResearchRequest } from "../http/schemas/requests.js";
import { hashString } from "../random.js";
import { expiresAt } from "../jobs/status-page.js";
import { timedFraction, timedStatus } from "../jobs/timed-job.js";
import { WordSource } from "../sites/words.js";
import { type RouteContext, type RouteDefinition } from "./context.js";
import { startTimedJob } from "./timed-jobs.js";

const DEFAULT_MAX_DEPTH = 7;

function startResearch(context: RouteContext) {
  deepResearchRequest.parse(context.body);
  return startTimedJob(context, "deepResearch", (job) => json(200, { success: true, id: job.id }));
}

/** Research status: activities and sources grow with time; the analysis comes at the end. */
function researchStatus(context: RouteContext) {
  const job = context.state.jobs.timedJob(context.params.id ?? "", "deepResearch", context.now);
  if (!job) return jobNotFound("Deep research job not found");
  const status = timedStatus(job, context.now);
  const maxDepth =
    typeof job.params.maxDepth === "number" ? job.params.maxDepth : DEFAULT_MAX_DEPTH;
  const currentDepth = Math.round(timedFraction(job, context.now) * maxDepth);
  const topic = String(job.params.query ?? job.params.topic ?? "");
  const words = new WordSource(hashString(`${job.id}|research`));
  const activities = Array.from({ length: currentDepth }, (_, depth) => ({
    type: "search",
    status: "complete",
    message: `Searching for ${topic}: ${words.sentence()}`,
    timestamp: new Date(job.createdAt + depth).toISOString(),
    depth: depth + 1,
  }));
  const sources = Array.from({ length: currentDepth }, (_, index) => ({
    url: `https://www.${words.word()}-${index + 1}.example.com/research`,
    title: words.title(3),
    description: words.sentence(),
  }));
  const finalAnalysis = status === "completed" ? `# ${topic}\n\n${words.paragraph()}` : "";
  return json(200, {
    success: status !== "failed",
    data: { finalAnalysis, activities, sources },
    status,
    ...(status === "failed" ? { error: job.failure } : {}),
    expiresAt: expiresAt(job.createdAt),
    currentDepth,
    maxDepth,
    activities,
    sources,
    summaries: activities.map((activity) => activity.message),
  });
}

export const deepResearchRoutes: RouteDefinition[] = [
  {
    name: "deepResearch.start",
    method: "post",
    path: "/v1/deep-research",
    handle: startResearch,
  },
  {
    name: "deepResearch.status",
    method: "get",
    path: "/v1/deep-research/:id",
    handle: researchStatus,
  },
];
