import { chromiumLaunchOptions } from "@keystone/chromium";
import { defineConfig, devices } from "@playwright/test";
import {
  analysisBuildDir,
  analysisSitePort,
  analysisSiteUrl,
  emulatorPort,
  emulatorUrl,
  validApiKey,
} from "./e2e/analysis/environment";

const port = Number(process.env.E2E_PORT ?? 4173);

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
    {
      // One emulator serves every analysis test and its faults and site overrides are global,
      // so these tests run one at a time, beside the site tests, which never touch it. This
      // project comes first so that its one worker starts at once: most of its time is spent
      // waiting out the product's 2 s status checks, while the other worker runs the site tests.
      name: "analysis",
      testMatch: "analysis/**/*.spec.ts",
      fullyParallel: false,
      workers: 1,
      // Real crawls poll every 2 s, so a test with several of them needs more than the default.
      timeout: 60_000,
      use: { ...devices["Desktop Chrome"], baseURL: analysisSiteUrl },
    },
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
    {
      command: "node ../../packages/crawl-emulator/dist/cli.js --page-interval-ms 20",
      env: { PORT: String(emulatorPort), EMULATOR_API_KEYS: validApiKey },
      url: `${emulatorUrl}/__emulator/stats`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The production build, pointed at the emulator, in a directory of its own.
      command: "pnpm run build && pnpm run serve",
      env: {
        VITE_CRAWL_API_URL: emulatorUrl,
        WEB_BUILD_DIR: analysisBuildDir,
        PORT: String(analysisSitePort),
      },
      url: `${analysisSiteUrl}/analysis`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
