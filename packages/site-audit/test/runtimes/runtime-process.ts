import { execFile } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type * as Engine from "../../src/index";
import type { ScenarioSummary } from "./scenario";

const run = promisify(execFile);
const require = createRequire(import.meta.url);

export const packageDir = fileURLToPath(new URL("../../", import.meta.url));
const BUILT_ENTRY = `${packageDir}dist/index.js`;

/** Longest a runtime may take for the scenario; the vitest test's own timeout is above it. */
export const RUNTIME_DEADLINE_MS = 50_000;

export interface RuntimeSummary extends ScenarioSummary {
  /** The URL the runtime resolved `@keystone/site-audit` to. */
  entry: string;
  userAgent: string;
}

/**
 * The binaries of the `bun` and `deno` devDependencies, found as the crawl SDK's smoke suite finds
 * them. A missing one throws, so that the runtime's test fails rather than being skipped.
 */
export const runtimeBinaries = {
  bun: () => installed("bun", () => require.resolve("bun/bin/bun.exe")),
  deno: () =>
    installed("deno", () =>
      (require("deno/install_api.cjs") as { runInstall(): string }).runInstall(),
    ),
};

function installed(runtime: string, find: () => string): string {
  try {
    return find();
  } catch (cause) {
    throw new Error(`${runtime} is not installed: run pnpm install in the workspace`, { cause });
  }
}

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    const time = entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

/**
 * The runtimes import dist/, which turbo's `test` does not build (it builds the dependencies
 * only): a dist/ missing or older than a source file is built here, so that the runtimes never
 * run an engine older than the one Node's tests ran.
 */
export async function ensureBuilt(): Promise<void> {
  if (existsSync(BUILT_ENTRY) && statSync(BUILT_ENTRY).mtimeMs >= newestSource(`${packageDir}src`))
    return;
  await run(`${packageDir}node_modules/.bin/tsup`, [], { cwd: packageDir });
}

/** The engine as Node imports it from dist/, the module the runtimes resolve. */
export async function builtEngine(): Promise<typeof Engine> {
  return (await import(BUILT_ENTRY)) as typeof Engine;
}

const ENTRY = "test/runtimes/runtime-entry.mjs";

/** Runs the scenario on Bun or Deno (no permission asked: it needs none), and reads its summary. */
export async function runOnRuntime(runtime: keyof typeof runtimeBinaries): Promise<RuntimeSummary> {
  const args = runtime === "bun" ? [ENTRY] : ["run", ENTRY];
  const { stdout } = await run(runtimeBinaries[runtime](), args, {
    cwd: packageDir,
    timeout: RUNTIME_DEADLINE_MS,
    killSignal: "SIGKILL",
    // No check for a newer Deno: only the npm registry is reachable, and a test stays offline.
    env: { ...process.env, DENO_NO_UPDATE_CHECK: "1", NO_COLOR: "1" },
  });
  return JSON.parse(stdout.trim()) as RuntimeSummary;
}
