import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import type { ClientContext } from "../../core/context.js";
import { nonEmptyText, urlSchema } from "../../schemas/fields.js";
import { validateInput } from "../../core/validate.js";
import { send } from "./send.js";

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
  const answer = await send<z.output<typeof previewSchema>>(
    ctx,
    {
      method: "POST",
      path: "/v2/crawl/params-preview",
      action: "preview crawl parameters",
      body: { url, prompt },
    },
    requestOptions,
    previewSchema,
  );
  return answer.data ?? {};
}
