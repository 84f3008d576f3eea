import { randomBytes } from "node:crypto";

export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/** What a route answers; the server turns it into bytes, so faults can alter it first. */
export interface ApiResponse {
  status: number;
  /** A JSON value, or already-encoded text or bytes when `contentType` is given. */
  body: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

export function json(status: number, body: unknown, headers?: Record<string, string>): ApiResponse {
  return headers ? { status, body, headers } : { status, body };
}

/**
 * The error codes the newest server puts in its error bodies beside `error` (recorded in its
 * answers: zod failures and unexpected exceptions). Answers that a
 * route writes itself ("Job not found", 401s, 409s) carry none, as recorded.
 */
export const ERROR_CODES = {
  badRequest: "BAD_REQUEST",
  unknown: "UNKNOWN_ERROR",
} as const;

/** The server's answer to a zod failure: its issues as `details`. */
export function badRequest(issues: readonly unknown[]): ApiResponse {
  return json(400, {
    success: false,
    code: ERROR_CODES.badRequest,
    error: "Bad Request",
    details: issues,
  });
}

/** No recorded answer of the newest server shows a code here, so none is invented. */
export const MALFORMED_JSON_BODY = { success: false, error: "Bad request, malformed JSON" };

export function jobNotFound(message = "Job not found"): ApiResponse {
  return json(404, { success: false, error: message });
}

/** The real server's answer to an unexpected exception: a 500 naming a fresh exception id. */
export function unexpectedErrorBody(): { success: false; code: string; error: string } {
  const exceptionId = randomBytes(16).toString("hex");
  return {
    success: false,
    code: ERROR_CODES.unknown,
    error: `An unexpected error occurred. Please contact help@firecrawl.com for help. Your exception ID is ${exceptionId}`,
  };
}

/**
 * A job refused because running jobs alone fill the emulator's store (`maxStoredJobs`,
 * `maxStoredBytes`): a 429 like the provider's limits, to retry once one of them has finished.
 */
export function storeFull(): ApiResponse {
  return json(
    429,
    {
      success: false,
      error:
        "The emulator holds as many running jobs as its limits allow (maxStoredJobs, maxStoredBytes); retry once one has finished",
    },
    { "Retry-After": "1" },
  );
}

export function unexpectedError(): ApiResponse {
  return json(500, unexpectedErrorBody());
}

/** Encodes a response body as what goes on the wire: text, or bytes a route encoded itself. */
export function encodeBody(response: ApiResponse): {
  contentType: string;
  payload: string | Uint8Array;
} {
  if (response.contentType !== undefined) {
    const { body } = response;
    return {
      contentType: response.contentType,
      payload: body instanceof Uint8Array ? body : String(body),
    };
  }
  return { contentType: JSON_CONTENT_TYPE, payload: JSON.stringify(response.body) };
}
