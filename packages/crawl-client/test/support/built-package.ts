import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

export const packageDir = fileURLToPath(new URL("../../", import.meta.url));
export const run = promisify(execFile);

/**
 * The packaging tests read `dist/`. Turbo builds it before `test`; a direct `vitest run` on a fresh
 * checkout builds it here once.
 */
export async function ensureBuilt(): Promise<void> {
  if (existsSync(`${packageDir}dist/index.js`) && existsSync(`${packageDir}dist/browser.js`))
    return;
  await run("pnpm", ["run", "build"], { cwd: packageDir });
}
