import { timingSafeEqual } from "node:crypto";
import { Router, type NextFunction, type Request, type Response } from "express";
import { parseDeployment, type Deployment } from "../deployment.js";
import { InvalidInputError } from "../errors.js";
import { parseFaultRule, type FaultRule } from "../faults.js";
import { controlOriginAllowed } from "../http/origins.js";
import { isLoopbackAddress } from "../http/loopback-client.js";
import { json } from "../http/responses.js";
import { send } from "../http/send.js";
import type { SiteOverride } from "../options.js";
import { parseSiteOverride } from "../sites/site-override.js";
import type { EmulatorStats } from "../stats.js";

/** What the control plane can do to a running emulator. */
export interface EmulatorControls {
  injectFault(rule: FaultRule): string;
  removeFault(id: string): boolean;
  clearFaults(): void;
  listFaults(): unknown[];
  setSite(host: string, override: SiteOverride): void;
  clearSites(): void;
  stats(): EmulatorStats;
  reset(): void;
  deployment(): Deployment;
  setDeployment(deployment: Deployment): void;
  /** Goes down as a stopped server does (see `Emulator.stop`) and comes back after `forMs`. */
  outage(forMs: number): void;
}

/** The longest outage the control plane starts: the emulator must come back by itself. */
export const MAX_OUTAGE_MS = 10 * 60_000;

export const CONTROL_PREFIX = "/__emulator";
export const CONTROL_TOKEN_HEADER = "x-emulator-control-token";

/** Who may use the control plane besides loopback clients, and which browser pages. */
export interface ControlAccess {
  token: string | undefined;
  allowedOrigins: readonly string[] | undefined;
}

function holdsToken(request: Request, token: string | undefined): boolean {
  const given = request.headers[CONTROL_TOKEN_HEADER];
  if (token === undefined || typeof given !== "string") return false;
  const expected = Buffer.from(token);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Faults, resets and profiles are for the tests that run the emulator: the control plane answers
 * loopback clients, or any caller with the control token. A browser page of another origin is
 * refused even on loopback (it sends its `Origin`; test processes send none), so that a site
 * visited while the emulator runs cannot script it; no CORS headers are sent here either.
 */
export function guardControlPlane(access: ControlAccess) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const foreignPage = !controlOriginAllowed(request.headers.origin, access.allowedOrigins);
    const trusted =
      isLoopbackAddress(request.socket.remoteAddress) || holdsToken(request, access.token);
    if (trusted && !foreignPage) return next();
    send(
      request,
      response,
      json(403, {
        success: false,
        error: `The control plane answers loopback clients, or callers sending ${CONTROL_TOKEN_HEADER}`,
      }),
    );
  };
}

/** Runs a control, answering 400 with its reason when the input is refused. */
function control(action: (request: Request) => unknown) {
  return (request: Request, response: Response): void => {
    try {
      send(request, response, json(200, action(request) ?? { success: true }));
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      send(request, response, json(400, { success: false, error: error.message }));
    }
  };
}

/** `/__emulator/*`: needs no provider key, so that a test in another process can script faults. */
export function controlPlaneRouter(controls: EmulatorControls): Router {
  const router = Router();
  router.post(
    "/faults",
    control((request) => ({ id: controls.injectFault(parseFaultRule(request.body)) })),
  );
  router.get(
    "/faults",
    control(() => ({ faults: controls.listFaults() })),
  );
  router.delete(
    "/faults",
    control(() => controls.clearFaults()),
  );
  router.delete("/faults/:id", (request, response) => {
    const removed = controls.removeFault(String(request.params.id));
    send(
      request,
      response,
      removed
        ? json(200, { success: true })
        : json(404, { success: false, error: "Fault not found" }),
    );
  });
  router.put(
    "/sites/:host",
    control((request) =>
      controls.setSite(String(request.params.host), parseSiteOverride(request.body)),
    ),
  );
  router.delete(
    "/sites",
    control(() => controls.clearSites()),
  );
  router.get(
    "/stats",
    control(() => controls.stats()),
  );
  router.post(
    "/reset",
    control(() => controls.reset()),
  );
  router.post(
    "/outage",
    control((request) => {
      const { forMs } = (request.body ?? {}) as { forMs?: unknown };
      if (
        typeof forMs !== "number" ||
        !Number.isFinite(forMs) ||
        forMs < 0 ||
        forMs > MAX_OUTAGE_MS
      )
        throw new InvalidInputError(`forMs must be a number between 0 and ${MAX_OUTAGE_MS}`);
      controls.outage(forMs);
      return { success: true, forMs };
    }),
  );
  router.get(
    "/deployment",
    control(() => ({ deployment: controls.deployment() })),
  );
  router.put(
    "/deployment",
    control((request) => {
      const body = (request.body ?? {}) as { deployment?: unknown };
      controls.setDeployment(parseDeployment(body.deployment));
      return { deployment: controls.deployment() };
    }),
  );
  return router;
}
