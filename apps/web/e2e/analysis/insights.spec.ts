import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import {
  crawlAndAnalyse,
  findingCount,
  issue,
  issueCount,
  moving,
  openIssue,
} from "./insights-support";
import { emulator, expect, openWithValidKey, test } from "./support";

test("an audit site's issues give each problem its count and pages, linked in new tabs, with the listings below", async ({
  page,
}) => {
  await emulator.setSite(moving.url, { audit: true });
  await openWithValidKey(page);
  const tab = await crawlAndAnalyse(page, "Moving Services");

  const counts = {
    "broken-links": "1",
    "status-4xx": "1",
    "missing-title": "1",
    "missing-description": "1",
    "missing-h1": "1",
    "duplicate-title": "2",
    "duplicate-description": "2",
  };
  for (const [checkId, count] of Object.entries(counts)) {
    await expect(issueCount(tab, checkId)).toHaveText(count);
  }
  for (const [label, count] of Object.entries({ "HTTP 200": "4", "HTTP 404": "1" })) {
    await expect(findingCount(tab, label)).toHaveText(count);
  }

  const broken = await openIssue(tab, "broken-links");
  const source = broken.getByRole("link", { name: `${moving.url}/page-1 (opens in a new tab)` });
  await expect(source).toHaveAttribute("href", `${moving.url}/page-1`);
  await expect(source).toHaveAttribute("target", "_blank");
  await expect(source).toHaveAttribute("rel", "noopener noreferrer");
  await expect(broken).toContainText(`${moving.url}/page-3`);
  await expect(broken).toContainText("404");

  const unchecked = await openIssue(tab, "unchecked-links");
  await expect(unchecked).toContainText(`${moving.url}/missing-archive`);

  const descriptions = await openIssue(tab, "duplicate-description");
  await expect(descriptions).toContainText("Compare our services and request a quote today.");
});

test("a hostile audit site's titles, markup and javascript: links stay inert in the findings", async ({
  page,
}) => {
  await emulator.setSite(moving.url, { audit: true, hostile: true });
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await openWithValidKey(page);
  const tab = await crawlAndAnalyse(page, "Moving Services");
  const insights = tab.locator("[data-slot=site-insights]");
  for (const summary of await insights.locator("summary").all()) await summary.click();

  await expect(issue(tab, "duplicate-title")).toContainText(
    "Request a Quote <img src=x onerror=alert(1)>",
  );
  await expect(insights.locator("script, img, iframe, [onerror]")).toHaveCount(0);
  const hrefs = await insights
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute("href"), link.getAttribute("rel")]),
    );
  expect(hrefs.length).toBeGreaterThan(5);
  for (const [href, rel] of hrefs) {
    expect(href).toMatch(/^https?:\/\//);
    expect(rel).toBe("noopener noreferrer");
  }
  expect(await page.evaluate(() => (window as { __xss?: boolean }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test("the page table and the audit's findings download as CSV beside the JSON", async ({
  page,
}) => {
  await emulator.setSite(moving.url, { audit: true });
  await openWithValidKey(page);
  const tab = await crawlAndAnalyse(page, "Moving Services");

  const pagesDownload = page.waitForEvent("download");
  await tab.getByRole("button", { name: "Pages CSV" }).click();
  const pagesFile = await pagesDownload;
  expect(pagesFile.suggestedFilename()).toBe("moving-pages.csv");
  // Screaming Frog's Internal columns, after a UTF-8 byte order mark (tools.spec.ts reads more).
  const pages = (await readFile((await pagesFile.path()) ?? "", "utf8")).split("\r\n");
  expect(pages[0]).toMatch(/^\ufeff"Address","Status Code","Final URL","Title 1",/);
  expect(pages).toHaveLength(6);
  expect(pages.some((row) => row.startsWith(`"${moving.url}/page-3","404",`))).toBe(true);

  const findingsDownload = page.waitForEvent("download");
  await tab.getByRole("button", { name: "Findings CSV" }).click();
  const findingsFile = await findingsDownload;
  expect(findingsFile.suggestedFilename()).toBe("moving-findings.csv");
  const { data } = Papa.parse<string[]>(await readFile((await findingsFile.path()) ?? "", "utf8"), {
    skipEmptyLines: true,
  });
  expect(data).toContainEqual([
    "Moving Services",
    "Links",
    "error",
    "Link to a broken page (4xx or 5xx)",
    `${moving.url}/page-1`,
    expect.stringContaining(`${moving.url}/page-3`),
  ]);
});

test("the audit of 100 pages of 50 KB arrives from the worker, within the page's security policy", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await emulator.setSite(moving.url, { pages: 100, pageBytes: 50_000, pageIntervalMs: 0 });
  await openWithValidKey(page);
  const tab = await crawlAndAnalyse(page, "Moving Services");
  await expect(findingCount(tab, "HTTP 200")).toHaveText("100");
  await expect(issue(tab, "low-content")).toHaveCount(0);
  await expect(findingCount(tab, "Depth 6")).toHaveText("37");
  expect(violations).toEqual([]);
});
