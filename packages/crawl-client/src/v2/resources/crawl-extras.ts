import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import { callSettings, type ClientContext } from "../../core/context.js";
import { ORIGIN } from "../../core/version.js";
import { nonEmptyText, urlSchema } from "../../schemas/fields.js";
import { parseAnswer, validateInput } from "../../core/validate.js";

// The crawl route beside a job's own: the options a prompt means.

const previewSchema = z.looseObject({ data: z.optional(z.record(z.string(), z.unknown())) });

/** POST /v2/crawl/params-preview: the crawl options a natural-language prompt stands for. */
export async function crawlParamsPreview(
  ctx: ClientContext,
  url: string,
  prompt: string,
  requestOptions?: RequestOptions,
): Promise<Record<string, unknown>> {
  validateInput(urlSchema, url, "url");
  validateInput(nonEmptyText, prompt, "prompt");
  const settings = callSettings(ctx, requestOptions);
  const action = "preview crawl parameters";
  const answer = await ctx.http.request({
    method: "POST",
    url: "/v2/crawl/params-preview",
    action,
    body: { url, prompt, origin: ORIGIN },
    timeout: settings.timeout,
    maxRetries: settings.maxRetries,
    retryUnsafe: settings.retryUnsafe,
    signal: settings.signal,
  });
  return parseAnswer(previewSchema, answer, action).data ?? {};
}
