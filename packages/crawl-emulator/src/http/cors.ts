import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * CORS as the real API allows it (Express `cors()` defaults): any origin, preflight answered
 * with the headers the browser asked for. `Retry-After` is exposed so that browser clients can
 * honour rate limits.
 */
export function applyCors(response: ServerResponse): void {
  response.setHeader("Access-Control-Allow-Origin", "*");
  response.setHeader("Access-Control-Expose-Headers", "Retry-After");
}

/** Answers a preflight; returns false when the request is not one. */
export function answerPreflight(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== "OPTIONS") return false;
  response.setHeader("Access-Control-Allow-Methods", "GET,HEAD,PUT,PATCH,POST,DELETE");
  const requested = request.headers["access-control-request-headers"];
  if (requested) {
    response.setHeader("Access-Control-Allow-Headers", requested);
    response.setHeader("Vary", "Access-Control-Request-Headers");
  }
  response.setHeader("Access-Control-Max-Age", "86400");
  response.setHeader("Content-Length", "0");
  response.statusCode = 204;
  response.end();
  return true;
}
