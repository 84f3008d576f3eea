import { readFile } from "node:fs/promises";
import { movingPage } from "./defect-site";
import { crawlAndAnalyse, finding, findingCount, issue, moving } from "./insights-support";
import { emulator, expect, expectAccessible, submitKey, test, validApiKey } from "./support";

const REDIRECTED = "Redirected (status of the redirect not reported)";

test("a shared filtered link names its view and applies it to the crawl; a redirect is its own row; after a reload the saved audit opens without a key, filtered", async ({
  page,
}) => {
  // The defect site's /pricing-old redirects to /pricing: the emulator answers as the provider
  // does, with the requested sourceURL, the final url and the final page's statusCode 200.
  await emulator.setSite(moving.url, { defects: true });
  const link = "/analysis?severity=warning&category=links&site=moving";
  await page.goto(link);
  const note = page.locator("[data-slot=linked-view]");
  await expect(note).toContainText(
    "This link shows warnings in Links for Moving Services. It applies once an audit",
  );
  await expect(page.getByRole("region", { name: "Last audits in this browser" })).toHaveCount(0);

  await submitKey(page, validApiKey);
  let tab = await crawlAndAnalyse(page, "Moving Services");
  // The link's view, applied once the audit is there.
  await expect(page.getByRole("checkbox", { name: "Warnings" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Links" })).toBeChecked();
  const filtered = tab.getByText(/^Showing \d+ of \d+ kinds of issue \(filtered\)\.$/);
  const shown = await filtered.textContent();
  await expect(issue(tab, "orphan-page")).toBeVisible();
  await expect(issue(tab, "status-4xx")).toHaveCount(0);

  // The redirect: its requested URL, "redirected" (never the final page's 200) and its final URL.
  const table = tab.getByRole("region", { name: /^Pages \(\d+\)$/ });
  const row = table.getByRole("row").filter({ hasText: movingPage("/pricing-old") });
  await expect(row.getByRole("cell")).toHaveText([
    /./,
    movingPage("/pricing-old"),
    "redirected",
    movingPage("/pricing"),
  ]);
  await expect(tab.locator("[data-slot=redirect-status-note]")).toBeVisible();
  await expect(findingCount(tab, REDIRECTED)).toHaveText("2");
  await finding(tab, REDIRECTED).locator("summary").click();
  await expect(finding(tab, REDIRECTED)).toContainText(`to ${movingPage("/pricing")}`);

  const download = page.waitForEvent("download");
  await tab.getByRole("button", { name: "Pages CSV" }).click();
  const csv = (await readFile((await (await download).path()) ?? "", "utf8")).split("\r\n");
  // Screaming Frog's Internal columns, after a byte order mark: address, status, final URL first.
  expect(csv[0]?.startsWith('\ufeff"Address","Status Code","Final URL",')).toBe(true);
  expect(csv.find((line) => line.startsWith(`"${movingPage("/pricing-old")}",`))).toMatch(
    new RegExp(`^"${movingPage("/pricing-old")}","redirected","${movingPage("/pricing")}",`),
  );

  // A reload goes back to the key step, with the link's note and the audit just saved.
  await page.reload();
  await expect(note).toBeVisible();
  const saved = page.getByRole("region", { name: "Last audits in this browser" });
  await expect(saved).toContainText(
    /Moving Services, saved on \d+ \w+ \d{4}, \d\d:\d\d: \d+ pages/,
  );
  await saved.getByRole("button", { name: "Open the saved audit of Moving Services" }).click();
  tab = saved.getByRole("region", { name: /^Moving Services, saved on / });
  await expect(tab.getByRole("heading", { name: /^Moving Services, saved on / })).toBeFocused();
  await expect(tab.locator("[data-slot=saved-audit-note]")).toContainText("Read only");
  await expect(tab.getByText(shown ?? "")).toBeVisible();
  await expect(issue(tab, "orphan-page")).toBeVisible();
  await expect(issue(tab, "status-4xx")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Crawl / })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Website Analysis Setup" })).toBeVisible();
  await expectAccessible(page, "[data-slot=last-audits]");
});
