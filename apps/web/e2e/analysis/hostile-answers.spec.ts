import { readFile } from "node:fs/promises";
import {
  crawlAndAnalyse,
  finding,
  findingCount,
  historyDatabases,
  moving,
  rewriteStartPage,
} from "./insights-support";
import { expect, openWithValidKey, panel, test, toast } from "./support";

test("a page of 10,000 uncrawled internal links renders 50 of them, and the CSV has them all", async ({
  page,
}) => {
  const anchors = Array.from({ length: 10_000 }, (_, index) => `<a href="/archive/${index}">x</a>`);
  await openWithValidKey(page);
  await rewriteStartPage(page, (document) => {
    document.html = `${document.html ?? ""}${anchors.join("")}`;
  });
  const tab = await crawlAndAnalyse(page, "Moving Services");

  const unchecked = finding(tab, "Internal links not checked");
  const total = Number(await findingCount(tab, "Internal links not checked").textContent());
  expect(total).toBeGreaterThanOrEqual(10_000);
  // Closed, the group holds 50 items, not 10,000; open, it says how many more there are.
  await expect(unchecked.locator("li")).toHaveCount(50);
  await unchecked.locator("summary").click();
  await expect(unchecked.getByText(`and ${total - 50} more`)).toBeVisible();

  const download = page.waitForEvent("download");
  await tab.getByRole("button", { name: "Findings CSV" }).click();
  const rows = (await readFile((await (await download).path()) ?? "", "utf8")).split("\r\n");
  const listed = rows.filter((row) => row.startsWith('"Internal links not checked'));
  expect(listed).toHaveLength(total);
  expect(listed).toContain(
    `"Internal links not checked (pages not crawled)","${total}","${moving.url}/archive/9999","linked from 1 page"`,
  );
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
  await expect(findingCount(tab, "Thin pages")).toHaveText(/^[1-9]/);
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
    /The findings could not be computed, so there is no findings CSV/,
  );
  expect(await historyDatabases(page)).toEqual([]);
});
