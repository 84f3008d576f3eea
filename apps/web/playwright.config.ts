import { chromiumLaunchOptions } from "@keystone/chromium";
import { defineConfig, devices } from "@playwright/test";
import { ANALYSIS_LANES, laneUrls, validApiKey } from "./e2e/analysis/environment";

const port = Number(process.env.E2E_PORT ?? 4173);
const [firstLane, secondLane] = ANALYSIS_LANES;
const first = laneUrls(firstLane);
const second = laneUrls(secondLane);

/**
 * The analysis specs of the second lane, about half of the first's waiting time (measured per file
 * in CI); every other analysis spec, a new one included, runs in the first.
 */
const SECOND_LANE_SPECS = [
  "crawl",
  "outage",
  "comparison",
  "insights",
  "leaving",
  "hostile-answers",
  "full-document",
  "crawling",
  "tools",
  "redirects-and-saved",
  "site-history",
].map((name) => `analysis/${name}.spec.ts`);

// One id per run, so that the second lane's server waits for this run's copy of the build and
// never serves an earlier run's.
const laneRun = process.env.E2E_LANE_RUN ?? String(Date.now());
process.env.E2E_LANE_RUN = laneRun;

/** One analysis lane's project: one worker, against the lane's build and emulator. */
const analysisProject = (
  name: string,
  siteUrl: string,
  match: Partial<Record<"testMatch" | "testIgnore", string[]>>,
) => ({
  name,
  testMatch: "analysis/**/*.spec.ts",
  ...match,
  fullyParallel: false,
  workers: 1,
  // Real crawls poll every 2 s, so a test with several of them needs more than the default.
  timeout: 60_000,
  use: { ...devices["Desktop Chrome"], baseURL: siteUrl },
});

const emulatorServer = (emulatorPort: number, emulatorUrl: string) => ({
  command: "node ../../packages/crawl-emulator/dist/cli.js --page-interval-ms 20",
  env: { PORT: String(emulatorPort), EMULATOR_API_KEYS: validApiKey },
  url: `${emulatorUrl}/__emulator/stats`,
  reuseExistingServer: false,
  timeout: 30_000,
});

export default defineConfig({
  testDir: "./e2e",
  // Unit tests of the e2e tooling (e2e/reporters/*.test.ts) are vitest's.
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: true,
  // One retry, so that a single slip on a busy machine does not lose a CI run; the retry-budget
  // reporter names every test that needed it and fails the run when more than one did.
  retries: 1,
  // Three workers on two cores: the browsers mostly wait (on the analysis tool's 2 s status checks,
  // on page loads), so with two the CPU stayed below half. Three took e2e from 9.2 to 5.4 min
  // here; four were no faster, and in one CI run with four a scroll test of the analysis worker
  // failed.
  workers: 3,
  reporter: [["list"], ["./e2e/reporters/retry-budget.ts"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // An emulator's faults and site overrides are global, so each lane runs its tests one at a
    // time, beside the site tests, which never touch one. These projects come first so that their
    // workers start at once: most of their time is spent waiting out the tool's 2 s status checks.
    analysisProject(firstLane.project, first.analysisSiteUrl, { testIgnore: SECOND_LANE_SPECS }),
    analysisProject(secondLane.project, second.analysisSiteUrl, { testMatch: SECOND_LANE_SPECS }),
    {
      name: "chromium",
      testIgnore: "analysis/**",
      use: { ...devices["Desktop Chrome"] },
    },
  ],
  webServer: [
    {
      command: `pnpm run serve`,
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    emulatorServer(firstLane.emulatorPort, first.emulatorUrl),
    emulatorServer(secondLane.emulatorPort, second.emulatorUrl),
    {
      // The production build, pointed at the first lane's emulator, in a directory of its own;
      // then its copy for the second lane (scripts/e2e-lane-copy.mjs).
      command:
        `pnpm run build && node scripts/e2e-lane-copy.mjs ${firstLane.buildDir} ${secondLane.buildDir} ` +
        `${first.emulatorUrl} ${second.emulatorUrl} ${laneRun} && pnpm run serve`,
      env: {
        VITE_CRAWL_API_URL: first.emulatorUrl,
        WEB_BUILD_DIR: firstLane.buildDir,
        PORT: String(firstLane.analysisSitePort),
      },
      url: `${first.analysisSiteUrl}/analysis`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
    {
      command: `node scripts/e2e-lane-wait.mjs ${secondLane.buildDir} ${laneRun} && pnpm run serve`,
      env: { WEB_BUILD_DIR: secondLane.buildDir, PORT: String(secondLane.analysisSitePort) },
      url: `${second.analysisSiteUrl}/analysis`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});
