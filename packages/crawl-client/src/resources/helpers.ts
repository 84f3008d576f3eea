/* eslint-disable @typescript-eslint/no-explicit-any -- `data: any` as in the AxiosResponse the reference's helpers return, so code reading it keeps compiling */
// The reference's public helper methods, on this client's transport: same names and arguments,
// with its retries, timeouts and typed errors, and only ever on the API's origin.
import type { RequestOptions } from "../core/config.js";
import { callSettings, type ClientContext, requestTimeout } from "../core/context.js";
import { errorFromAnswer, noResponseMessage } from "../core/error-catalogue.js";
import {
  ConnectionError,
  FirecrawlError,
  InvalidResponseError,
  ValidationError,
} from "../core/errors.js";
import { flattenHeaders, type HttpRequest } from "../core/http.js";
import type { CrawlStatusResponse } from "../schemas/crawl.js";
import { CRAWL_JOB, pollIntervalMs } from "../jobs/kinds.js";
import { waitForJob } from "../jobs/wait.js";

/** The part of an AxiosResponse that code using the reference's helpers reads. */
export interface HelperResponse<T = any> {
  status: number;
  headers: Record<string, string>;
  data: T;
}

/** What `handleError` reads: a response, or none when the request got no answer. */
export interface ErrorSource {
  status: number;
  data?: unknown;
  headers?: unknown;
}

// The key travels in these headers; they go to the API's origin or nowhere.
function onApiOrigin(ctx: ClientContext, url: string): string {
  const absolute = ctx.http.url(url);
  let target: URL;
  try {
    target = new URL(absolute);
  } catch {
    throw new ValidationError(`Invalid url: ${JSON.stringify(url)} is not a URL`, "url");
  }
  if (target.origin !== new URL(ctx.config.apiUrl).origin) {
    throw new ValidationError(
      `Invalid url: ${target.origin} is not the API's origin; these requests carry the API key`,
      "url",
    );
  }
  return absolute;
}

async function send(
  ctx: ClientContext,
  request: Omit<HttpRequest, "action" | "maxRetries" | "signal" | "timeout">,
  options: RequestOptions | undefined,
  timeout?: number,
): Promise<HelperResponse> {
  const settings = callSettings(ctx, options);
  const answer = await ctx.http.request({
    ...request,
    url: onApiOrigin(ctx, request.url),
    action: `${request.method} ${request.url}`,
    timeout: timeout ?? settings.timeout,
    maxRetries: settings.maxRetries,
    retryUnsafe: settings.retryUnsafe,
    signal: settings.signal,
  });
  return { status: answer.status, headers: answer.headers, data: answer.body };
}

/** Like the reference's GET and DELETE helpers: an HTTP error is returned, not thrown. */
async function answerOrError(pending: Promise<HelperResponse>): Promise<HelperResponse> {
  try {
    return await pending;
  } catch (error) {
    // Only errors that carry an HTTP answer; a refused URL or an unreadable body stays thrown.
    if (
      error instanceof FirecrawlError &&
      error.statusCode > 0 &&
      !(error instanceof ValidationError) &&
      !(error instanceof InvalidResponseError)
    )
      return { status: error.statusCode, headers: error.headers, data: error.body };
    throw error;
  }
}

/** POST; retried only where the provider cannot have accepted it, unless an idempotency key guards it or `retryUnsafe` is set. */
export function postRequest(
  ctx: ClientContext,
  url: string,
  data: Record<string, unknown>,
  headers: Record<string, string> = {},
  options?: RequestOptions,
): Promise<HelperResponse> {
  const guarded = Object.keys(headers).some((name) => name.toLowerCase() === "x-idempotency-key");
  return send(
    ctx,
    {
      method: "POST",
      url,
      body: data,
      headers,
      retryMode: guarded ? "idempotent" : "unsafe",
    },
    options,
    requestTimeout(callSettings(ctx, options), data["timeout"]),
  );
}

export function getRequest(
  ctx: ClientContext,
  url: string,
  headers: Record<string, string> = {},
  options?: RequestOptions,
): Promise<HelperResponse> {
  return answerOrError(send(ctx, { method: "GET", url, headers }, options));
}

export function deleteRequest(
  ctx: ClientContext,
  url: string,
  headers: Record<string, string> = {},
  options?: RequestOptions,
): Promise<HelperResponse> {
  return answerOrError(send(ctx, { method: "DELETE", url, headers }, options));
}

/** Waits for a crawl as `crawlUrl` does, polling every max(checkInterval, 2) seconds. */
export function monitorJobStatus(
  ctx: ClientContext,
  id: string,
  checkInterval: number | undefined,
  options?: RequestOptions,
): Promise<CrawlStatusResponse> {
  return waitForJob(
    ctx,
    CRAWL_JOB,
    id,
    pollIntervalMs(ctx, checkInterval),
    callSettings(ctx, options),
  );
}

/** Throws the error the catalogue gives this answer, or the no-response error without one. */
export function handleError(
  ctx: ClientContext,
  response: ErrorSource | undefined,
  action: string,
): never {
  if (response === undefined || response === null)
    throw new ConnectionError(noResponseMessage(action), 0);
  throw errorFromAnswer(
    action,
    {
      status: response.status,
      headers: flattenHeaders(response.headers ?? {}),
      body: response.data,
    },
    ctx.clock.now(),
  );
}
