import { describe, expect, it } from "vitest";
import type { CrawlAnalysis } from "@keystone/site-audit";
import type { SiteCrawlResult } from "../model/types";
import { type AnalysisWorker, analyseOffThread } from "./analyse-off-thread";
import { analysisExtrasOf } from "./analysis-extras";
import { type AnalysisRequest, auditOptionsOf } from "./audit-options";

const startUrl = "https://moving.example.com/";
const page = { markdown: "# A page", metadata: { sourceURL: startUrl } };
const result = (extra: Partial<SiteCrawlResult>): SiteCrawlResult => ({
  status: "completed",
  completed: 1,
  creditsUsed: 1,
  data: [page],
  ...extra,
});

/** A worker that keeps what it was sent and answers with an empty analysis. */
function recordingWorker() {
  const events = new EventTarget();
  const sent: AnalysisRequest[] = [];
  const worker = {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    postMessage(request: AnalysisRequest) {
      sent.push(request);
      const analysis = { pages: [] } as unknown as CrawlAnalysis;
      events.dispatchEvent(new MessageEvent("message", { data: { ok: true, analysis } }));
    },
    terminate() {},
  };
  return { sent, create: () => worker as unknown as AnalysisWorker };
}

describe("what the findings worker is asked with a crawl", () => {
  it("passes the sitemap's URLs and the custom queries, in the engine's words, to the audit", async () => {
    const extras = analysisExtrasOf(
      result({
        sitemap: { urls: [startUrl, `${startUrl}orphan`] },
        custom: {
          searches: [
            { name: " Phone ", mode: "contains", kind: "text", scope: "text", expression: "555" },
            {
              name: "Banner",
              mode: "does-not-contain",
              kind: "regex",
              scope: "html",
              expression: "cookie|consent",
            },
          ],
          extractions: [
            {
              name: "Author",
              selector: "meta[name=author]",
              value: "attribute",
              attribute: "content",
            },
            { name: "H2", selector: "h2", value: "text", attribute: "ignored" },
          ],
        },
      }),
    );
    const worker = recordingWorker();
    await analyseOffThread([page], startUrl, { ...extras, createWorker: worker.create });
    expect(worker.sent).toHaveLength(1);
    const [request] = worker.sent;
    expect(request?.sitemap).toEqual([startUrl, `${startUrl}orphan`]);
    expect(request?.custom).toEqual({
      searches: [
        { name: "Phone", mode: "contains", in: "text", text: "555" },
        { name: "Banner", mode: "does-not-contain", in: "html", regex: "cookie|consent" },
      ],
      extractions: [
        { name: "Author", selector: "meta[name=author]", value: "attribute", attribute: "content" },
        { name: "H2", selector: "h2", value: "text" },
      ],
    });
    expect(request && auditOptionsOf(request)).toMatchObject({
      startUrl,
      sitemap: request?.sitemap,
      custom: request?.custom,
    });
  });

  it("asks nothing more of a crawl made without the switches, nor with a sitemap that failed", async () => {
    expect(analysisExtrasOf(result({}))).toEqual({});
    expect(
      analysisExtrasOf(result({ sitemap: { error: "Could not reach the provider" } })),
    ).toEqual({});
    // Every audit gathers the pages' inlinks: the one-URL view and the issue rows show them.
    expect(auditOptionsOf({ pages: [page], startUrl })).toEqual({ startUrl, inlinks: true });
  });

  it("gets the audit's answers back: the engine runs the queries and lists the sitemap checks it could run", async () => {
    const pages = [
      {
        html: "<main><h1>Movers</h1><p>Call 555-0100 today.</p></main>",
        markdown: "# Movers\n\nCall 555-0100 today.",
        metadata: { sourceURL: startUrl, statusCode: 200 },
      },
      {
        html: "<main><h1>About</h1><p>Since 1990.</p></main>",
        markdown: "# About\n\nSince 1990.",
        metadata: { sourceURL: `${startUrl}about`, statusCode: 200 },
      },
    ];
    const extras = analysisExtrasOf(
      result({
        data: pages,
        sitemap: { urls: [startUrl, `${startUrl}about`] },
        custom: {
          searches: [
            {
              name: "Phone",
              mode: "contains",
              kind: "text",
              scope: "text",
              expression: "555-0100",
            },
            { name: "Fax", mode: "contains", kind: "text", scope: "text", expression: "Fax:" },
          ],
          extractions: [{ name: "H1", selector: "h1", value: "text", attribute: "" }],
        },
      }),
    );
    // Node has no Worker: the same audit runs on this thread, as in a browser without one.
    const { audit, pages: digests } = await analyseOffThread(pages, startUrl, extras);
    expect(
      audit.custom?.searches.map((search) => [search.search.name, search.pagesMatched]),
    ).toEqual([
      ["Phone", 1],
      ["Fax", 0],
    ]);
    expect(digests.map((digest) => digest.custom?.["H1"])).toEqual(["Movers", "About"]);
    // The sitemap was given, so no sitemap check is listed as needing it.
    expect(audit.unavailable?.some((check) => check.needs === "sitemap")).toBe(false);
    expect(audit.unavailable?.some((check) => check.needs === "full-document")).toBe(true);
  });
});
