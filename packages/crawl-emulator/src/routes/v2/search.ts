import { json } from "../../http/responses.js";
import {
  searchRequestV2,
  type SearchSource,
  type V2Format,
} from "../../http/schemas/requests-v2.js";
import { hashString } from "../../random.js";
import { WordSource } from "../../sites/words.js";
import { randomUUID } from "node:crypto";
import { recordRequest } from "../activity.js";
import { field, type RouteContext, type RouteDefinition } from "../context.js";
import { DEFAULT_SEARCH_LIMIT, searchRefusal, webResults } from "../search.js";
import { readV2Formats } from "./formats.js";

/** A synthetic square image's size, in pixels. */
const IMAGE_SIZE = 640;

function sourcesOf(body: unknown): SearchSource[] {
  const sources = field<(SearchSource | { type: SearchSource })[]>(body, "sources") ?? ["web"];
  return sources.map((source) => (typeof source === "string" ? source : source.type));
}

function newsResults(query: string, limit: number) {
  const words = new WordSource(hashString(`news|${query}`));
  return Array.from({ length: limit }, (_, index) => ({
    title: `${words.title(4)}: ${query}`,
    url: `https://news.example.com/${index + 1}/${encodeURIComponent(words.word())}`,
    snippet: words.sentence(),
    date: `${index + 1} days ago`,
    position: index + 1,
  }));
}

function imageResults(query: string, limit: number) {
  const words = new WordSource(hashString(`images|${query}`));
  return Array.from({ length: limit }, (_, index) => {
    const name = encodeURIComponent(words.word());
    return {
      title: `${words.title(2)}: ${query}`,
      imageUrl: `https://images.example.com/${index + 1}/${name}.png`,
      imageWidth: IMAGE_SIZE,
      imageHeight: IMAGE_SIZE,
      url: `https://images.example.com/${index + 1}/${name}`,
      position: index + 1,
    };
  });
}

/**
 * `POST /v2/search`: results grouped by source (`web` by default, `news`, `images`), the web
 * results those of v1, and `creditsUsed` one per result, as recorded (`v2/samples/search*.json`).
 */
function search(context: RouteContext) {
  const refusal = searchRefusal(searchRequestV2, context.body);
  if (refusal) return refusal;
  const query = field<string>(context.body, "query") ?? "";
  const limit = field<number>(context.body, "limit") ?? DEFAULT_SEARCH_LIMIT;
  const scrapeOptions = field<{ formats?: V2Format[] }>(context.body, "scrapeOptions");
  const formats = scrapeOptions?.formats ? readV2Formats(scrapeOptions.formats).formats : [];
  const data: Record<string, unknown[]> = {};
  for (const source of new Set(sourcesOf(context.body))) {
    if (source === "web") data.web = webResults(context, query, limit, formats);
    if (source === "news") data.news = newsResults(query, limit);
    if (source === "images") data.images = imageResults(query, limit);
  }
  const creditsUsed = Object.values(data).reduce((sum, results) => sum + results.length, 0);
  const id = randomUUID();
  recordRequest(context, "search", { id, target: query, credits: creditsUsed });
  // The cloud names the search job, for feedback on it; the recorded open-source server does not.
  const named = context.state.deployment === "cloud" ? { id } : {};
  return json(200, { success: true, data, creditsUsed, ...named });
}

export const v2SearchRoutes: RouteDefinition[] = [
  { name: "v2.search", method: "post", path: "/v2/search", handle: search },
];
