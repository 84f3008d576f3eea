import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { packageDir } from "../support/built-package.js";
import type { SmokeSummary, SmokeTarget } from "./smoke.js";

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** Longest a runtime may take for every step; the vitest test's own timeout is above it. */
export const RUNTIME_DEADLINE_MS = 50_000;

export interface RuntimeSummary extends SmokeSummary {
  /** The URL the runtime resolved `@keystone/crawl-client` to. */
  entry: string;
}

/**
 * The binaries of the `bun` and `deno` devDependencies. A missing one throws here, so that the
 * runtime's test fails rather than being skipped. bun's npm package holds a stub that exits 1
 * until its postinstall has run (pnpm-workspace.yaml allows it); deno's own launcher finds the
 * binary of its platform's package, which is what its `bin` does.
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

const ENTRY = "test/runtimes/runtime-entry.mjs";

function commandFor(runtime: keyof typeof runtimeBinaries, target: SmokeTarget): string[] {
  if (runtime === "bun") return [ENTRY];
  // The least Deno needs: the emulator's address, and the environment (for the target, and for
  // `debug`, which axios's follow-redirects takes where it is installed and which lists the
  // environment as it loads).
  return ["run", `--allow-net=${new URL(target.apiUrl).host}`, "--allow-env", ENTRY];
}

/** Runs the smoke steps on Bun or Deno, from the package's folder, and reads their summary. */
export async function runOnRuntime(
  runtime: keyof typeof runtimeBinaries,
  target: SmokeTarget,
): Promise<RuntimeSummary> {
  const { stdout } = await run(runtimeBinaries[runtime](), commandFor(runtime, target), {
    cwd: packageDir,
    timeout: RUNTIME_DEADLINE_MS,
    killSignal: "SIGKILL",
    env: {
      ...process.env,
      SMOKE_API_URL: target.apiUrl,
      SMOKE_API_KEY: target.apiKey,
      // No check for a newer Deno: only the npm registry is reachable, and a test stays offline.
      DENO_NO_UPDATE_CHECK: "1",
      NO_COLOR: "1",
    },
  });
  return JSON.parse(stdout.trim()) as RuntimeSummary;
}
