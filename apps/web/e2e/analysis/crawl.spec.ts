import { readFile } from "node:fs/promises";
import { recordActivity, recordedActivity } from "./activity-record";
import {
  emulator,
  expect,
  openWithValidKey,
  panel,
  siteNamed,
  sites,
  storageKey,
  test,
  toast,
} from "./support";

test("the analysis step shows the three sites' tabs, Moving Services first, each with its hint", async ({
  page,
}) => {
  await openWithValidKey(page);
  await expect(page.getByRole("tab")).toHaveText(sites.map((site) => site.name));
  await expect(page.getByRole("tab", { name: "Moving Services" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  for (const site of sites) {
    await page.getByRole("tab", { name: site.name }).click();
    const tab = panel(page, site.name);
    await expect(tab).toContainText(site.description);
    await expect(tab.getByRole("link", { name: site.url })).toHaveAttribute("href", site.url);
    await expect(tab).toContainText(`Click “Crawl ${site.name}” to analyse this website.`);
  }
  await expect(page.getByRole("button", { name: "Crawl All Websites" })).toBeEnabled();
});

for (const site of sites) {
  test(`crawling ${site.name} shows status, pages, credits, the page list and the JSON`, async ({
    page,
  }) => {
    await openWithValidKey(page);
    const start = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/v1/crawl"),
    );
    await page.getByRole("button", { name: `Crawl ${site.name}` }).click();
    expect((await start).postDataJSON()).toMatchObject({
      url: site.url,
      limit: 100,
      scrapeOptions: { formats: ["markdown", "html"] },
    });
    await expect(toast(page)).toHaveText(new RegExp(`${site.name} crawled successfully`));

    await page.getByRole("tab", { name: site.name }).click();
    const tab = panel(page, site.name);
    const figures = tab.locator("[data-slot=crawl-figures]");
    await expect(figures).toContainText("Statuscompleted");
    await expect(figures).toContainText("Pages Crawled5");
    await expect(figures).toContainText("Credits Used5");
    const rows = tab.getByRole("region", { name: "Pages (5)" }).locator("tbody tr");
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText(`${site.url}/`);
    await expect(rows.first()).toContainText("200");
    const json = tab.getByRole("region", { name: "Extracted content (JSON)" });
    // The JSON is formatted a few pages at a time; read it once it is whole.
    await expect(json).toHaveAttribute("aria-busy", "false");
    const data = JSON.parse((await json.textContent()) ?? "");
    expect(data).toHaveLength(5);
    expect(data[0].metadata.sourceURL).toBe(`${site.url}/`);

    const download = page.waitForEvent("download");
    await tab.getByRole("button", { name: "Download JSON" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${site.id}-crawl-result.json`);
    const saved = JSON.parse(await readFile((await file.path()) ?? "", "utf8"));
    expect(saved).toMatchObject({ site: site.name, url: site.url, status: "completed" });
    expect(saved.data).toEqual(data);
  });
}

test("the progress bar follows the crawl's real completed/total and every button waits", async ({
  page,
}) => {
  const moving = siteNamed("Moving Services");
  // 20 pages, one every 500 ms: the emulator's total reaches 20 halfway, 5 s before the end, so
  // two status checks 2 s apart fall in that half even when each answers a second late.
  await emulator.setSite(moving.url, { pages: 20, pageIntervalMs: 500 });
  await recordActivity(page);
  await openWithValidKey(page);
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(toast(page)).toHaveText(/Moving Services crawled successfully/, { timeout: 30_000 });
  await expect(page.getByRole("progressbar", { name: "Crawl progress" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Crawl All Websites" })).toBeEnabled();

  // Every state the crawl showed, recorded by the page as it rendered: the start's 0 lasts until
  // the first status check answers, which a busy machine can be slower than.
  const crawling = (await recordedActivity(page)).filter((frame) => frame.progress !== null);
  expect(crawling[0]).toMatchObject({
    progress: 0,
    activity: "Crawling website...Moving Services",
  });
  for (const frame of crawling) {
    expect(frame).toMatchObject({
      activity: expect.stringMatching(/^Crawling website\.\.\.Moving Services/),
      cancel: true,
      crawlsDisabled: true,
    });
    // The bar is the share of the pages the provider reports done of those it knows of.
    const counts = /: (\d+) pages? crawled of (\d+) found so far$/.exec(frame.activity);
    if (counts) {
      expect(frame.progress).toBe(Math.round((Number(counts[1]) / Number(counts[2])) * 100));
    }
  }
  expect(crawling.some(({ progress }) => progress !== null && progress > 0 && progress < 100)).toBe(
    true,
  );
  expect(crawling.map((frame) => frame.activity)).toContainEqual(
    expect.stringMatching(
      /^Crawling website\.\.\.Moving Services: \d+ pages? crawled of 20 found so far$/,
    ),
  );
});

/**
 * The crawl starts and status reads the page makes, timed on the page's clock, and how many of its
 * requests are awaiting their answer; the fetch it wraps is the crawl client's transport.
 */
interface CrawlTimes {
  starts: { url: string; at: number; id?: string }[];
  statusAnswers: { id: string; at: number }[];
  inFlight: number;
}

declare global {
  interface Window {
    crawlTimes: CrawlTimes;
  }
}

function recordCrawlTimes() {
  const times: CrawlTimes = { starts: [], statusAnswers: [], inFlight: 0 };
  window.crawlTimes = times;
  const send = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? (input instanceof globalThis.Request ? input.method : "GET");
    const start: CrawlTimes["starts"][number] | undefined =
      method === "POST" && url.endsWith("/v1/crawl")
        ? { url: JSON.parse(String(init?.body)).url as string, at: Date.now() }
        : undefined;
    if (start) times.starts.push(start);
    times.inFlight++;
    try {
      const response = await send(input, init);
      const statusOf = /\/v1\/crawl\/([^/?]+)(\?|$)/.exec(url);
      if (method === "GET" && statusOf?.[1]) {
        times.statusAnswers.push({ id: statusOf[1], at: Date.now() });
      }
      if (start) start.id = ((await response.clone().json()) as { id: string }).id;
      return response;
    } finally {
      times.inFlight--;
    }
  };
}

test("crawl all runs moving, cleaning, financial in order, 2000 ms apart", async ({ page }) => {
  // The gap is read on the page's own clock, which moves only when this test moves it and never
  // while a request awaits its answer: a busy machine delays the run but cannot shorten the gap.
  await page.clock.install();
  await page.addInitScript(recordCrawlTimes);
  await openWithValidKey(page);
  const times = () => page.evaluate(() => window.crawlTimes);
  // The key check's crawl is not one of the three.
  await page.evaluate(() => {
    window.crawlTimes.starts.length = 0;
    window.crawlTimes.statusAnswers.length = 0;
  });
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  const driveClockUntil = async (done: () => Promise<boolean>) => {
    await expect
      .poll(
        async () => {
          if (await done()) return true;
          if ((await times()).inFlight === 0) await page.clock.runFor(100);
          return false;
        },
        { timeout: 45_000, intervals: [20] },
      )
      .toBe(true);
  };

  await page.getByRole("button", { name: "Crawl All Websites" }).click();
  const pausing = page.getByText("Next: Cleaning Services in 2 seconds");
  await driveClockUntil(() => pausing.isVisible());
  await expect(page.getByRole("button", { name: "Crawl Cleaning Services" })).toBeDisabled();
  await page.clock.runFor(1900);
  await expect(pausing).toBeVisible();
  expect((await times()).starts).toHaveLength(1);
  await driveClockUntil(async () => (await times()).starts.length === 3);
  await driveClockUntil(() =>
    toast(page)
      .getByText(/Financial Services crawled successfully/)
      .isVisible(),
  );

  const { starts, statusAnswers } = await times();
  expect(starts.map((start) => start.url)).toEqual(sites.map((site) => site.url));
  for (const index of [1, 2]) {
    const previous = statusAnswers.filter((answer) => answer.id === starts[index - 1]?.id);
    expect(previous.length).toBeGreaterThan(0);
    // The previous crawl's last status answer came before its end, or with it.
    const previousEnd = Math.max(...previous.map((answer) => answer.at));
    expect((starts[index]?.at ?? Number.NaN) - previousEnd).toBeGreaterThanOrEqual(2000);
  }
  for (const site of sites) {
    await page.getByRole("tab", { name: site.name }).click();
    await expect(panel(page, site.name).locator("[data-slot=crawl-figures]")).toContainText(
      "Pages Crawled5",
    );
  }
});

test("a failed crawl shows the provider's error text and keeps the tab empty", async ({ page }) => {
  const cleaning = siteNamed("Cleaning Services");
  await emulator.setSite(cleaning.url, { fail: "Site unreachable" });
  await openWithValidKey(page);
  await page.getByRole("button", { name: "Crawl Cleaning Services" }).click();
  await expect(toast(page)).toHaveText(/Site unreachable/);
  await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
  await page.getByRole("tab", { name: "Cleaning Services" }).click();
  await expect(panel(page, "Cleaning Services")).toContainText("No data yet.");
  await expect(page.getByRole("button", { name: "Crawl Cleaning Services" })).toBeEnabled();
});

test("Cancel stops a running crawl at the provider", async ({ page }) => {
  const financial = siteNamed("Financial Services");
  await emulator.setSite(financial.url, { neverFinish: true });
  await openWithValidKey(page);
  await page.getByRole("button", { name: "Crawl Financial Services" }).click();
  await expect(page.getByText("Crawling website...")).toBeVisible();

  const cancel = page.waitForRequest((request) => request.method() === "DELETE");
  await page.getByRole("button", { name: "Cancel" }).click();
  expect((await cancel).url()).toMatch(/\/v1\/crawl\/[^/]+$/);
  await expect(toast(page)).toHaveText(/Crawl of Financial Services cancelled/);
  await expect(page.getByText("Crawling website...")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Crawl Financial Services" })).toBeEnabled();
  await expect.poll(async () => (await emulator.stats()).requests["crawl.cancel"]).toBe(1);
  await page.getByRole("tab", { name: "Financial Services" }).click();
  await expect(panel(page, "Financial Services")).toContainText("No data yet.");
});

test("a crawl whose status checks fail three times in a row fails and is cancelled at the provider", async ({
  page,
}) => {
  const moving = siteNamed("Moving Services");
  await emulator.setSite(moving.url, { neverFinish: true });
  await openWithValidKey(page);
  // A 500 is the provider's own failure; a 502, 503 or 504 is an outage, ridden out (outage.spec.ts).
  await emulator.injectFault({ route: "crawl.status", kind: "status", status: 500, times: 3 });
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(toast(page)).toHaveText(/500/);
  await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
  await expect.poll(async () => (await emulator.stats()).requests["crawl.cancel"]).toBe(1);
  await expect(page.getByRole("button", { name: "Crawl Moving Services" })).toBeEnabled();
});

test("a crawl with no stored key says 'API key not found' and calls nobody", async ({ page }) => {
  await openWithValidKey(page);
  await page.evaluate((key) => localStorage.removeItem(key), storageKey);
  const before = (await emulator.stats()).requests["crawl.start"];
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(toast(page)).toHaveText(/API key not found/);
  await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
  expect((await emulator.stats()).requests["crawl.start"]).toBe(before);
});
