import { randomUUID } from "node:crypto";
import { json, unexpectedErrorBody } from "../http/responses.js";
import { scrapeRequest } from "../http/schemas/requests.js";
import { normaliseUrl } from "../http/schemas/url.js";
import type { ScrapeFormat } from "../sites/document.js";
import { locatePage } from "../sites/site-layout.js";
import { UNREACHABLE_ERROR, type SiteRegistry } from "../sites/site-registry.js";
import { renderDocument } from "../sites/synthetic-site.js";
import { field, type RouteContext, type RouteDefinition } from "./context.js";

const OPENAI_KEY_MISSING =
  "OpenAI API key is missing. Pass it using the 'apiKey' parameter or the OPENAI_API_KEY environment variable.";

/**
 * A self-hosted server without an LLM key fails a scrape that asks for LLM output, as recorded
 * (`json` without a schema first tries to generate one, and says so).
 */
function llmMissing(
  formats: readonly ScrapeFormat[],
  jsonOptions: { schema?: unknown } | undefined,
) {
  if (!formats.includes("json") && !formats.includes("extract")) return undefined;
  const reason =
    jsonOptions?.schema === undefined
      ? `Failed to generate schema after all attempts. Last error: ${OPENAI_KEY_MISSING}`
      : OPENAI_KEY_MISSING;
  return json(500, {
    success: false,
    code: unexpectedErrorBody().code,
    error: `(Internal server error) - ${reason}`,
  });
}

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
  scrapeRequest.parse(context.body);
  const formats = field<ScrapeFormat[]>(context.body, "formats") ?? ["markdown"];
  const jsonOptions = field<{ schema?: unknown }>(context.body, "jsonOptions");
  if (context.state.deployment === "self-hosted") {
    const refusal = llmMissing(formats, jsonOptions);
    if (refusal) return refusal;
  }
  const url = normaliseUrl(field<string>(context.body, "url") ?? "");
  const resolved = context.state.sites.resolve(url);
  const failure = resolved.unreachable ? UNREACHABLE_ERROR : resolved.fail;
  if (failure !== undefined) {
    return json(500, { success: false, error: `(Internal server error) - ${failure}` });
  }
  const document = scrapeOne(url, context.state.sites, {
    formats,
    jsonSchema: jsonOptions?.schema,
    withCredits: true,
  });
  return json(200, { success: true, data: document });
}

export const scrapeRoutes: RouteDefinition[] = [
  { name: "scrape", method: "post", path: "/v1/scrape", handle: scrape },
];
