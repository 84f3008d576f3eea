import { randomUUID } from "node:crypto";
import { json, unexpectedErrorBody, type ApiResponse } from "../http/responses.js";
import { scrapeRequest } from "../http/schemas/requests.js";
import { normaliseUrl } from "../http/schemas/url.js";
import type { ScrapedDocument, ScrapeFormat } from "../sites/document.js";
import { locateSitePage } from "../sites/site-pages.js";
import { UNREACHABLE_ERROR, type SiteRegistry } from "../sites/site-registry.js";
import { renderDocument } from "../sites/synthetic-site.js";
import { recordRequest } from "./activity.js";
import { field, hasLlm, type RouteContext, type RouteDefinition } from "./context.js";

export const OPENAI_KEY_MISSING =
  "OpenAI API key is missing. Pass it using the 'apiKey' parameter or the OPENAI_API_KEY environment variable.";

/** A scrape that needed the LLM a self-hosted server does not have, as recorded. */
export function llmMissingAnswer(reason: string): ApiResponse {
  return json(500, {
    success: false,
    code: unexpectedErrorBody().code,
    error: `(Internal server error) - ${reason}`,
  });
}

/** `json` without a schema first tries to generate one, and says so when that fails. */
export function jsonWithoutLlm(schema: unknown): ApiResponse {
  return llmMissingAnswer(
    schema === undefined
      ? `Failed to generate schema after all attempts. Last error: ${OPENAI_KEY_MISSING}`
      : OPENAI_KEY_MISSING,
  );
}

/** A self-hosted server without an LLM key fails a v1 scrape that asks for LLM output. */
function llmMissing(
  formats: readonly ScrapeFormat[],
  jsonOptions: { schema?: unknown } | undefined,
) {
  if (!formats.includes("json") && !formats.includes("extract")) return undefined;
  return jsonWithoutLlm(jsonOptions?.schema);
}

/**
 * `onlyMainContent` of a scrape body or of a job's `scrapeOptions`, when it is a boolean: the
 * schemas check its type, so anything else is absent and the page's main content is returned.
 */
export function onlyMainContentOf(options: Record<string, unknown>): { onlyMainContent?: boolean } {
  return typeof options.onlyMainContent === "boolean"
    ? { onlyMainContent: options.onlyMainContent }
    : {};
}

/** Scrapes one URL of a synthetic site, agreeing with what a crawl of that site returns. */
export function scrapeOne(
  url: string,
  sites: SiteRegistry,
  options: {
    formats: readonly ScrapeFormat[];
    jsonSchema?: unknown;
    withCredits: boolean;
    scrapeId?: string;
    onlyMainContent?: boolean;
  },
) {
  const resolved = sites.resolve(url);
  const location = locateSitePage(url, resolved.site);
  return renderDocument({
    url,
    index: location.index,
    sitePages: resolved.site.pages,
    site: resolved.site,
    formats: options.formats,
    jsonSchema: options.jsonSchema,
    scrapeId: options.scrapeId ?? randomUUID(),
    withCredits: options.withCredits,
    ...(options.onlyMainContent === undefined ? {} : { onlyMainContent: options.onlyMainContent }),
  });
}

/**
 * One scrape as both API versions do it, before its answer is shaped: the 500 of a site that
 * fails or that nothing answers on, or the document.
 */
export function scrapeForAnswer(
  context: RouteContext,
  url: string,
  options: {
    formats: readonly ScrapeFormat[];
    jsonSchema: unknown;
    scrapeId?: string;
    onlyMainContent?: boolean;
  },
): { failure: ApiResponse } | { document: ScrapedDocument } {
  const resolved = context.state.sites.resolve(url);
  const failure = resolved.unreachable ? UNREACHABLE_ERROR : resolved.fail;
  if (failure !== undefined) {
    return {
      failure: json(500, { success: false, error: `(Internal server error) - ${failure}` }),
    };
  }
  return {
    document: scrapeOne(url, context.state.sites, { ...options, withCredits: true }),
  };
}

function scrape(context: RouteContext) {
  scrapeRequest.parse(context.body);
  const formats = field<ScrapeFormat[]>(context.body, "formats") ?? ["markdown"];
  const jsonOptions = field<{ schema?: unknown }>(context.body, "jsonOptions");
  if (!hasLlm(context.state)) {
    const refusal = llmMissing(formats, jsonOptions);
    if (refusal) return refusal;
  }
  const url = normaliseUrl(field<string>(context.body, "url") ?? "");
  const scraped = scrapeForAnswer(context, url, {
    formats,
    jsonSchema: jsonOptions?.schema,
    ...onlyMainContentOf(context.body as Record<string, unknown>),
  });
  if ("failure" in scraped) return scraped.failure;
  recordRequest(context, "scrape", {
    id: scraped.document.metadata.scrapeId,
    target: url,
    credits: 1,
  });
  return json(200, { success: true, data: scraped.document });
}

export const scrapeRoutes: RouteDefinition[] = [
  { name: "scrape", method: "post", path: "/v1/scrape", handle: scrape },
];
