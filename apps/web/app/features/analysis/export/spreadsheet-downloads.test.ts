import { Buffer } from "node:buffer";
import Papa from "papaparse";
import readXlsxFile from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import { siteConfig } from "~/site.config";
import {
  downloadFindingsCsv,
  downloadPagesCsv,
  downloadWorkbook,
} from "../insights/audit-downloads";
import type { SiteCrawlResult } from "../model/types";
import { CSV_BOM, XLSX_TYPE } from "./download-file";

const site = siteConfig.analysedSites[0];
if (!site) throw new Error("no analysed site");

/** A crawl whose texts a spreadsheet garbles without the byte order mark, and one broken page. */
const crawl: SiteCrawlResult = {
  status: "completed",
  completed: 2,
  creditsUsed: 2,
  data: [
    {
      html: `<nav><a href="/gone">Déménagement</a></nav><main><h1>Café “Moving”</h1><p>Hello there</p></main>`,
      metadata: {
        title: "Café “Moving” – déménagement",
        sourceURL: `${site.url}/`,
        statusCode: 200,
      },
    },
    { html: "<main>Gone</main>", metadata: { sourceURL: `${site.url}/gone`, statusCode: 404 } },
  ],
};

/** Records what a download saved, in place of the browser's file dialog. */
function recorder() {
  const saved: { fileName: string; content: string | Blob; type: string }[] = [];
  const reported: string[] = [];
  const save = (fileName: string, content: string | Blob, type: string) =>
    void saved.push({ fileName, content, type });
  return {
    saved,
    reported,
    options: { save, report: (message: string) => void reported.push(message) },
  };
}

describe("the spreadsheet downloads", () => {
  it("start every CSV with a UTF-8 byte order mark; the Pages CSV has Screaming Frog's Internal columns", async () => {
    const { saved, reported, options } = recorder();
    await downloadPagesCsv(site, crawl, options);
    await downloadFindingsCsv(site, crawl, options);
    expect(reported).toEqual([]);
    expect(saved.map((file) => file.fileName)).toEqual([
      `${site.id}-pages.csv`,
      `${site.id}-findings.csv`,
    ]);
    for (const { content } of saved) {
      expect(typeof content === "string" && content.startsWith(CSV_BOM)).toBe(true);
      expect(typeof content === "string" && content.startsWith(CSV_BOM + CSV_BOM)).toBe(false);
    }
    const pages = Papa.parse<string[]>(saved[0]?.content as string, { skipEmptyLines: true }).data;
    expect(pages[0]).toEqual([
      "Address",
      "Status Code",
      "Final URL",
      "Title 1",
      "Meta Description 1",
      "H1-1",
      "Word Count",
      "Crawl Depth",
      "Inlinks",
      "Outlinks",
      "Indexability",
      "Indexability Status",
    ]);
    expect(pages[1]?.slice(0, 4)).toEqual([
      `${site.url}/`,
      "200",
      `${site.url}/`,
      "Café “Moving” – déménagement",
    ]);
    expect(pages[2]?.slice(7)).toEqual(["1", "1", "0", "Non-Indexable", "Client Error"]);
  });

  it("saves the pages and the findings as an XLSX workbook that a reader opens", async () => {
    const { saved, reported, options } = recorder();
    await expect(downloadWorkbook(site, crawl, options)).resolves.toBe(true);
    expect(reported).toEqual([]);
    const [file] = saved;
    expect([file?.fileName, file?.type]).toEqual([`${site.id}-audit.xlsx`, XLSX_TYPE]);
    expect(file?.content).toBeInstanceOf(Blob);
    const bytes = Buffer.from(await (file?.content as Blob).arrayBuffer());
    const sheets = await readXlsxFile(bytes);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(["Pages", "Findings"]);
    const [pages, findings] = sheets;
    expect(pages?.data[0]?.[0]).toBe("Address");
    expect(pages?.data[1]?.slice(0, 4)).toEqual([
      `${site.url}/`,
      200,
      `${site.url}/`,
      "Café “Moving” – déménagement",
    ]);
    expect(findings?.data[0]).toEqual([
      "Site",
      "Category",
      "Severity",
      "Issue",
      "Page URL",
      "Detail",
    ]);
    expect(findings?.data).toContainEqual([
      site.name,
      "Response codes",
      "error",
      "Page answers a client error (4xx)",
      `${site.url}/gone`,
      "HTTP 404",
    ]);
  });
});
