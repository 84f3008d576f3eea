import { readFile } from "node:fs/promises";
import { crawlAndAnalyse, finding, findingCount, moving } from "./insights-support";
import { emulator, expect, openWithValidKey, test } from "./support";

test("an audit site's findings give each problem its count and pages, linked in new tabs", async ({
  page,
}) => {
  await emulator.setSite(moving.url, { audit: true });
  await openWithValidKey(page);
  const tab = await crawlAndAnalyse(page, "Moving Services");

  await expect(tab.getByRole("heading", { name: "Findings (9)" })).toBeVisible();
  const counts = {
    "Broken internal links": "1",
    "Pages without a title": "1",
    "Pages without a meta description": "1",
    "Pages without an H1": "1",
    "Titles used by more than one page": "2",
    "Descriptions used by more than one page": "2",
    "Thin pages": "1",
    "Internal links not checked": "1",
    "HTTP 200": "4",
    "HTTP 404": "1",
    "Depth 0": "1",
    "Depth 1": "2",
    "Depth 2": "2",
  };
  for (const [label, count] of Object.entries(counts)) {
    await expect(findingCount(tab, label)).toHaveText(count);
  }

  const broken = finding(tab, "Broken internal links");
  await broken.locator("summary").click();
  const source = broken.getByRole("link", { name: `${moving.url}/page-1 (opens in a new tab)` });
  await expect(source).toHaveAttribute("href", `${moving.url}/page-1`);
  await expect(source).toHaveAttribute("target", "_blank");
  await expect(source).toHaveAttribute("rel", "noopener noreferrer");
  await expect(broken).toContainText(`links to ${moving.url}/page-3 (404)`);

  const unchecked = finding(tab, "Internal links not checked");
  await unchecked.locator("summary").click();
  await expect(unchecked).toContainText(`${moving.url}/missing-archive`);

  const descriptions = finding(tab, "Descriptions used by more than one page");
  await descriptions.locator("summary").click();
  await expect(descriptions).toContainText(
    "“Compare our services and request a quote today.” (2 pages)",
  );
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

  await expect(finding(tab, "Titles used by more than one page")).toContainText(
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

test("the page table and the findings download as CSV beside the JSON", async ({ page }) => {
  await emulator.setSite(moving.url, { audit: true });
  await openWithValidKey(page);
  const tab = await crawlAndAnalyse(page, "Moving Services");

  const pagesDownload = page.waitForEvent("download");
  await tab.getByRole("button", { name: "Pages CSV" }).click();
  const pagesFile = await pagesDownload;
  expect(pagesFile.suggestedFilename()).toBe("moving-pages.csv");
  const pages = (await readFile((await pagesFile.path()) ?? "", "utf8")).split("\r\n");
  expect(pages[0]).toBe('"Title","URL","Status code"');
  expect(pages).toHaveLength(6);
  expect(pages).toContain(`"(untitled)","${moving.url}/page-1","200"`);
  expect(pages).toContain(`"Error response","${moving.url}/page-3","404"`);

  const findingsDownload = page.waitForEvent("download");
  await tab.getByRole("button", { name: "Findings CSV" }).click();
  const findingsFile = await findingsDownload;
  expect(findingsFile.suggestedFilename()).toBe("moving-findings.csv");
  const findings = (await readFile((await findingsFile.path()) ?? "", "utf8")).split("\r\n");
  expect(findings[0]).toBe('"Finding","Count","URL","Detail"');
  expect(findings).toContain(
    `"Broken internal links","1","${moving.url}/page-1","links to ${moving.url}/page-3 (404)"`,
  );
  expect(findings).toContain(
    `"Thin pages (fewer than 100 words)","1","${moving.url}/page-4","8 words"`,
  );
});

test("findings of 100 pages of 50 KB arrive from the worker, within the page's security policy", async ({
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
  await expect(findingCount(tab, "Thin pages")).toHaveText("0");
  await expect(findingCount(tab, "Depth 6")).toHaveText("37");
  expect(violations).toEqual([]);
});
