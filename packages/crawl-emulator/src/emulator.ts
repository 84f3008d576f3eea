import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { FaultInjector, type FaultRule, type FiredFault } from "./faults.js";
import { JobStore } from "./jobs/job-store.js";
import { WebhookDispatcher } from "./jobs/webhooks.js";
import { resolveOptions, type EmulatorOptions, type SiteOverride } from "./options.js";
import type { EmulatorState } from "./routes/context.js";
import type { EmulatorControls } from "./routes/control-plane.js";
import { createRequestListener } from "./server.js";
import { SiteRegistry } from "./sites/site-registry.js";
import { StatsRecorder, type EmulatorStats } from "./stats.js";
import { attachWebSocket } from "./websocket.js";

/** Per-host site overrides of a running emulator. */
export interface EmulatorSites {
  set(host: string, override: SiteOverride): void;
  delete(host: string): boolean;
  clear(): void;
}

/** Scripted faults of a running emulator. */
export interface EmulatorFaults {
  inject(rule: FaultRule): string;
  remove(id: string): boolean;
  clear(): void;
  list(): FiredFault[];
}

export interface Emulator {
  /** `http://HOST:PORT`, no trailing slash. */
  readonly url: string;
  readonly port: number;
  readonly sites: EmulatorSites;
  readonly faults: EmulatorFaults;
  stats(): EmulatorStats;
  /** Forgets jobs, idempotency keys, faults, stats and site overrides. */
  reset(): void;
  /** Closes the HTTP server, the WebSocket server and every open socket. */
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** Starts an emulator of the provider's v1 API on a real socket. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const resolved = resolveOptions(options);
  const stats = new StatsRecorder();
  const sites = new SiteRegistry(resolved.site, resolved.timing.pageIntervalMs);
  const faults = new FaultInjector(stats, resolved.faultSeed);
  const jobs = new JobStore();
  const lifetime = new AbortController();
  const webhooks = new WebhookDispatcher(sites, resolved.now, lifetime.signal);
  const state: EmulatorState = { options: resolved, sites, faults, stats, jobs, webhooks };

  const reset = (): void => {
    webhooks.close();
    jobs.clear();
    faults.clear();
    stats.reset();
    sites.clear();
  };
  const controls: EmulatorControls = {
    injectFault: (rule) => faults.inject(rule),
    removeFault: (id) => faults.remove(id),
    clearFaults: () => faults.clear(),
    listFaults: () => faults.list(),
    setSite: (host, override) => sites.set(host, override),
    clearSites: () => sites.clear(),
    stats: () => stats.snapshot(),
    reset,
  };

  const server = createServer(createRequestListener(state, controls, lifetime.signal));
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  const wss = attachWebSocket(server, state, lifetime.signal);
  const address = await listen(server, resolved.port, resolved.host);
  state.options = { ...resolved, port: address.port };
  const hostForUrl = resolved.host.includes(":") ? `[${resolved.host}]` : resolved.host;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${hostForUrl}:${address.port}`,
    port: address.port,
    sites,
    faults,
    stats: () => stats.snapshot(),
    reset,
    close() {
      closing ??= new Promise<void>((resolve) => {
        lifetime.abort();
        webhooks.close();
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return closing;
    },
  };
}
