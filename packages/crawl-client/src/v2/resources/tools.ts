import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import type { ClientContext } from "../../core/context.js";
import { FirecrawlError, InvalidResponseError, ValidationError } from "../../core/errors.js";
import { validateInput } from "../../core/validate.js";
import { nonEmptyText } from "../../schemas/fields.js";
import type {
  AlexandriaCall,
  AlexandriaOptions,
  AlexandriaScrapeData,
  AlexandriaScrapeRequest,
  AlexandriaScrapeResult,
  FindToolsData,
  FindToolsOptions,
} from "../shapes/tools.js";
import { send } from "./send.js";

/*
 * The tool catalogue ("Alexandria") through `/v2/scrape`: `scrape({ alexandria })` runs up to ten
 * tool calls in one request, and `findTools` asks the catalogue's own find-tools capability.
 */

const MAX_CALLS = 10;
/** The API caps a run at 50 s; its answer may come up to 30 s after that. */
const MAX_RUN_MS = 50_000;
const REQUEST_KEYS = new Set(["alexandria", "requestId", "timeout", "integration", "origin"]);
const callSchema = z.strictObject({
  provider: nonEmptyText,
  capability: nonEmptyText,
  options: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});
const optionsSchema = z.looseObject({
  timeout: z.optional(z.nullable(z.int().check(z.positive()))),
  requestId: z.optional(
    z
      .string()
      .check(z.regex(/^[A-Za-z0-9._:-]{1,128}$/, "must be 1 to 128 of A-Z a-z 0-9 . _ : -")),
  ),
});
const runAnswer = z.looseObject({
  scrape_id: z.optional(z.string()),
  data: z.looseObject({
    alexandria: z.array(z.looseObject({})),
    creditsCost: z.int().check(z.minimum(0)),
  }),
});

/** A scrape request that names tool calls rather than a URL, refused as 4.42.0 refuses it. */
function alexandriaRequest(request: unknown, options: unknown): AlexandriaScrapeRequest {
  if (
    typeof request !== "object" ||
    request === null ||
    options !== undefined ||
    Object.keys(request).some((key) => !REQUEST_KEYS.has(key))
  )
    throw new ValidationError(
      "Invalid request: provide a URL, or an alexandria request without URL scrape options",
      "request",
    );
  return request as AlexandriaScrapeRequest;
}

/** `scrape({ alexandria })`: the calls of an Alexandria request, run. */
export async function scrapeAlexandria(
  ctx: ClientContext,
  request: unknown,
  options: unknown,
  requestOptions?: RequestOptions,
): Promise<AlexandriaScrapeData> {
  const { alexandria, ...rest } = alexandriaRequest(request, options);
  const calls = Array.isArray(alexandria) ? alexandria : [alexandria];
  return runTools(ctx, calls, rest, requestOptions);
}

async function runTools(
  ctx: ClientContext,
  calls: AlexandriaCall[],
  options: AlexandriaOptions = {},
  requestOptions?: RequestOptions,
): Promise<AlexandriaScrapeData> {
  validateInput(
    z.array(callSchema).check(z.minLength(1), z.maxLength(MAX_CALLS)),
    calls,
    "alexandria",
  );
  validateInput(optionsSchema, options, "request");
  const requestId = options.requestId ?? crypto.randomUUID();
  const alexandria = calls.map(({ provider, capability, options: callOptions }) => ({
    provider: provider.trim(),
    capability: capability.trim(),
    ...(callOptions == null ? {} : { options: callOptions }),
  }));
  const integration = options.integration?.trim();
  const answer = await send<z.output<typeof runAnswer>>(
    ctx,
    {
      method: "POST",
      path: "/v2/scrape",
      action: "run alexandria tools",
      body: {
        alexandria,
        ...(options.timeout == null ? {} : { timeout: options.timeout }),
        ...(integration ? { integration } : {}),
      },
      headers: { "x-request-id": requestId },
      serverTimeout: Math.min(options.timeout ?? MAX_RUN_MS, MAX_RUN_MS) + 25_000,
    },
    requestOptions,
    runAnswer,
  );
  return {
    scrapeId: answer.scrape_id ?? "",
    requestId,
    alexandria: answer.data.alexandria as AlexandriaScrapeResult[],
    creditsCost: answer.data.creditsCost,
  };
}

/** The catalogue's tools, groups or providers matching `options`; nothing is run. */
export async function findTools(
  ctx: ClientContext,
  options: FindToolsOptions = {},
  requestOptions?: RequestOptions,
): Promise<FindToolsData> {
  const call = { provider: "firecrawl", capability: "find-tools", options: { ...options } };
  const { alexandria, requestId } = await runTools(ctx, [call], {}, requestOptions);
  const [item] = alexandria;
  if (item?.error !== undefined) {
    const { message, status, code } = item.error;
    throw new FirecrawlError(message, status ?? 200, item.error, { code, requestId });
  }
  if (item === undefined)
    throw new InvalidResponseError("The answer carries no Find Tools result", 200);
  return item.data as FindToolsData;
}
