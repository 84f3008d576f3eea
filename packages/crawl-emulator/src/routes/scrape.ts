import { randomUUID } from "node:crypto";
import { badRequest, json } from "../http/responses.js";
import { scrapeShape } from "../http/request-shapes.js";
import { waitForIssues } from "../http/refinements.js";
import { isAborted, normaliseUrl, validateBody } from "../http/validation.js";
import type { ScrapeFormat } from "../sites/document.js";
import { locatePage } from "../sites/site-layout.js";
import { UNREACHABLE_ERROR, type SiteRegistry } from "../sites/site-registry.js";
import { renderDocument } from "../sites/synthetic-site.js";
import { field, type RouteContext, type RouteDefinition } from "./context.js";

/** A scrape's `timeout` when none is given, which bounds its `waitFor`. */
const DEFAULT_SCRAPE_TIMEOUT_MS = 30_000;

/** Scrapes one URL of a synthetic site, agreeing with what a crawl of that site returns. */
export function scrapeOne(
  url: string,
  sites: SiteRegistry,
  options: { formats: readonly ScrapeFormat[]; jsonSchema?: unknown; withCredits: boolean },
) {
  const resolved = sites.resolve(url);
  const location = locatePage(url);
  return renderDocument({
    url,
    index: location.index,
    sitePages: resolved.site.pages,
    site: resolved.site,
    formats: options.formats,
    jsonSchema: options.jsonSchema,
    scrapeId: randomUUID(),
    withCredits: options.withCredits,
  });
}

function scrape(context: RouteContext) {
  const issues = validateBody(context.body, scrapeShape);
  if (!isAborted(issues)) issues.push(...waitForIssues(context.body, DEFAULT_SCRAPE_TIMEOUT_MS));
  if (issues.length > 0) return badRequest(issues);
  const url = normaliseUrl(field<string>(context.body, "url") ?? "");
  const resolved = context.state.sites.resolve(url);
  const failure = resolved.unreachable ? UNREACHABLE_ERROR : resolved.fail;
  if (failure !== undefined) {
    return json(500, { success: false, error: `(Internal server error) - ${failure}` });
  }
  const document = scrapeOne(url, context.state.sites, {
    formats: field<ScrapeFormat[]>(context.body, "formats") ?? ["markdown"],
    jsonSchema: field<{ schema?: unknown }>(context.body, "jsonOptions")?.schema,
    withCredits: true,
  });
  return json(200, { success: true, data: document });
}

export const scrapeRoutes: RouteDefinition[] = [
  { name: "scrape", method: "POST", pattern: /^\/v1\/scrape$/, handle: scrape },
];
