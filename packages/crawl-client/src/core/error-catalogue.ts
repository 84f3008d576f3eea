import {
  AbortedError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  FirecrawlError,
  type FirecrawlErrorOptions,
  type Headers,
  NotFoundError,
  PaymentRequiredError,
  PermissionDeniedError,
  RateLimitError,
  ServerError,
} from "./errors.js";
import { parseRetryAfter } from "./retry.js";

// The reference SDK's catalogue: these statuses get "Failed to …", every other one "Unexpected error …".
const DESCRIBED_STATUSES = new Set([400, 402, 403, 408, 409, 500]);

export interface ProviderAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

function field(body: unknown, name: string): unknown {
  return typeof body === "object" && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/**
 * The provider's own error text, if its body carries one: `error`, or the `detail` (else `title`)
 * of an RFC 7807 problem, which the research routes send.
 */
export function providerErrorText(body: unknown): string | undefined {
  for (const name of ["error", "detail", "title"]) {
    const text = field(body, name);
    if (typeof text === "string" && text.length > 0) return text;
  }
  return undefined;
}

/** The provider's error code (`BAD_REQUEST`, `UNKNOWN_ERROR`…), if its body carries one. */
export function providerErrorCode(body: unknown): string | undefined {
  const code = field(body, "code");
  return typeof code === "string" && code.length > 0 ? code : undefined;
}

export function requestIdOf(headers: Headers): string | undefined {
  return headers["x-request-id"];
}

/** Builds the catalogue message and the typed error for an HTTP answer that is not a success. */
export function errorFromAnswer(
  action: string,
  answer: ProviderAnswer,
  now: number = Date.now(),
): FirecrawlError {
  const { status, headers, body } = answer;
  const details = field(body, "details");
  const text = providerErrorText(body);
  const detailsSuffix = details === undefined ? "" : ` - ${JSON.stringify(details)}`;
  const options: FirecrawlErrorOptions = {
    headers,
    body,
    requestId: requestIdOf(headers),
    code: providerErrorCode(body),
  };

  let message: string;
  if (status >= 200 && status < 300) {
    message = `Failed to ${action}. Error: ${text ?? "Unknown error occurred"}${detailsSuffix}`;
  } else if (DESCRIBED_STATUSES.has(status)) {
    message = `Failed to ${action}. Status code: ${status}. Error: ${text ?? "Unknown error occurred"}${detailsSuffix}`;
  } else {
    message = `Unexpected error occurred while trying to ${action}. Status code: ${status}`;
    if (text !== undefined) message += `. Error: ${text}${detailsSuffix}`;
  }

  switch (status) {
    case 400:
      return new BadRequestError(message, status, details, options);
    case 401:
      return new AuthenticationError(message, status, details, options);
    case 402:
      return new PaymentRequiredError(message, status, details, options);
    case 403:
      return new PermissionDeniedError(message, status, details, options);
    case 404:
      return new NotFoundError(message, status, details, options);
    case 409:
      return new ConflictError(message, status, details, options);
    case 429:
      return new RateLimitError(message, details, {
        ...options,
        retryAfterMs: parseRetryAfter(headers, now),
      });
    default:
      return status >= 500
        ? new ServerError(message, status, details, options)
        : new FirecrawlError(message, status, details, options);
  }
}

export function noResponseMessage(action: string): string {
  return `No response received while trying to ${action}. This may be a network error or the server is unreachable.`;
}

export function abortedError(action: string): AbortedError {
  return new AbortedError(`Request aborted while trying to ${action}.`, 0);
}
