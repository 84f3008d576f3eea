// What carries one request to the API and brings its answer back. The client's retries, timeouts
// and error catalogue (http.ts) sit above it; each entry gives its clients their transport (see
// runtime.ts), so that a browser bundle holds only the fetch one.
import type { Headers } from "./errors.js";

/**
 * Which transport carries the requests (the client's `adapter` option): `"fetch"`, or in the Node
 * build `"http"` or an axios adapter function (`"xhr"`, which holds neither maxResponseBytes nor a
 * refused redirect, is refused by the browser build and missing from Node). Typed here rather than
 * as axios's own type, so that axios's types are not part of this client's public configuration
 * and can change without changing it.
 */
export type HttpAdapter = "fetch" | "xhr" | "http" | ((config: never) => Promise<unknown>);

/** How the client cancels one request (its timeout, or the caller's signal). */
export interface RequestCancelSignal {
  readonly aborted: boolean;
  addEventListener(type: "abort", listener: () => void): void;
  removeEventListener(type: "abort", listener: () => void): void;
  /** A real `AbortSignal` that follows this one, for an API that takes only that (`fetch`). */
  toAbortSignal(): AbortSignal;
}

export interface TransportRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Absolute, query included. */
  url: string;
  headers: Record<string, string>;
  /**
   * JSON text (the headers say so), or a multipart form (`parse`), sent as it is: the HTTP stack
   * writes it and sets its content type with the boundary, which the headers then leave out.
   */
  body: string | FormData | undefined;
  cancel: RequestCancelSignal;
}

/** Any HTTP answer, whatever its status; the body as text, at most `maxResponseBytes` of it. */
export interface TransportAnswer {
  status: number;
  headers: Headers;
  body: string;
}

export type Transport = (request: TransportRequest) => Promise<TransportAnswer>;

export interface TransportOptions {
  /** The client's `adapter` option. */
  adapter: HttpAdapter | undefined;
  maxResponseBytes: number;
}

/** Builds a client's transport from its options; throws a ValidationError for an adapter it lacks. */
export type TransportFactory = (options: TransportOptions) => Transport;

/**
 * Thrown by a transport that stopped reading an answer larger than `maxResponseBytes`: the
 * declared length said so, or the bytes received passed it.
 */
export class AnswerTooLarge extends Error {}

/**
 * Thrown by a transport for a redirect whose status and target it cannot see (a browser's
 * opaque redirect). A transport that can see them returns the 3xx answer.
 */
export class HiddenRedirect extends Error {}
