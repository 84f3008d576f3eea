import { json } from "../../http/responses.js";
import { scrapeRequestV2, type V2Format } from "../../http/schemas/requests-v2.js";
import { normaliseUrl } from "../../http/schemas/url.js";
import { field, hasLlm, type RouteContext, type RouteDefinition } from "../context.js";
import { alexandriaScrape } from "./tools.js";
import { activityOf } from "../activity.js";
import { onlyMainContentOf, scrapeForAnswer } from "../scrape.js";
import { readV2Formats, shapeV2Document, v2LlmRefusal } from "./formats.js";

/** The v2 scrape of a URL from its body: the same scrape as v1's, shaped for v2. */
function answerScrape(context: RouteContext, body: Record<string, unknown>, scrapeId?: string) {
  const terms = readV2Formats(body.formats as V2Format[] | undefined);
  if (!hasLlm(context.state)) {
    const refusal = v2LlmRefusal(terms);
    if (refusal) return { answer: refusal };
  }
  const url = normaliseUrl(String(body.url));
  const scraped = scrapeForAnswer(context, url, {
    formats: terms.formats,
    jsonSchema: terms.jsonSchema,
    scrapeId,
    ...onlyMainContentOf(body),
  });
  if ("failure" in scraped) return { answer: scraped.failure };
  const document = shapeV2Document(scraped.document, terms);
  return { answer: json(200, { success: true, data: document }), url, scraped: scraped.document };
}

function scrape(context: RouteContext) {
  // The cloud's tool exchange shares the route: a body naming `alexandria` instead of a URL.
  if (context.state.deployment === "cloud" && field(context.body, "alexandria") !== undefined) {
    return alexandriaScrape(context);
  }
  scrapeRequestV2.parse(context.body);
  const body = context.body as Record<string, unknown>;
  const result = answerScrape(context, body);
  if (result.scraped) {
    context.state.jobs.rememberScrape(
      {
        id: result.scraped.metadata.scrapeId,
        createdAt: context.now,
        url: result.url,
        formats: body.formats,
        ...onlyMainContentOf(body),
      },
      context.now,
      activityOf(context, "scrape", result.url),
    );
  }
  return result.answer;
}

/** `GET /v2/scrape/{id}`: a scrape done before, answered again with its `scrapeId`. */
function scrapeStatus(context: RouteContext) {
  const record = context.state.jobs.scrape(context.params.id ?? "", context.now);
  if (!record) return json(404, { success: false, error: "Job not found" });
  const { url, formats, onlyMainContent } = record;
  return answerScrape(context, { url, formats, onlyMainContent }, record.id).answer;
}

export const v2ScrapeRoutes: RouteDefinition[] = [
  { name: "v2.scrape", method: "post", path: "/v2/scrape", handle: scrape },
  { name: "v2.scrape.status", method: "get", path: "/v2/scrape/:id", handle: scrapeStatus },
];
