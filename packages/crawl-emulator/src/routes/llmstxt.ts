import { json, jobNotFound } from "../http/responses.js";
import { llmstxtRequest } from "../http/schemas/requests.js";
import { normaliseUrl } from "../http/schemas/url.js";
import { expiresAt } from "../jobs/status-page.js";
import { timedStatus } from "../jobs/timed-job.js";
import { pageUrl } from "../sites/site-layout.js";
import { field, type RouteContext, type RouteDefinition } from "./context.js";
import { scrapeOne } from "./scrape.js";
import { startTimedJob } from "./timed-jobs.js";

const DEFAULT_MAX_URLS = 10;

function startLlmsTxt(context: RouteContext) {
  llmstxtRequest.parse(context.body);
  return startTimedJob(context, "llmstxt", (job) => json(200, { success: true, id: job.id }));
}

/** An llms.txt listing the site's first pages, built from the same synthetic site as a crawl. */
function buildLlmsTxt(context: RouteContext, url: string, maxUrls: number, full: boolean) {
  const site = context.state.sites.resolve(url).site;
  const pages = Array.from({ length: Math.min(maxUrls, site.pages) }, (_, index) =>
    pageUrl(url, index),
  );
  const documents = pages.map((page) =>
    scrapeOne(page, context.state.sites, { formats: ["markdown"], withCredits: false }),
  );
  const host = new URL(url).host;
  const llmstxt = `# ${host} llms.txt\n\n${documents
    .map(
      (document) =>
        `- [${document.metadata.title}](${document.metadata.url}): ${document.metadata.description ?? ""}`,
    )
    .join("\n")}`;
  if (!full) return { llmstxt };
  return {
    llmstxt,
    llmsfulltxt: `# ${host} llms-full.txt\n\n${documents.map((document) => document.markdown).join("\n\n")}`,
  };
}

function llmsTxtStatus(context: RouteContext) {
  const job = context.state.jobs.timedJob(context.params.id ?? "", "llmstxt", context.now);
  if (!job) return jobNotFound("LLMs.txt generation job not found");
  const status = timedStatus(job, context.now);
  const url = normaliseUrl(String(job.params.url));
  const maxUrls = field<number>(job.params, "maxUrls") ?? DEFAULT_MAX_URLS;
  const data =
    status === "completed"
      ? buildLlmsTxt(context, url, maxUrls, job.params.showFullText === true)
      : { llmstxt: "" };
  return json(200, {
    success: status !== "failed",
    data,
    status,
    ...(status === "failed" ? { error: job.failure } : {}),
    expiresAt: expiresAt(job.createdAt),
  });
}

export const llmstxtRoutes: RouteDefinition[] = [
  { name: "llmstxt.start", method: "post", path: "/v1/llmstxt", handle: startLlmsTxt },
  { name: "llmstxt.status", method: "get", path: "/v1/llmstxt/:id", handle: llmsTxtStatus },
];
