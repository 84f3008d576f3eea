/**
 * `pnpm dev:offline`: the site's dev server against a local crawl emulator instead of the cloud
 * provider, so the whole analysis tool works without a key or a network. The emulator is keyless,
 * so any key passes validation; both processes stop together.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { siteConfig } from "../app/site.config";

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const emulatorCli = path.resolve(appRoot, "../../packages/crawl-emulator/dist/cli.js");
const emulatorPort = process.env.EMULATOR_PORT ?? "3002";
const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;

// The three analysed sites are defect sites, so that every category of the audit has something in
// it beside clean pages; any other site has a dozen pages. A quarter second a page gives the
// progress bar something to show.
const defectSites = siteConfig.analysedSites.flatMap((analysed) => ["--defect-site", analysed.url]);
const emulator = spawn(
  process.execPath,
  [emulatorCli, "--pages", "12", "--page-interval-ms", "250", ...defectSites],
  {
    env: { ...process.env, PORT: emulatorPort, EMULATOR_API_KEYS: "" },
    stdio: "inherit",
  },
);
const site = spawn("pnpm", ["exec", "react-router", "dev", "--host", "127.0.0.1"], {
  cwd: appRoot,
  env: { ...process.env, VITE_CRAWL_API_URL: emulatorUrl },
  stdio: "inherit",
});
console.info(`Offline mode: the analysis tool talks to ${emulatorUrl}; any API key is accepted.`);

const children: ChildProcess[] = [emulator, site];
function stopAll(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
