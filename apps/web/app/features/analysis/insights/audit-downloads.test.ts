import { analyseCrawl } from "@keystone/site-audit";
import { afterEach, describe, expect, it } from "vitest";
import { siteConfig } from "~/site.config";
import { analysisToasts } from "../toasts";
import type { SiteCrawlResult } from "../model/types";
import { downloadAllSitesCsv, downloadAllSitesReport, downloadSiteReport } from "./audit-downloads";

const [site, other] = siteConfig.analysedSites;
if (!site || !other) throw new Error("two analysed sites are needed");

afterEach(() => analysisToasts.dismiss());

describe("the comparison's all-sites Findings CSV", () => {
  it("tells in a toast that it could not be made, where its button failed silently", async () => {
    const pages = [{ metadata: { sourceURL: `${site.url}/gone`, statusCode: 404 } }];
    const { audit } = await analyseCrawl(pages, `${site.url}/`);
    // Every issue's items become a list that cannot be read, as a serialisation past the limit.
    for (const issue of audit.issues) {
      Object.defineProperty(issue, "items", {
        get: () => {
          throw new RangeError("Invalid string length");
        },
      });
    }
    await expect(downloadAllSitesCsv([{ site, audit }])).resolves.toBe(false);
    expect(analysisToasts.getSnapshot()).toEqual([
      expect.objectContaining({
        variant: "destructive",
        description:
          "The Findings CSV of all sites could not be made: it is too large for this browser to build (Invalid string length)",
      }),
    ]);
  });
});

const crawl = (url: string): SiteCrawlResult => ({
  status: "completed",
  completed: 1,
  creditsUsed: 1,
  data: [{ markdown: "Hi", metadata: { title: "Home", sourceURL: `${url}/`, statusCode: 200 } }],
});

/** Records what a download saved, in place of the browser's file dialog. */
function saves() {
  const saved: { fileName: string; content: string | Blob; type: string }[] = [];
  const reported: string[] = [];
  return {
    saved,
    reported,
    options: {
      save: (fileName: string, content: string | Blob, type: string) =>
        void saved.push({ fileName, content, type }),
      report: (message: string) => void reported.push(message),
    },
  };
}

describe("Download report", () => {
  it("saves the report of the site on screen, named like the other exports", async () => {
    const { saved, reported, options } = saves();
    await expect(downloadSiteReport(site, crawl(site.url), options)).resolves.toBe(true);
    expect(reported).toEqual([]);
    expect(saved).toEqual([
      {
        fileName: `${site.id}-report.html`,
        content: expect.any(String),
        type: "text/html;charset=utf-8",
      },
    ]);
    expect(saved[0]?.content).toMatch(/^<!doctype html>/);
    expect(saved[0]?.content).toContain(`<title>Site audit: ${site.name}</title>`);
  });

  it("saves one report of all the sites compared", async () => {
    const { saved, options } = saves();
    const compared = await Promise.all(
      [site, other].map(async (each) => {
        const result = crawl(each.url);
        const { analysisOf } = (await import("./insights-session")).insightsSession;
        return { site: each, result, audit: (await analysisOf(each, result)).audit };
      }),
    );
    await expect(downloadAllSitesReport(compared, options)).resolves.toBe(true);
    expect(saved.map((file) => file.fileName)).toEqual(["all-sites-report.html"]);
    expect(saved[0]?.content).toContain(site.name);
    expect(saved[0]?.content).toContain(other.name);
  });
});
