import { readFile } from "node:fs/promises";
import type { Page, Request } from "@playwright/test";
import {
  CHECK_OF_DOCUMENT_DEFECT,
  DOCUMENT_DEFECTS,
} from "../../../../packages/crawl-emulator/src/sites/defect-document-plan";
import { movingPage } from "./defect-site";
import { emulatorUrl } from "./environment";
import { crawlAndAnalyse, issue, moving, openIssue } from "./insights-support";
import {
  emulator,
  expect,
  expectAccessible,
  openWithValidKey,
  storageKey,
  submitKey,
  test,
  validApiKey,
} from "./support";

const FULL_DOCUMENT = "Full document (head, structured data)";
const SITEMAP = "Compare with the sitemap";

test.beforeEach(async () => {
  await emulator.setSite(moving.url, { defects: true });
});

/** Every request the page sends to the provider, as it sends it. */
function providerRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(emulatorUrl)) sent.push(request);
  });
  return sent;
}

const posts = (sent: Request[], path: string) =>
  sent.filter(
    (request) => request.method() === "POST" && request.url() === `${emulatorUrl}${path}`,
  );

test("with both switches off the crawl request is exactly the spec's, nothing else is asked, and the checks that need more say so", async ({
  page,
}) => {
  const sent = providerRequests(page);
  await openWithValidKey(page);
  const options = page.locator("[data-slot=crawl-options]");
  await expect(options.getByRole("switch", { name: FULL_DOCUMENT })).not.toBeChecked();
  await expect(options.getByRole("switch", { name: SITEMAP })).not.toBeChecked();
  await expect(options.getByRole("switch", { name: FULL_DOCUMENT })).toHaveAccessibleDescription(
    /rawHtml/,
  );
  await expectAccessible(page, "[data-slot=crawl-options]");

  const tab = await crawlAndAnalyse(page, moving.name);
  const [start] = posts(sent, "/v1/crawl").slice(-1);
  const body = start?.postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ url: moving.url, limit: 100 });
  expect(body["scrapeOptions"]).toEqual({ formats: ["markdown", "html"], onlyMainContent: false });
  expect(posts(sent, "/v1/map")).toHaveLength(0);

  const unavailable = tab.locator("[data-slot=unavailable-checks]");
  const needsDocument = unavailable.getByRole("group", {
    name: "Needs the full document — turn on Full document",
  });
  await expect(needsDocument).toBeVisible();
  await expect(
    needsDocument.locator(`[data-check=${CHECK_OF_DOCUMENT_DEFECT.canonicalMissing}]`),
  ).toHaveCount(1);
  await expect(
    unavailable.getByRole("group", {
      name: "Needs the sitemap — turn on Compare with the sitemap",
    }),
  ).toBeVisible();
  // Not run is not passed: no row of the document's checks in the issues.
  await expect(issue(tab, CHECK_OF_DOCUMENT_DEFECT.canonicalMissing)).toHaveCount(0);
  // No rawHtml came, so there is nothing to leave out of the JSON box.
  await expect(tab.getByRole("checkbox", { name: "Include raw HTML" })).toHaveCount(0);
  await expectAccessible(page, "[data-slot=unavailable-checks]");
});

test("with both switches on the crawl asks rawHtml and one sitemap-only map, finds the document's defects on their pages, keeps the raw HTML out of the JSON unless asked, and a reload keeps the switches", async ({
  page,
}) => {
  const sent = providerRequests(page);
  await openWithValidKey(page);
  const options = page.locator("[data-slot=crawl-options]");
  // The input is the switch's accessible part; a pointer clicks its label, as a user does.
  await options.getByText(FULL_DOCUMENT, { exact: true }).click();
  await options.getByText(SITEMAP, { exact: true }).click();
  await expect(options.getByRole("switch", { name: FULL_DOCUMENT })).toBeChecked();
  await expect(page).toHaveURL(/[?&]document=full(&|$)/);
  await expect(page).toHaveURL(/[?&]sitemap=compare(&|$)/);

  const tab = await crawlAndAnalyse(page, moving.name);
  const crawls = posts(sent, "/v1/crawl");
  expect(crawls.at(-1)?.postDataJSON()).toMatchObject({
    url: moving.url,
    limit: 100,
    scrapeOptions: { formats: ["markdown", "html", "rawHtml"], onlyMainContent: false },
  });
  const maps = posts(sent, "/v1/map");
  expect(maps).toHaveLength(1);
  expect(maps[0]?.postDataJSON()).toMatchObject({ url: moving.url, sitemapOnly: true });
  // The key goes in the header, never in an address.
  expect(await maps[0]?.headerValue("authorization")).toBe(`Bearer ${validApiKey}`);
  expect(sent.some((request) => request.url().includes(validApiKey))).toBe(false);

  await expect(tab.locator("[data-slot=unavailable-checks]")).toHaveCount(0);
  for (const defect of ["canonicalMissing", "hreflangInvalidCode", "sitemapNotFound"] as const) {
    const row = await openIssue(tab, CHECK_OF_DOCUMENT_DEFECT[defect]);
    await expect(
      row.locator(`li a[href="${movingPage(DOCUMENT_DEFECTS[defect][0])}"]`),
    ).toHaveCount(1);
  }

  // The JSON box leaves rawHtml out until asked, and says so; the download follows the box.
  const json = tab.getByRole("region", { name: "Extracted content (JSON)" });
  const include = tab.getByRole("checkbox", { name: "Include raw HTML" });
  await expect(include).not.toBeChecked();
  await expect(include).toHaveAccessibleDescription(
    /left out of the JSON below and the JSON download/,
  );
  await expect(json).toHaveAttribute("aria-busy", "false");
  expect(await json.textContent()).not.toContain('"rawHtml"');
  const download = page.waitForEvent("download");
  await tab.getByRole("button", { name: "Download JSON" }).click();
  const saved = await readFile((await (await download).path()) ?? "", "utf8");
  expect(saved).not.toContain('"rawHtml"');
  await include.check();
  await expect(json).toHaveAttribute("aria-busy", "false");
  await expect(json).toContainText('"rawHtml": "<!DOCTYPE html>');

  // Remembered in the address and in the browser, never with the key.
  const remembered = await page.evaluate(() =>
    window.localStorage.getItem("keystone-analysis-crawl-options"),
  );
  expect(JSON.parse(remembered ?? "{}")).toEqual({ fullDocument: true, compareSitemap: true });
  expect(remembered).not.toContain(validApiKey);
  await page.reload();
  await submitKey(page, validApiKey);
  await expect(options.getByRole("switch", { name: FULL_DOCUMENT })).toBeChecked();
  await expect(options.getByRole("switch", { name: SITEMAP })).toBeChecked();
  // The key stays under its own entry: nothing else the tool stores holds it.
  const stored = await page.evaluate(
    (keyEntry) =>
      Object.keys(window.localStorage)
        .filter((name) => name !== keyEntry)
        .map((name) => window.localStorage.getItem(name) ?? ""),
    storageKey,
  );
  expect(stored.some((value) => value.includes(validApiKey))).toBe(false);
});
