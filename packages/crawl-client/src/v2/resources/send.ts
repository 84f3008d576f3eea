import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import { callSettings, type ClientContext, requestTimeout } from "../../core/context.js";
import type { HttpRequest } from "../../core/http.js";
import { type QueryValue, queryString } from "../../core/query.js";
import { ORIGIN } from "../../core/version.js";
import { parseAnswer } from "../../core/validate.js";
import { checkSimpleId } from "../../jobs/simple.js";

/*
 * The one way the v2 families that are a request and its answer (monitors, sessions, research,
 * feedback, support…) reach the API: the shared transport with its retries, typed errors, signal
 * and timeouts, and the answer checked only for what the method reads from it. The OpenAPI
 * description marks hardly any answer field required, so every other field is kept as sent.
 */

/** Any JSON object: what every answer of these families is. */
const objectAnswer = z.looseObject({});

/** An answer whose `data` object the method returns (monitors, threat protection). */
export const dataAnswer = z.looseObject({ data: z.looseObject({}) });

export interface Call {
  method: HttpRequest["method"];
  /** Under the API; ids already checked and encoded (see `segment`). */
  path: string;
  action: string;
  /** The query's values (see `queryString`: a list is its parameter repeated). */
  query?: Record<string, QueryValue>;
  /** JSON, sent with this client's `origin`, or a multipart form. */
  body?: Record<string, unknown> | FormData;
  /** The server-side timeout the body carries, in ms: the client waits that plus 5 s. */
  serverTimeout?: number;
  headers?: Record<string, string>;
}

/** `id` checked to be one path segment (not blank, no `/`, `?` or `#`), and encoded. */
export function segment(id: unknown, label: string): string {
  return encodeURIComponent(checkSimpleId(typeof id === "string" ? id.trim() : id, label));
}

function pathWithQuery(call: Call): string {
  const text = call.query === undefined ? "" : queryString(call.query);
  return text === "" ? call.path : `${call.path}?${text}`;
}

/**
 * Sends `call` under the per-call options; the answer's body once `schema` (by default: any
 * object) has checked what the method reads from it, typed as the method returns it.
 */
export async function send<T>(
  ctx: ClientContext,
  call: Call,
  requestOptions: RequestOptions | undefined,
  schema: z.core.$ZodType = objectAnswer,
): Promise<T> {
  const settings = callSettings(ctx, requestOptions);
  const { body } = call;
  const answer = await ctx.http.request({
    method: call.method,
    url: pathWithQuery(call),
    action: call.action,
    ...(body === undefined
      ? {}
      : { body: body instanceof FormData ? body : { ...body, origin: ORIGIN } }),
    ...(call.headers === undefined ? {} : { headers: call.headers }),
    timeout: requestTimeout(settings, call.serverTimeout),
    maxRetries: settings.maxRetries,
    retryUnsafe: settings.retryUnsafe,
    signal: settings.signal,
  });
  return parseAnswer(schema, answer, call.action) as T;
}
