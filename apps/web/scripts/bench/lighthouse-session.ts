/**
 * What every Lighthouse measurement of the site shares: the production build served exactly as
 * `pnpm start` serves it, one headless Chromium, and Lighthouse's default settings (mobile, simulated
 * throttling, CPU slowdown 4×), each run reported with the host's `benchmarkIndex`. With
 * `calibrate`, the CPU slowdown is calibrated to the host instead (cpu-calibration.ts), to compare
 * hosts of different speeds; the budgets are judged as Lighthouse's defaults measure, which is what
 * anyone who runs Lighthouse on the page sees.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumFlags, chromiumPath } from "@keystone/chromium";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type RunnerResult } from "lighthouse";
import { calibratedCpuSlowdown, referenceHost, slowdownFits } from "./cpu-calibration";
import { freePort } from "../free-port";

export const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function startServer(port: number, buildDir: string): Promise<ChildProcess> {
  const server = spawn("pnpm", ["run", "serve"], {
    cwd: appRoot,
    env: { ...process.env, PORT: String(port), WEB_BUILD_DIR: buildDir },
    stdio: "ignore",
    detached: true,
  });
  // Polls until the server answers, so a slow start on a busy host only takes longer; a server
  // that has neither answered nor exited after two minutes is broken, not slow.
  const giveUpAt = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error("the production server exited before it answered");
    if (Date.now() > giveUpAt) throw new Error("the production server did not answer in 2 minutes");
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** One Lighthouse run: its report, its artifacts (the trace) and the conditions it ran under. */
export interface Measurement {
  lhr: RunnerResult["lhr"];
  artifacts: RunnerResult["artifacts"];
  /** The CPU slowdown Lighthouse simulated. */
  cpuSlowdown: number;
  /** The host's speed as Lighthouse measured it at the start of this run. */
  benchmarkIndex: number;
  /** False when the host's speed kept changing and no run's slowdown matched its own benchmark.  Undefined when the default 4× was used (no calibration asked). */
  calibrated: boolean | undefined;
}

/**
 * Lighthouse now and then fails to record a page load's trace on a busy machine (NO_NAVSTART,
 * NO_FCP), and once it has, the same browser tends to fail again: such a run measured nothing, so
 * it is run again in a fresh browser rather than failing the budgets.
 */
const FAILED_RUN_ATTEMPTS = 5;
/**
 * A run whose slowdown does not match its own benchmark is made again with the slowdown that
 * benchmark asks for; the first run of a session starts from the reference 4×.
 */
const CALIBRATION_ATTEMPTS = 3;

export interface Session {
  baseUrl: string;
  measure(
    pathname: string,
    options?: { answers404?: boolean; flags?: Flags },
  ): Promise<Measurement>;
  close(): Promise<void>;
}

export async function openSession({
  buildDir = "build",
  calibrate = false,
} = {}): Promise<Session> {
  const serverPort = await freePort();
  const server = await startServer(serverPort, buildDir);
  const launchChrome = () =>
    chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ["--headless=new", ...chromiumFlags],
    });
  let chrome = await launchChrome();
  const baseUrl = `http://127.0.0.1:${serverPort}`;
  let cpuSlowdown: number = referenceHost.cpuSlowdown;

  async function runOnce(url: string, answers404: boolean, flags: Flags, slowdown: number) {
    for (let attempt = 1; ; attempt++) {
      const runner = await lighthouse(url, {
        port: chrome.port,
        ignoreStatusCode: answers404,
        output: "json",
        logLevel: "error",
        ...flags,
        throttling: { ...flags.throttling, cpuSlowdownMultiplier: slowdown },
      });
      if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { runtimeError } = runner.lhr;
      if (!runtimeError) return runner;
      if (attempt === FAILED_RUN_ATTEMPTS) throw new Error(`${url}: ${runtimeError.message}`);
      console.warn(
        `${url}: ${runtimeError.code}, measuring again in a fresh browser (${attempt} of ${FAILED_RUN_ATTEMPTS})`,
      );
      chrome.kill();
      chrome = await launchChrome();
    }
  }

  return {
    baseUrl,
    async measure(pathname, { answers404 = false, flags = {} } = {}) {
      const url = `${baseUrl}${pathname}`;
      for (let attempt = 1; ; attempt++) {
        const used = cpuSlowdown;
        const { lhr, artifacts } = await runOnce(url, answers404, flags, used);
        const { benchmarkIndex } = lhr.environment;
        if (!calibrate)
          return { lhr, artifacts, cpuSlowdown: used, benchmarkIndex, calibrated: undefined };
        cpuSlowdown = calibratedCpuSlowdown(benchmarkIndex);
        const calibrated = slowdownFits(used, benchmarkIndex);
        if (calibrated || attempt === CALIBRATION_ATTEMPTS)
          return { lhr, artifacts, cpuSlowdown: used, benchmarkIndex, calibrated };
        console.warn(
          `${pathname}: benchmarkIndex ${Math.round(benchmarkIndex)} asks for CPU ×${cpuSlowdown}, not ×${used}: measuring again`,
        );
      }
    },
    async close() {
      chrome.kill();
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    },
  };
}
