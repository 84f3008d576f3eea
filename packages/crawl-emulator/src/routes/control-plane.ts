import { InvalidInputError } from "../errors.js";
import { parseFaultRule, type FaultRule } from "../faults.js";
import { json, type ApiResponse } from "../http/responses.js";
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
}

export const CONTROL_PREFIX = "/__emulator/";

/** Handles `/__emulator/*`; needs no key, so that a test in another process can script faults. */
export function handleControlPlane(
  method: string,
  pathname: string,
  body: unknown,
  controls: EmulatorControls,
): ApiResponse | undefined {
  const path = pathname.slice(CONTROL_PREFIX.length);
  try {
    if (path === "faults" && method === "POST")
      return json(200, { id: controls.injectFault(parseFaultRule(body)) });
    if (path === "faults" && method === "GET") return json(200, { faults: controls.listFaults() });
    if (path === "faults" && method === "DELETE") {
      controls.clearFaults();
      return json(200, { success: true });
    }
    if (path.startsWith("faults/") && method === "DELETE") {
      const removed = controls.removeFault(decodeURIComponent(path.slice("faults/".length)));
      return removed
        ? json(200, { success: true })
        : json(404, { success: false, error: "Fault not found" });
    }
    if (path.startsWith("sites/") && method === "PUT") {
      controls.setSite(decodeURIComponent(path.slice("sites/".length)), parseSiteOverride(body));
      return json(200, { success: true });
    }
    if (path === "sites" && method === "DELETE") {
      controls.clearSites();
      return json(200, { success: true });
    }
    if (path === "stats" && method === "GET") return json(200, controls.stats());
    if (path === "reset" && method === "POST") {
      controls.reset();
      return json(200, { success: true });
    }
  } catch (error) {
    if (error instanceof InvalidInputError)
      return json(400, { success: false, error: error.message });
    throw error;
  }
  return undefined;
}
