import { analyseCrawl } from "@keystone/site-audit";
import { describe, expect, it } from "vitest";
import { siteConfig } from "~/site.config";
import type { HistoryStore } from "../history/history-store";
import { readCrawlRecord } from "../history/read-crawl-record";
import type { CrawlRecord } from "../history/crawl-record";
import { ALL_SITES_REPORT_FILE_NAME, reportFile } from "../export/report-file";
import { FindingsUnavailableError } from "../export/offer-download";
import type { SiteCrawlResult } from "../model/types";
import { createInsightsController } from "./insights-controller";
import { reportSiteOf } from "./report-site";

const [moving, cleaning] = siteConfig.analysedSites;
if (!moving || !cleaning) throw new Error("two analysed sites are needed");

const result = (url: string, paths: string[]): SiteCrawlResult => ({
  status: "completed",
  completed: paths.length,
  creditsUsed: paths.length,
  data: paths.map((path) => ({
    markdown: `content of ${path}`,
    metadata: { title: `Page ${path}`, sourceURL: `${url}${path}`, statusCode: 200 },
  })),
});

function controller(openHistory: () => Promise<HistoryStore>) {
  let now = 1_700_000_000_000;
  return createInsightsController({
    analyse: (crawl, site) => analyseCrawl(crawl.data, site.url),
    openHistory,
    now: () => (now += 60_000),
  });
}

function memoryStore(): HistoryStore {
  const records: CrawlRecord[] = [];
  return {
    latest: async (siteId) => {
      const saved = records.filter((record) => record.siteId === siteId).at(-1);
      return saved && readCrawlRecord(saved, siteId);
    },
    save: async (record) => void records.push(record),
    clear: async () => void (records.length = 0),
  };
}

describe("the report of the sites on screen", () => {
  it("holds a site's audit and, when it has a previous crawl, what changed since", async () => {
    const insights = controller(async () => memoryStore());
    await insights.observe(moving, result(moving.url, ["/", "/old"]));
    const second = result(moving.url, ["/", "/new"]);
    const site = await reportSiteOf(insights, moving, second);

    expect(site).toMatchObject({ name: moving.name, startUrl: moving.url });
    expect(site.audit).toBe((await insights.analysisOf(moving, second)).audit);
    expect(site.diff?.added.map((page) => page.url)).toEqual([`${moving.url}/new`]);
    expect(site.diff?.removed.map((page) => page.url)).toEqual([`${moving.url}/old`]);

    const file = await reportFile("moving-report.html", "Site audit: Moving", [site], 1);
    expect(file).toMatchObject({ fileName: "moving-report.html", type: "text/html;charset=utf-8" });
    expect(file.content).toMatch(/^<!doctype html>/);
    expect(file.content).toContain("Changes since the baseline");
    expect(file.content).toContain(`${moving.url}/new`);
  });

  it("has no changes for a first crawl, nor where the history is unavailable", async () => {
    const first = await reportSiteOf(
      controller(async () => memoryStore()),
      moving,
      result(moving.url, ["/"]),
    );
    expect(first.diff).toBeUndefined();
    const noHistory = controller(() => Promise.reject(new Error("no IndexedDB")));
    const site = await reportSiteOf(noHistory, cleaning, result(cleaning.url, ["/"]));
    expect(site.diff).toBeUndefined();
    const file = await reportFile(ALL_SITES_REPORT_FILE_NAME, "Site audit", [first, site], 1);
    expect(file.content).toContain(moving.name);
    expect(file.content).toContain(cleaning.name);
    expect(file.content).not.toContain("Changes since the baseline");
  });

  it("is not made from an audit that could not be computed", async () => {
    const insights = createInsightsController({
      analyse: () => Promise.reject(new Error("the worker crashed")),
      openHistory: async () => memoryStore(),
      now: () => 1,
    });
    await expect(reportSiteOf(insights, moving, result(moving.url, ["/"]))).rejects.toEqual(
      new FindingsUnavailableError(new Error("the worker crashed")),
    );
  });
});
