import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

export const packageDir = fileURLToPath(new URL("../../", import.meta.url));
export const run = promisify(execFile);

/** The built entries the tests bundle or import. */
const BUILT_ENTRIES = ["index.js", "browser.js", "v2-browser.js"];

/**
 * The packaging tests read `dist/`. Turbo builds it before `test`; a direct `vitest run` on a fresh
 * checkout builds it here once.
 */
export async function ensureBuilt(): Promise<void> {
  if (BUILT_ENTRIES.every((file) => existsSync(`${packageDir}dist/${file}`))) return;
  await run("pnpm", ["run", "build"], { cwd: packageDir });
}
