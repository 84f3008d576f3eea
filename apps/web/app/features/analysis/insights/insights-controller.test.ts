import { describe, expect, it, vi } from "vitest";
import { siteConfig } from "~/site.config";
import type { CrawlRecord } from "../history/crawl-record";
import type { HistoryStore } from "../history/history-store";
import { HistoryBlockedError } from "../history/history-blocked";
import { readCrawlRecord } from "../history/read-crawl-record";
import { RecordTooLargeError } from "../history/retention";
import type { SiteCrawlResult } from "../model/types";
import { analyseCrawl } from "@keystone/site-audit";
import { AnalysisTimedOutError } from "./analyse-off-thread";
import { createInsightsController } from "./insights-controller";

const site = siteConfig.analysedSites[0];
if (!site) throw new Error("no analysed site");

const result = (paths: string[]): SiteCrawlResult => ({
  status: "completed",
  completed: paths.length,
  creditsUsed: paths.length,
  data: paths.map((path) => ({
    markdown: `content of ${path}`,
    metadata: { title: path, sourceURL: `${site.url}${path}`, statusCode: 200 },
  })),
});

/**
 * An in-memory stand-in for the IndexedDB store: the controller's logic is under test here. Like
 * the store, it hands back the site's record saved last, checked as it is read.
 */
function memoryStore(): HistoryStore & { records: unknown[] } {
  const records: unknown[] = [];
  return {
    records,
    latest: async (siteId) => {
      const saved = records.filter((record) => (record as CrawlRecord).siteId === siteId).at(-1);
      return saved === undefined ? undefined : readCrawlRecord(saved, siteId);
    },
    save: async (record) => {
      records.push(record);
    },
    clear: async () => {
      records.length = 0;
    },
  };
}

function controllerWith(openHistory: () => Promise<HistoryStore>) {
  let now = 1000;
  return createInsightsController({
    analyse: (crawl, analysedSite) => analyseCrawl(crawl.data, analysedSite.url),
    openHistory,
    now: () => (now += 1000),
  });
}

