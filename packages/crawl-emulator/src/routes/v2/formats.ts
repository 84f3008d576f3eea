import { onlyMainContentOf } from "../scrape.js";
import type { V2Format } from "../../http/schemas/requests-v2.js";
import type { ApiResponse } from "../../http/responses.js";
import type { ScrapedDocument, ScrapeFormat } from "../../sites/document.js";
import { jsonWithoutLlm, llmMissingAnswer, OPENAI_KEY_MISSING } from "../scrape.js";

/** Credits the newest server counts for a `json` format, whatever it returned. */
const JSON_FORMAT_CREDITS = 5;

/**
 * What a v2 `formats` list asks for, in the terms the synthetic sites render (v1's format names)
 * plus what only v2 has: `summary` and `images`.
 */
export interface V2ScrapeTerms {
  formats: ScrapeFormat[];
  jsonSchema: unknown;
  /** A `json` format was asked for, with or without a schema or prompt. */
  json: { schema: unknown; prompt: string | undefined } | undefined;
  summary: boolean;
  images: boolean;
}

export function readV2Formats(formats: readonly V2Format[] | undefined): V2ScrapeTerms {
  const terms: V2ScrapeTerms = {
    formats: [],
    jsonSchema: undefined,
    json: undefined,
    summary: false,
    images: false,
  };
  for (const format of formats ?? ["markdown"]) {
    const entry = typeof format === "string" ? { type: format } : format;
    switch (entry.type) {
      case "summary":
        terms.summary = true;
        break;
      case "images":
        terms.images = true;
        break;
      case "screenshot":
        terms.formats.push(
          "fullPage" in entry && entry.fullPage === true ? "screenshot@fullPage" : "screenshot",
        );
        break;
      case "json": {
        const schema = "schema" in entry ? entry.schema : undefined;
        const prompt = "prompt" in entry ? entry.prompt : undefined;
        terms.json = { schema, prompt };
        // The newest server returns no `json` field for a json format with neither (measured).
        if (schema !== undefined || prompt !== undefined) {
          terms.formats.push("json");
          terms.jsonSchema = schema;
        }
        break;
      }
      default:
        terms.formats.push(entry.type);
    }
  }
  return terms;
}

/** The v1 view of a v2 `scrapeOptions`, for the job machinery the two versions share. */
export function v2JobFormats(scrapeOptions: Record<string, unknown>): {
  formats: ScrapeFormat[];
  jsonSchema: unknown;
  onlyMainContent?: boolean;
} {
  const terms = readV2Formats(scrapeOptions.formats as V2Format[] | undefined);
  return {
    formats: terms.formats,
    jsonSchema: terms.jsonSchema,
    ...onlyMainContentOf(scrapeOptions),
  };
}

/**
 * A self-hosted server has no LLM: a `summary` or a `json` format with a schema or a prompt
 * fails the scrape with 500, as recorded (`scrape-summary-nollm.json`, `scrape-json-nollm.json`).
 */
export function v2LlmRefusal(terms: V2ScrapeTerms): ApiResponse | undefined {
  if (terms.json && (terms.json.schema !== undefined || terms.json.prompt !== undefined)) {
    return jsonWithoutLlm(terms.json.schema);
  }
  if (terms.summary) return llmMissingAnswer(OPENAI_KEY_MISSING);
  return undefined;
}

/** Adds what only v2 returns to a rendered document: a summary, images, json's credits. */
export function shapeV2Document(document: ScrapedDocument, terms: V2ScrapeTerms) {
  const shaped: Record<string, unknown> = { ...document };
  if (terms.summary) {
    const { title, description } = document.metadata;
    shaped.summary = description ? `${title}: ${description}` : title;
  }
  if (terms.images) shaped.images = [];
  if (terms.json && document.metadata.creditsUsed !== undefined) {
    shaped.metadata = { ...document.metadata, creditsUsed: JSON_FORMAT_CREDITS };
  }
  return shaped;
}
