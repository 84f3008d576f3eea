import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { FACTS_KEPT, ITEMS_KEPT_PER_PAGE } from "@keystone/site-audit";
import {
  crawlAndAnalyse,
  issue,
  issueCount,
  openIssue,
  historyDatabases,
  moving,
  rewriteStartPage,
} from "./insights-support";
import { expect, openWithValidKey, panel, test, toast } from "./support";

test("a page of 10,000 uncrawled internal links renders 50 of them, and the CSV has every one the audit kept with the count of the rest", async ({
  page,
}) => {
  const anchors = Array.from({ length: 10_000 }, (_, index) => `<a href="/archive/${index}">x</a>`);
  await openWithValidKey(page);
  await rewriteStartPage(page, (document) => {
    document.html = `${document.html ?? ""}${anchors.join("")}`;
  });
  const tab = await crawlAndAnalyse(page, "Moving Services");

  const total = Number(await issueCount(tab, "unchecked-links").textContent());
  // The audit keeps the first FACTS_KEPT anchors of a page and counts the rest.
  expect(total).toBeGreaterThan(FACTS_KEPT - 50);
  expect(total).toBeLessThanOrEqual(FACTS_KEPT);
  // Closed, the group holds none of its pages; open, 50 of them and how many more there are.
  await expect(issue(tab, "unchecked-links").locator("li")).toHaveCount(0);
  const unchecked = await openIssue(tab, "unchecked-links");
  await expect(unchecked.locator("li")).toHaveCount(50);
  await expect(unchecked.getByText(`and ${total - 50} more`)).toBeVisible();

  const download = page.waitForEvent("download");
  await tab.getByRole("button", { name: "Findings CSV" }).click();
  const { data } = Papa.parse<string[]>(
    await readFile((await (await download).path()) ?? "", "utf8"),
    { skipEmptyLines: true },
  );
  const listed = data.filter((row) => row[3] === "Internal link to a page the crawl did not fetch");
  // The audit keeps the first ITEMS_KEPT_PER_PAGE items of one page for one check; the CSV has
  // each item kept, then a row that counts the rest, so that the total stays true.
  const items = listed.filter((row) => row[4] !== "");
  const onStartPage = items.filter((row) => row[4] === `${moving.url}/`);
  expect(onStartPage).toHaveLength(ITEMS_KEPT_PER_PAGE);
  expect(onStartPage.map((row) => row[5])).toContainEqual(
    expect.stringContaining(`${moving.url}/archive/0,`),
  );
  expect(listed.filter((row) => row[4] === "").map((row) => row[5])).toEqual([
    `and ${total - items.length} more`,
  ]);
});

test("1 MiB of markdown made of `](` with no `)` still gets its findings from the worker", async ({
  page,
}) => {
  await openWithValidKey(page);
  await rewriteStartPage(page, (document) => {
    delete document.html;
    document.markdown = "](".repeat(512 * 1024);
  });
  const tab = await crawlAndAnalyse(page, "Moving Services");
  await expect(issueCount(tab, "low-content")).toHaveText(/^[1-9]/);
  await expect(tab).toContainText("This is the first saved crawl of this site");
});

test("a worker that never answers is stopped at its deadline; nothing hangs or is saved", async ({
  page,
}) => {
  // The worker stands for one stuck in a scan: it takes the crawl and never answers.
  await page.route("**/assets/analysis.worker-*.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: 'self.addEventListener("message", () => undefined);',
    }),
  );
  await page.clock.install();
  await openWithValidKey(page);
  await page.getByRole("button", { name: "Crawl Moving Services" }).click();
  await expect(toast(page)).toHaveText(/Moving Services crawled successfully/);
  const tab = panel(page, "Moving Services");
  await expect(tab.getByText("Analysing the crawl...")).toBeVisible();

  await page.clock.fastForward(60_000);
  await expect(tab.getByRole("status")).toHaveText(
    "The findings could not be computed: the analysis did not finish within 60 seconds, so it was stopped.",
  );
  await tab.getByRole("button", { name: "Findings CSV" }).click();
  await expect(toast(page)).toHaveText(
    /The findings could not be computed, so there is no Findings CSV/,
  );
  expect(await historyDatabases(page)).toEqual([]);
});
