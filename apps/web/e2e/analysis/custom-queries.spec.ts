import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { movingPage } from "./defect-site";
import { emulatorUrl } from "./environment";
import { crawlAndAnalyse, finding, findingCount, moving } from "./insights-support";
import {
  emulator,
  expect,
  expectAccessible,
  openWithValidKey,
  submitKey,
  test,
  validApiKey,
} from "./support";

test.beforeEach(async () => {
  await emulator.setSite(moving.url, { defects: true });
});

/** The question of the tests below, as a shared link spells it. */
const SHARED_QUESTION =
  "?search=Packing~contains~regex~text~Packing+Tips+for+Every+Room" +
  "&search=Fax~contains~text~content~Fax%3A+0800+000+000&extract=H1~text~~main+h1";

test("custom searches and extractions are refused before the crawl while RE2 refuses an expression, kept in the address, and a reload keeps them", async ({
  page,
}) => {
  let crawlStarts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url() === `${emulatorUrl}/v1/crawl`) crawlStarts++;
  });
  await openWithValidKey(page);
  const startsAfterKey = crawlStarts;
  const editor = page.locator("[data-slot=custom-queries]");
  await editor.locator("summary").click();

  await editor.getByRole("button", { name: /^Add a search/ }).click();
  const packing = editor.locator("[data-slot=custom-query-row]").nth(0);
  await packing.getByLabel("Name").fill("Packing");
  await packing.getByLabel("Match as").selectOption("regex");
  await packing.getByLabel("Look in").selectOption("text");
  // A JavaScript lookbehind: the browser's RegExp takes it, RE2 (the audit's engine) does not.
  await packing.getByLabel("Regular expression").fill("(?<=for )Every Room");

  await editor.getByRole("button", { name: /^Add a search/ }).click();
  const fax = editor.locator("[data-slot=custom-query-row]").nth(1);
  await fax.getByLabel("Name").fill("Fax");
  await fax.getByLabel("Text", { exact: true }).fill("Fax: 0800 000 000");

  await editor.getByRole("button", { name: /^Add an extraction/ }).click();
  const heading = editor.locator("[data-slot=custom-query-row]").nth(2);
  await heading.getByLabel("Name").fill("H1");
  await heading.getByLabel("CSS selector").fill("main h1");

  await page.getByRole("button", { name: `Crawl ${moving.name}` }).click();
  await expect(editor.getByRole("alert")).toContainText("nothing was crawled");
  await expect(packing.locator("[data-slot=custom-query-problem]")).toContainText(
    "regular expression refused",
  );
  await expectAccessible(page, "[data-slot=custom-queries]");
  expect(crawlStarts).toBe(startsAfterKey);

  await packing.getByLabel("Regular expression").fill("Packing Tips for Every Room");
  // The address spells the question as a shared link does (below), after the switches.
  await expect.poll(() => page.url()).toContain(`&${SHARED_QUESTION.slice(1)}`);

  // The address repeats the question: a reload (or a shared link) has the same rows.
  await page.reload();
  await submitKey(page, validApiKey);
  await expect(editor).toHaveAttribute("open", "");
  await expect(editor.locator("[data-slot=custom-query-row]")).toHaveCount(3);
  await expect(packing.getByLabel("Regular expression")).toHaveValue("Packing Tips for Every Room");
  await expect(packing.getByLabel("Look in")).toHaveValue("text");
  await expect(fax.getByLabel("Look in")).toHaveValue("content");
  await expect(heading.getByLabel("CSS selector")).toHaveValue("main h1");
});

test("a shared link's custom search and extraction are answered with counts, pages, 'matched nothing' and their Pages CSV columns", async ({
  page,
}) => {
  await page.goto(`/analysis${SHARED_QUESTION}`);
  await submitKey(page, validApiKey);
  const tab = await crawlAndAnalyse(page, moving.name);
  const results = tab.locator("[data-slot=custom-results]");
  const packingPages = finding(results, "Packing:");
  await packingPages.locator("summary").click();
  await expect(
    packingPages.locator(`li a[href="${movingPage("/moving-tips/packing")}"]`),
  ).toHaveCount(1);
  const packingCount = Number(await findingCount(results, "Packing:").textContent());
  expect(packingCount).toBeGreaterThan(0);
  await expect(finding(results, "Fax:")).toContainText("matched nothing");
  await expect(findingCount(results, "Fax:")).toHaveText("0");

  const download = page.waitForEvent("download");
  await tab.getByRole("button", { name: "Pages CSV" }).click();
  const file = await download;
  const { data } = Papa.parse<string[]>(await readFile((await file.path()) ?? "", "utf8"), {
    skipEmptyLines: true,
  });
  const [header, ...rows] = data;
  const column = (name: string) => header?.indexOf(name) ?? -1;
  expect(header?.slice(-3)).toEqual(["Search: Packing", "Search: Fax", "Extraction: H1"]);
  const packingRow = rows.find((row) => row.includes(movingPage("/moving-tips/packing")));
  expect(Number(packingRow?.[column("Search: Packing")])).toBeGreaterThan(0);
  expect(packingRow?.[column("Search: Fax")]).toBe("0");
  expect(packingRow?.[column("Extraction: H1")]).toBe("Packing Tips for Every Room");
  // The CSV and the view count the same pages.
  const matched = rows.filter((row) => Number(row[column("Search: Packing")]) > 0);
  expect(matched).toHaveLength(packingCount);
  expect(rows.every((row) => row[column("Search: Fax")] === "0")).toBe(true);
});
