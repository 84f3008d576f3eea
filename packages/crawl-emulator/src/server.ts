import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { authenticate } from "./http/auth.js";
import { readJsonBody } from "./http/body.js";
import { answerPreflight, applyCors } from "./http/cors.js";
import { drawRequestFaults } from "./http/request-faults.js";
import {
  encodeBody,
  json,
  MALFORMED_JSON_BODY,
  unexpectedError,
  unknownRoute,
  type ApiResponse,
} from "./http/responses.js";
import type { EmulatorState } from "./routes/context.js";
import {
  CONTROL_PREFIX,
  handleControlPlane,
  type EmulatorControls,
} from "./routes/control-plane.js";
import { matchRoute } from "./routes/index.js";

/** The base URL the client used, so that `url` and `next` links work on loopback or behind a proxy. */
function requestBaseUrl(request: IncomingMessage, fallbackHost: string): string {
  return `http://${request.headers.host ?? fallbackHost}`;
}

function parseRequestUrl(raw: string | undefined): URL | undefined {
  try {
    return new URL(raw ?? "/", "http://emulator.invalid");
  } catch {
    return undefined;
  }
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  answer: ApiResponse,
  options: { truncate?: boolean } = {},
): void {
  const { contentType, text } = encodeBody(answer);
  // A truncated body is a complete HTTP message whose JSON stops halfway, like a cut proxy stream.
  const payload = options.truncate ? text.slice(0, Math.floor(text.length / 2)) : text;
  response.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers ?? {})) response.setHeader(name, value);
  response.setHeader("Content-Type", contentType);
  response.setHeader("Content-Length", Buffer.byteLength(payload));
  response.end(request.method === "HEAD" ? undefined : payload);
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  state: EmulatorState,
  controls: EmulatorControls,
  signal: AbortSignal,
): Promise<void> {
  applyCors(response);
  if (answerPreflight(request, response)) return;

  const method = request.method ?? "GET";
  const url = parseRequestUrl(request.url);
  if (!url) {
    send(request, response, json(400, { success: false, error: "Bad Request" }));
    return;
  }
  const body = await readJsonBody(request);
  // Express parses the body before routing, so a bad body is reported even on unknown routes.
  if (body.kind === "too-large") {
    send(request, response, json(413, { success: false, error: "Request entity too large" }));
    return;
  }
  if (body.kind === "malformed") {
    send(request, response, json(400, MALFORMED_JSON_BODY));
    return;
  }

  if (url.pathname.startsWith(CONTROL_PREFIX)) {
    send(
      request,
      response,
      handleControlPlane(method, url.pathname, body.value, controls) ??
        unknownRoute(method, url.pathname),
    );
    return;
  }

  const matched = matchRoute(method === "HEAD" ? "GET" : method, url.pathname);
  if (!matched) {
    send(request, response, unknownRoute(method, url.pathname));
    return;
  }
  const { route, params } = matched;
  state.stats.request(route.name);

  const auth = authenticate(request.headers.authorization, state.options.apiKeys);
  if (!auth.ok) {
    send(request, response, json(401, { success: false, error: auth.error }));
    return;
  }

  const fault = await drawRequestFaults(state.faults, route.name, state.options.now, signal);
  if (fault.kind === "reset") {
    request.socket.destroy();
    return;
  }
  if (fault.kind === "respond") {
    send(request, response, fault.response);
    return;
  }

  const answer = await route.handle({
    state,
    route: route.name,
    params,
    query: url.searchParams,
    body: body.value,
    headers: request.headers,
    apiKey: auth.key,
    baseUrl: requestBaseUrl(request, `${state.options.host}:${state.options.port}`),
    now: state.options.now(),
  });
  send(request, response, answer, { truncate: fault.kind === "truncate" });
}

/** The emulator's HTTP request listener: never throws, answers 500 like the real server on a bug. */
export function createRequestListener(
  state: EmulatorState,
  controls: EmulatorControls,
  signal: AbortSignal,
): RequestListener {
  return (request, response) => {
    handle(request, response, state, controls, signal).catch((error: unknown) => {
      console.error(
        "crawl-emulator: unexpected error while answering",
        request.method,
        request.url,
        error,
      );
      if (response.headersSent) response.destroy();
      else send(request, response, unexpectedError());
    });
  };
}
