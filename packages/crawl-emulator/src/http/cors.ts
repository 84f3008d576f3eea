import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * CORS exactly as the real API allows it (Express `cors()` with its defaults): any origin, and a
 * preflight answered with the headers the browser asked for. Nothing is exposed beyond the
 * CORS-safelisted response headers, so a browser cannot read `Retry-After`, and no preflight is
 * cached: clients must cope with both, as they must against the real server.
 */
export function applyCors(response: ServerResponse): void {
  response.setHeader("Access-Control-Allow-Origin", "*");
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
  response.setHeader("Content-Length", "0");
  response.statusCode = 204;
  response.end();
  return true;
}
