import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import { callSettings, type ClientContext, requestTimeout } from "../../core/context.js";
import { ORIGIN } from "../../core/version.js";
import { documentSchema } from "../../schemas/document.js";
import { optionalString, urlSchema } from "../../schemas/fields.js";
import { parseAnswer, validateInput } from "../../core/validate.js";
import type { Document, ScrapeOptions } from "../types.js";
import { scrapeOptionsBody } from "./scrape-options.js";

const ACTION = "scrape";

export const scrapeAnswerSchema = z.looseObject({ data: documentSchema, warning: optionalString });

/** POST /v2/scrape: the document, with the answer's `warning` when there is one. */
export async function scrape(
  ctx: ClientContext,
  url: string,
  options: ScrapeOptions = {},
  requestOptions?: RequestOptions,
): Promise<Document> {
  validateInput(urlSchema, url, "url");
  const body = scrapeOptionsBody(options, "options");
  const settings = callSettings(ctx, requestOptions);
  const answer = await ctx.http.request({
    method: "POST",
    url: "/v2/scrape",
    action: ACTION,
    body: { url, ...body, origin: ORIGIN },
    timeout: requestTimeout(settings, options.timeout),
    maxRetries: settings.maxRetries,
    retryUnsafe: settings.retryUnsafe,
    signal: settings.signal,
  });
  return toDocument(parseAnswer(scrapeAnswerSchema, answer, ACTION));
}

export function toDocument({ data, warning }: z.output<typeof scrapeAnswerSchema>): Document {
  return { ...(data as Document), ...(warning === undefined ? {} : { warning }) };
}
