import AxeBuilder from "@axe-core/playwright";
import { type Page, expect as baseExpect, test as base } from "@playwright/test";
import { siteConfig } from "../../app/site.config";
import { type AnalysisLane, emulatorUrl, enterLane, validApiKey } from "./environment";

export { validApiKey };
export const sites = siteConfig.analysedSites;
export const storageKey = siteConfig.provider.storageKey;

type SiteOverride = {
  pages?: number;
  pageBytes?: number;
  hostile?: boolean;
  pageIntervalMs?: number;
  fail?: string;
  unreachable?: boolean;
  neverFinish?: boolean;
  audit?: boolean;
  /** The defect site of the audit's checks (`crawl-emulator/src/sites/defect-plan.ts`). */
  defects?: boolean;
  revision?: number;
};
type FaultRule = {
  route?: string;
  kind: string;
  status?: number;
  delayMs?: number;
  times?: number;
  /** A window: the fault fires for this many ms from its injection. */
  forMs?: number;
};
type Stats = { requests: Record<string, number>; faults: Record<string, number> };

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${emulatorUrl}/__emulator/${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${method} ${path}: ${response.status}`);
  return response.json();
}

/** The emulator's HTTP control plane, scripted from the test process. */
export const emulator = {
  reset: () => control("POST", "reset"),
  setSite: (url: string, override: SiteOverride) =>
    control("PUT", `sites/${new URL(url).host}`, override),
  injectFault: (rule: FaultRule) => control("POST", "faults", rule),
  clearFaults: () => control("DELETE", "faults"),
  /** Goes down (refusing connections, jobs kept) once answered, and comes back after `forMs`. */
  outage: (forMs: number) => control("POST", "outage", { forMs }),
  stats: () => control("GET", "stats") as Promise<Stats>,
};

/**
 * Every analysis test runs against its lane's servers (`environment.ts`), and starts from a clean
 * emulator: no jobs, faults, overrides or counts.
 */
export const test = base.extend<{ cleanEmulator: undefined }, { lane: AnalysisLane }>({
  lane: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
    async ({}, use, workerInfo) => {
      await use(enterLane(workerInfo.project.name));
    },
    { scope: "worker", auto: true },
  ],
  cleanEmulator: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      await emulator.reset();
      await use(undefined);
    },
    { auto: true },
  ],
});
/**
 * A crawl's result is read at least two status intervals of 2 s (the provider's minimum, kept by
 * the tool) after it starts, so the default 5 s leaves a loaded machine no margin for a crawl.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Gives the running test `times` the analysis project's budget (playwright.config.ts), for the few
 * whose one thing is heavy (axe over a page of open lists, three crawls in turn). The budget follows
 * the project's: a slower machine raises one figure, not a literal in each test.
 */
export function scaleBudget(times: number) {
  test.setTimeout(test.info().project.timeout * times);
}

/** The open toast (one at a time) as the Toaster renders it. */
export const toast = (page: Page) => page.locator("[data-slot=toast]");

export async function submitKey(page: Page, apiKey: string) {
  await page.getByPlaceholder("Enter your API key").fill(apiKey);
  await page.getByRole("button", { name: "Set API Key" }).click();
}

/** Opens the tool and gets past the setup step with the emulator's key. */
export async function openWithValidKey(page: Page) {
  await page.goto("/analysis");
  await submitKey(page, validApiKey);
  await expect(
    page.getByRole("heading", { level: 2, name: `${siteConfig.name} Website Analysis` }),
  ).toBeVisible();
  await expect(toast(page)).toHaveText(/API key validated and saved/);
}

export function siteNamed(name: string) {
  const site = sites.find((candidate) => candidate.name === name);
  if (!site) throw new Error(`no analysed site named ${name}`);
  return site;
}

/** The job id of the next crawl the page starts, read from the provider's answer. */
export async function nextJobId(page: Page): Promise<string> {
  const response = await page.waitForResponse(
    (candidate) => candidate.request().method() === "POST" && candidate.url().endsWith("/v1/crawl"),
  );
  return ((await response.json()) as { id: string }).id;
}

/**
 * Holds every crawl start the page sends (POST /v1/crawl) on its way to the provider until the
 * returned function is called: the states before its answer last until the test has seen them.
 */
export async function holdCrawlStart(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.href === `${emulatorUrl}/v1/crawl`,
    async (route) => {
      if (route.request().method() === "POST") await released;
      await route.continue();
    },
  );
  return release;
}

/** A job's status as the provider reports it, read with the test's own request. */
export async function jobStatus(jobId: string): Promise<string> {
  const response = await fetch(`${emulatorUrl}/v1/crawl/${jobId}`, {
    headers: { authorization: `Bearer ${validApiKey}` },
  });
  return ((await response.json()) as { status: string }).status;
}

/** A site's result tab, by the site's name. */
export const panel = (page: Page, name: string) => page.getByRole("tabpanel", { name });

/** The tool itself: what changes between the states of a test (the header and footer do not). */
export const tool = "section[aria-labelledby=page-title]";

/**
 * axe finds nothing, and nothing is wider than the window (content reflows, WCAG 1.4.10). A test
 * checks the whole page once; afterwards `scope` names what changed, so each state is checked
 * once and only where it changed.
 */
export async function expectAccessible(page: Page, scope?: string) {
  const axe = new AxeBuilder({ page });
  expect((await (scope ? axe.include(scope) : axe).analyze()).violations).toEqual([]);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}
