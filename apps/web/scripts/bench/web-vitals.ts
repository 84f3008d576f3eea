/**
 * `pnpm bench:web`: Lighthouse (mobile emulation, simulated throttling) on every route of the
 * production build, served exactly as `pnpm start` serves it. Prints one row per route; with
 * `--check` it exits non-zero when a page misses the budgets below.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumFlags, chromiumPath } from "@keystone/chromium";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { pages } from "../../app/content/pages";
import { missedTargets, type RouteReport, violatedBudgets } from "./budgets";
import { formatTable } from "./format-table";

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const cliArguments = process.argv.slice(2);
const check = cliArguments.includes("--check");

// The not-found page answers with a real 404 wherever it is served, its own path /404 included,
// so it is audited where visitors meet it, at an unknown path; Lighthouse audits a 404 answer only
// when told to expect one.
const notFoundProbe = "/no-such-page";
const only = cliArguments.filter((arg) => arg.startsWith("/"));
const routes = Object.values(pages)
  .filter((page) => only.length === 0 || only.includes(page.path))
  .map((page) =>
    page.path === pages.notFound.path
      ? { path: notFoundProbe, indexable: page.indexable, answers404: true }
      : { path: page.path, indexable: page.indexable, answers404: false },
  );

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn("pnpm", ["run", "serve"], {
    cwd: appRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
    detached: true,
  });
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error("the production server did not start");
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/**
 * Lighthouse now and then fails to record a page load's trace on a busy machine (NO_NAVSTART,
 * NO_FCP); such a run measured nothing, so it is run again rather than failing the budgets.
 */
const ATTEMPTS = 3;

async function runLighthouse(url: string, port: number, answers404: boolean) {
  for (let attempt = 1; ; attempt++) {
    const runner = await lighthouse(url, {
      port,
      ignoreStatusCode: answers404,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = runner.lhr;
    if (!runtimeError) return runner.lhr;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${runtimeError.message}`);
    console.warn(`${url}: ${runtimeError.code}, measuring again (${attempt} of ${ATTEMPTS})`);
  }
}

async function audit(
  url: string,
  port: number,
  { indexable, answers404 }: { indexable: boolean; answers404: boolean },
): Promise<RouteReport> {
  const lhr = await runLighthouse(url, port, answers404);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] })
    ?.items ?? []) as NetworkRequest[];
  const bytesOf = (type: string) =>
    requests
      .filter((request) => request.resourceType === type)
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    path: new URL(url).pathname,
    indexable,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
    scriptBytes: bytesOf("Script"),
    styleBytes: bytesOf("Stylesheet"),
    failedAudits: Object.values(lhr.audits)
      .filter(
        (entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === "binary",
      )
      .map((entry) => entry.id),
  };
}

if (routes.length === 0) throw new Error(`no route matches ${only.join(" ")}`);

const serverPort = await freePort();
const server = await startServer(serverPort);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});

const reports: RouteReport[] = [];
try {
  for (const route of routes) {
    reports.push(await audit(`http://127.0.0.1:${serverPort}${route.path}`, chrome.port, route));
  }
} finally {
  await chrome.kill();
  if (server.pid) process.kill(-server.pid, "SIGTERM");
}

console.info(formatTable(reports));
const misses = reports.flatMap(missedTargets);
if (misses.length > 0) {
  console.info(
    `\nTargets missed (reported, not failed):\n${misses.map((miss) => `- ${miss}`).join("\n")}`,
  );
}
const problems = reports.flatMap(violatedBudgets);
if (problems.length > 0) {
  console.info(`\nBudget misses:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
  if (check) process.exitCode = 1;
} else {
  console.info("\nEvery route is within its budgets.");
}