describe("the insights controller", () => {
  it("analyses a result once, saves it and compares the next crawl with it", async () => {
    const store = memoryStore();
    const controller = controllerWith(async () => store);
    const first = result(["/", "/a"]);
    await controller.observe(site, first);
    await controller.observe(site, first);
    expect(store.records).toHaveLength(1);
    expect(JSON.stringify(store.records)).not.toContain("content of");
    const firstInsight = controller.getState().sites[site.id];
    expect(firstInsight?.kind === "ready" && firstInsight.change).toEqual({ kind: "first" });

    await controller.observe(site, result(["/", "/b"]));
    const insight = controller.getState().sites[site.id];
    if (insight?.kind !== "ready" || insight.change.kind !== "diff") throw new Error("no diff");
    expect(insight.change.diff.added.map((page) => page.url)).toEqual([`${site.url}/b`]);
    expect(insight.change.diff.removed.map((page) => page.url)).toEqual([`${site.url}/a`]);
    expect(controller.getState().history).toBe("ready");
  });

  it("saves a crawl whose previous record is damaged, says it is not comparable, and blames no storage", async () => {
    const damage: Record<string, (record: CrawlRecord) => unknown> = {
      "issues: null": (record) => ({ ...record, issues: null }),
      "checks: {}": (record) => ({ ...record, checks: {} }),
      "no pages": ({ pages: _pages, ...record }) => record,
      'items: "abc"': (record) => ({
        ...record,
        issues: record.issues.map((issue) => ({ ...issue, items: "abc" })),
      }),
    };
    for (const [shape, damaged] of Object.entries(damage)) {
      const store = memoryStore();
      const controller = controllerWith(async () => store);
      await controller.observe(site, result(["/"]));
      store.records[0] = damaged(store.records[0] as CrawlRecord);

      await controller.observe(site, result(["/", "/a"]));
      const insight = controller.getState().sites[site.id];
      expect(insight?.kind === "ready" && insight.change, shape).toEqual({
        kind: "not-comparable",
        problem: expect.any(String),
      });
      expect(controller.getState().history, shape).toBe("ready");
      expect(store.records, shape).toHaveLength(2);

      // The crawl after it is compared with the one saved beside the damaged record.
      await controller.observe(site, result(["/", "/a", "/b"]));
      const next = controller.getState().sites[site.id];
      if (next?.kind !== "ready" || next.change.kind !== "diff")
        throw new Error(`${shape}: no diff`);
      expect(next.change.diff.added.map((page) => page.url)).toEqual([`${site.url}/b`]);
    }
  });

  it("still shows findings when the history cannot open", async () => {
    const controller = controllerWith(() =>
      Promise.reject(new DOMException("no", "SecurityError")),
    );
    await controller.observe(site, result(["/"]));
    const insight = controller.getState().sites[site.id];
    expect(insight?.kind).toBe("ready");
    expect(insight?.kind === "ready" && insight.change).toEqual({ kind: "unavailable" });
    expect(controller.getState().history).toBe("unavailable");
  });

  it("says the history waits for an older tab when one holds the database open", async () => {
    const controller = controllerWith(() => Promise.reject(new HistoryBlockedError()));
    await controller.observe(site, result(["/"]));
    const insight = controller.getState().sites[site.id];
    expect(insight?.kind === "ready" && insight.change).toEqual({ kind: "unavailable" });
    expect(controller.getState().history).toBe("blocked");
  });

  it("says the history is full when the browser refuses to store more", async () => {
    const store = memoryStore();
    store.save = vi.fn(() => Promise.reject(new DOMException("full", "QuotaExceededError")));
    const controller = controllerWith(async () => store);
    await controller.observe(site, result(["/"]));
    expect(controller.getState().history).toBe("full");
    expect(controller.getState().sites[site.id]?.kind).toBe("ready");
  });

  it("says a crawl too large for the history by itself was neither saved nor compared", async () => {
    const store = memoryStore();
    store.save = vi.fn(() => Promise.reject(new RecordTooLargeError(5 * 1024 * 1024)));
    const controller = controllerWith(async () => store);
    await controller.observe(site, result(["/"]));
    const insight = controller.getState().sites[site.id];
    expect(insight?.kind === "ready" && insight.change).toEqual({ kind: "too-large" });
    expect(controller.getState().history).toBe("ready");
  });

  it("reports an analysis that fails instead of hanging", async () => {
    const controller = createInsightsController({
      analyse: () => Promise.reject(new Error("worker crashed")),
      openHistory: async () => memoryStore(),
      now: () => 1,
    });
    await controller.observe(site, result(["/"]));
    expect(controller.getState().sites[site.id]).toEqual({
      kind: "failed",
      message: "worker crashed",
    });
  });

  it("runs one analysis for the findings and the findings CSV; one past its deadline files nothing", async () => {
    const store = memoryStore();
    let analyses = 0;
    const controller = createInsightsController({
      analyse: () => {
        analyses++;
        return Promise.reject(new AnalysisTimedOutError(60_000));
      },
      openHistory: async () => store,
      now: () => 1,
    });
    const crawl = result(["/"]);
    const forCsv = controller.analysisOf(site, crawl);
    await controller.observe(site, crawl);
    await expect(forCsv).rejects.toBeInstanceOf(AnalysisTimedOutError);
    expect(analyses).toBe(1);
    expect(controller.getState().sites[site.id]).toEqual({
      kind: "failed",
      message: "the analysis did not finish within 60 seconds, so it was stopped.",
    });
    expect(store.records).toEqual([]);
  });

  it("clears the history and says so", async () => {
    const store = memoryStore();
    const controller = controllerWith(async () => store);
    await controller.observe(site, result(["/"]));
    await controller.clearHistory();
    expect(store.records).toEqual([]);
    expect(controller.getState().cleared).toBe(true);
    const insight = controller.getState().sites[site.id];
    expect(insight?.kind === "ready" && insight.change).toEqual({ kind: "cleared" });
  });
});
