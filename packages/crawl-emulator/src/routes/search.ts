import type { ZodError } from "zod/v3";
import { json, type ApiResponse } from "../http/responses.js";
import { searchRequest } from "../http/schemas/requests.js";
import { hashString } from "../random.js";
import type { ScrapeFormat } from "../sites/document.js";
import { WordSource } from "../sites/words.js";
import { randomUUID } from "node:crypto";
import { recordRequest } from "./activity.js";
import { field, type RouteContext, type RouteDefinition } from "./context.js";
import { scrapeOne } from "./scrape.js";

export const DEFAULT_SEARCH_LIMIT = 5;

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "result"
  );
}

/** The real server reports search validation errors as a 500 with the zod issues as text. */
export function searchRefusal(
  schema: { safeParse(body: unknown): { success: true } | { success: false; error: ZodError } },
  body: unknown,
): ApiResponse | undefined {
  const parsed = schema.safeParse(body);
  if (parsed.success) return undefined;
  return json(500, { success: false, error: JSON.stringify(parsed.error.issues, null, 2) });
}

/**
 * Deterministic web results for any query, the same on both versions; with scrape formats each
 * result is also scraped.
 */
export function webResults(
  context: RouteContext,
  query: string,
  limit: number,
  formats: readonly ScrapeFormat[],
) {
  const words = new WordSource(hashString(`search|${query}`));
  return Array.from({ length: limit }, (_, index) => {
    const title = `${words.title(3)}: ${query}`;
    const url = `https://www.${slug(words.word())}-${index + 1}.example.com/${slug(query)}`;
    const result = { url, title, description: words.sentence() };
    if (formats.length === 0) return result;
    const { metadata, ...content } = scrapeOne(url, context.state.sites, {
      formats,
      withCredits: false,
    });
    return { title, description: result.description, url, ...content, metadata };
  });
}

function search(context: RouteContext) {
  const refusal = searchRefusal(searchRequest, context.body);
  if (refusal) return refusal;
  const query = field<string>(context.body, "query") ?? "";
  const limit = field<number>(context.body, "limit") ?? DEFAULT_SEARCH_LIMIT;
  const formats = field<{ formats?: ScrapeFormat[] }>(context.body, "scrapeOptions")?.formats ?? [];
  const data = webResults(context, query, limit, formats);
  recordRequest(context, "search", { id: randomUUID(), target: query, credits: data.length });
  return json(200, { success: true, data });
}

export const searchRoutes: RouteDefinition[] = [
  { name: "search", method: "post", path: "/v1/search", handle: search },
];
