import type { RequestListener } from "node:http";
import cors from "cors";
import express, {
  Router,
  type ErrorRequestHandler,
  type Express,
  type NextFunction,
  type Request,
  type Response,
} from "express";
import { ZodError } from "zod/v3";
import { authenticate } from "./http/auth.js";
import { drawRequestFaults } from "./http/request-faults.js";
import { badRequest, json, MALFORMED_JSON_BODY, unexpectedError } from "./http/responses.js";
import { send } from "./http/send.js";
import { receiveUpload, uploadedFile } from "./http/upload.js";
import type { EmulatorState, RouteDefinition } from "./routes/context.js";
import {
  CONTROL_PREFIX,
  controlPlaneRouter,
  guardControlPlane,
  type EmulatorControls,
} from "./routes/control-plane.js";
import { apiRoutes } from "./routes/index.js";

/** The real server's JSON body limit. */
const MAX_BODY = "10mb";

/** The base URL the client used, so that `url` and `next` links work on loopback or behind a proxy. */
function requestBaseUrl(request: Request, fallbackHost: string): string {
  return `http://${request.headers.host ?? fallbackHost}`;
}

function parsesAsUrl(target: string | undefined): boolean {
  try {
    new URL(target ?? "/", "http://emulator.invalid");
    return true;
  } catch {
    return false;
  }
}

/** Express matches paths case-insensitively, so the control plane's prefix is compared so too. */
function isControlPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === CONTROL_PREFIX || lower.startsWith(`${CONTROL_PREFIX}/`);
}

/**
 * One API route: counted, authenticated, offered to the request-level faults, then answered.
 * A zod failure thrown by the route goes to the error handler, as on the real server.
 */
function routeHandler(route: RouteDefinition, state: EmulatorState, signal: AbortSignal) {
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if (route.servedOn && !route.servedOn.includes(state.deployment)) return next();
    state.stats.request(route.name);
    const auth = authenticate(
      request.headers.authorization,
      state.options.apiKeys,
      state.deployment,
    );
    if (!auth.ok) return send(request, response, json(401, { success: false, error: auth.error }));

    const fault = await drawRequestFaults(state.faults, route.name, state.options.now, signal);
    if (fault.kind === "reset") {
      request.socket.destroy();
      return;
    }
    if (fault.kind === "respond") return send(request, response, fault.response);
    if (route.upload) {
      const refusal = await receiveUpload(request, response);
      if (refusal) return send(request, response, refusal);
    }

    const answer = await route.handle({
      state,
      route: route.name,
      params: Object.fromEntries(
        Object.entries(request.params).map(([name, value]) => [name, String(value)]),
      ),
      query: new URL(request.originalUrl, "http://emulator.invalid").searchParams,
      // Without a JSON content type Express leaves the body unset; the real server then sees `{}`.
      body: (request.body as unknown) ?? {},
      file: uploadedFile(request),
      headers: request.headers,
      apiKey: auth.key,
      baseUrl: requestBaseUrl(request, `${state.options.host}:${state.options.port}`),
      now: state.options.now(),
    });
    send(request, response, answer, { truncate: fault.kind === "truncate" });
  };
}

function apiRouter(state: EmulatorState, signal: AbortSignal): Router {
  const router = Router();
  for (const route of apiRoutes)
    router[route.method](route.path, routeHandler(route, state, signal));
  return router;
}

/**
 * The real server's error handlers: a zod failure is a 400 with its issues, a body that is not
 * JSON a 400 "malformed JSON", and anything else a 500 naming an exception id. A body over the
 * limit is refused with 413 before it is read whole.
 */
const answerErrors: ErrorRequestHandler = (error: unknown, request, response, _next) => {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  if (error instanceof ZodError) return send(request, response, badRequest(error.issues));
  const type = (error as { type?: unknown } | undefined)?.type;
  if (type === "entity.parse.failed")
    return send(request, response, json(400, MALFORMED_JSON_BODY));
  if (type === "entity.too.large") {
    return send(
      request,
      response,
      json(413, { success: false, error: "Request entity too large" }),
    );
  }
  const status = (error as { status?: unknown } | undefined)?.status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    const message = error instanceof Error ? error.message : "Bad Request";
    return send(request, response, json(status, { success: false, error: message }));
  }
  console.error(
    "crawl-emulator: unexpected error while answering",
    request.method,
    request.url,
    error,
  );
  send(request, response, unexpectedError());
};

/**
 * The emulator's HTTP side, on the real server's own stack: Express routing, `express.json` body
 * parsing and Express's own 404 pages (`Cannot GET /x`), with `cors()` on the API exactly as the
 * real server applies it. The control plane gets no CORS headers and its own access check.
 */
function createApp(state: EmulatorState, controls: EmulatorControls, signal: AbortSignal): Express {
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  app.use(
    CONTROL_PREFIX,
    guardControlPlane({
      token: state.options.controlToken,
      allowedOrigins: state.options.allowedOrigins,
    }),
  );
  const apiCors = cors();
  app.use((request, response, next) =>
    isControlPath(request.path) ? next() : apiCors(request, response, next),
  );
  app.use(express.json({ limit: MAX_BODY }));
  app.use(CONTROL_PREFIX, controlPlaneRouter(controls));
  app.use(apiRouter(state, signal));
  app.use(answerErrors);
  return app;
}

/**
 * The HTTP request listener. A request target that is no URL at all (`GET http://[bad/…`) is
 * refused with 400 here: Express's router would call it an unknown route without running any
 * middleware.
 */
export function createRequestListener(
  state: EmulatorState,
  controls: EmulatorControls,
  signal: AbortSignal,
): RequestListener {
  const app = createApp(state, controls, signal);
  return (request, response) => {
    if (parsesAsUrl(request.url)) return void app(request, response);
    send(request, response, json(400, { success: false, error: "Bad Request" }));
  };
}
