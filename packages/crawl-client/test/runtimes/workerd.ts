import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { packageDir } from "../support/built-package.js";
import { RUNTIME_DEADLINE_MS } from "./runtime-process.js";
import type { SmokeSummary, SmokeTarget } from "./smoke.js";

/** Within what miniflare's workerd supports; no `nodejs_compat`: the edge build needs none. */
const COMPATIBILITY_DATE = "2026-04-01";

export interface WorkerBundle {
  script: string;
  /** The package's built files in the bundle, relative to the package (`dist/browser.js`, …). */
  distFiles: string[];
}

/** The worker entry bundled as Wrangler would: browser platform, the workerd conditions first. */
export async function bundleWorker(): Promise<WorkerBundle> {
  const result = await build({
    entryPoints: [`${packageDir}test/runtimes/worker-entry.mjs`],
    absWorkingDir: packageDir,
    bundle: true,
    platform: "browser",
    format: "esm",
    conditions: ["workerd", "worker", "browser"],
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  return {
    script: result.outputFiles[0]?.text ?? "",
    distFiles: Object.keys(result.metafile.inputs).filter((file) => file.startsWith("dist/")),
  };
}

/** Runs the bundled worker in workerd through miniflare and reads the summary it answers. */
export async function runOnWorkerd(script: string, target: SmokeTarget): Promise<SmokeSummary> {
  const miniflare = new Miniflare({
    modules: true,
    script,
    compatibilityDate: COMPATIBILITY_DATE,
    bindings: { SMOKE_API_URL: target.apiUrl, SMOKE_API_KEY: target.apiKey },
  });
  try {
    const response = await miniflare.dispatchFetch("http://smoke.worker/", {
      signal: AbortSignal.timeout(RUNTIME_DEADLINE_MS),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`the worker answered ${response.status}: ${text}`);
    return JSON.parse(text) as SmokeSummary;
  } finally {
    await miniflare.dispose();
  }
}
