import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { parseDeployment, type Deployment } from "./deployment.js";
import { FaultInjector, type FaultRule, type FiredFault } from "./faults.js";
import { JobStore } from "./jobs/job-store.js";
import { WebhookPolicy } from "./jobs/webhook-targets.js";
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
  /** The deployment answered like now: `cloud` or `self-hosted`. */
  readonly deployment: Deployment;
  /** Answers like another deployment from the next request on; jobs already started stay. */
  setDeployment(deployment: Deployment): void;
  stats(): EmulatorStats;
  /** Forgets jobs, idempotency keys, faults, stats and site overrides; restores the start deployment. */
  reset(): void;
  /**
   * Stops answering as a server that went down does: stops listening and cuts every open
   * connection and socket, so that clients meet refused connections. Jobs, faults, stats and
   * overrides stay, and jobs go on by the clock as they would on a real server whose API went
   * away (`start` brings it back on the same port).
   */
  stop(): Promise<void>;
  /** Listens again on the same port after `stop`, with everything `stop` kept. */
  start(): Promise<void>;
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

/** A started emulator with its HTTP server, for tests that hand it connections of their own. */
export interface LaunchedEmulator {
  emulator: Emulator;
  /**
   * The listening server: a test emits `connection` on it with a socket accepted elsewhere (a Unix
   * domain socket, whose client has no address) to be answered as a client that is not loopback,
   * without binding or reaching any address outside loopback. Not exported by the package.
   */
  server: Server;
}

/** Starts an emulator of the provider's API on a real socket. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  return (await launchEmulator(options)).emulator;
}

/** `startEmulator`, keeping hold of the HTTP server. */
export async function launchEmulator(options: EmulatorOptions = {}): Promise<LaunchedEmulator> {
  const resolved = resolveOptions(options);
  const stats = new StatsRecorder();
  const sites = new SiteRegistry(resolved.site, resolved.timing.pageIntervalMs);
  const faults = new FaultInjector(stats, resolved.faultSeed, resolved.now);
  const jobs = new JobStore({
    maxJobs: resolved.maxStoredJobs,
    maxBytes: resolved.maxStoredBytes,
    maxDocuments: resolved.maxStoredDocuments,
  });
  const lifetime = new AbortController();
  const webhooks = new WebhookDispatcher(sites, resolved.now, lifetime.signal);
  const state: EmulatorState = {
    options: resolved,
    sites,
    faults,
    stats,
    jobs,
    webhooks,
    // The port is known once the server listens; no webhook can be asked for before that.
    webhookPolicy: new WebhookPolicy(resolved.allowedWebhooks, () => state.options.port),
    deployment: resolved.deployment,
    threatPolicies: new Map(),
  };

  const setDeployment = (deployment: Deployment): void => {
    state.deployment = parseDeployment(deployment);
  };
  const reset = (): void => {
    webhooks.close();
    jobs.clear();
    faults.clear();
    stats.reset();
    sites.clear();
    state.threatPolicies.clear();
    state.deployment = resolved.deployment;
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
    deployment: () => state.deployment,
    setDeployment,
    outage: (forMs) => {
      // After the answer has gone out: the caller hears when the outage ends before it starts.
      setTimeout(() => {
        void stop().then(() => {
          const timer = setTimeout(() => void start().catch(() => undefined), forMs);
          lifetime.signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
        });
      }, 50);
    },
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

  let stopped: Promise<void> | undefined;
  /** Stops listening and cuts every connection; what the emulator holds stays. */
  function stop(): Promise<void> {
    stopped ??= new Promise<void>((resolve) => {
      for (const client of wss.clients) client.terminate();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
    return stopped;
  }
  async function start(): Promise<void> {
    if (stopped === undefined || closing !== undefined) return;
    await stopped;
    await listen(server, address.port, resolved.host);
    stopped = undefined;
  }

  let closing: Promise<void> | undefined;
  const emulator: Emulator = {
    url: `http://${hostForUrl}:${address.port}`,
    port: address.port,
    sites,
    faults,
    get deployment() {
      return state.deployment;
    },
    setDeployment,
    stats: () => stats.snapshot(),
    reset,
    stop,
    start,
    close() {
      closing ??= new Promise<void>((resolve) => {
        lifetime.abort();
        webhooks.close();
        for (const client of wss.clients) client.terminate();
        wss.close();
        if (stopped !== undefined) void stopped.then(() => resolve());
        else server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return closing;
    },
  };
  return { emulator, server };
}
