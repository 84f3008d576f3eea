import { type SiteAudit, analyseCrawl } from "@keystone/site-audit";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteConfig } from "~/site.config";
import { analysisToasts } from "../toasts";
import { allSitesCsvFile } from "./export-site";
import { FindingsUnavailableError, offerDownload } from "./offer-download";
import { resultJsonFile } from "./result-json-file";

const site = siteConfig.analysedSites[0];
if (!site) throw new Error("no analysed site");

/** What the engine throws when a string would pass its length limit (about 512 MiB in V8). */
const tooLong = () => new RangeError("Invalid string length");

/** A real audit one of whose items cannot be serialised, as one past the string limit cannot. */
async function auditThatCannotBeWritten(): Promise<SiteAudit> {
  const pages = [{ metadata: { sourceURL: `${site?.url}/gone`, statusCode: 404 } }];
  const { audit } = await analyseCrawl(pages, `${site?.url}/`);
  const item = audit.issues[0]?.items[0];
  if (!item) throw new Error("the audit found nothing");
  Object.defineProperty(item, "detail", {
    get: () => {
      throw tooLong();
    },
  });
  return audit;
}

const recorder = () => {
  const saved: string[] = [];
  const reported: string[] = [];
  return {
    saved,
    reported,
    options: {
      save: (fileName: string) => void saved.push(fileName),
      report: (message: string) => void reported.push(message),
    },
  };
};

afterEach(() => analysisToasts.dismiss());

describe("a download", () => {
  it("offers the file it built, once", async () => {
    const save = vi.fn();
    const file = { fileName: "a.csv", content: "x", type: "text/csv" };
    expect(await offerDownload("Pages CSV", () => file, { save })).toBe(true);
    expect(save).toHaveBeenCalledExactlyOnceWith("a.csv", "x", "text/csv");
  });

  it("whose serialisation throws says which file could not be made and why, and saves nothing", async () => {
    const audit = await auditThatCannotBeWritten();
    const { saved, reported, options } = recorder();
    const offered = await offerDownload(
      "Findings CSV of all sites",
      () => allSitesCsvFile([{ site: site.name, audit }]),
      options,
    );
    expect(offered).toBe(false);
    expect(saved).toEqual([]);
    expect(reported).toEqual([
      "The Findings CSV of all sites could not be made: it is too large for this browser to build (Invalid string length)",
    ]);
  });

  it("of the whole result as JSON reports a result that cannot be written", async () => {
    const page = {
      metadata: { sourceURL: site.url },
      toJSON: () => {
        throw tooLong();
      },
    };
    const result = { status: "completed", completed: 1, creditsUsed: 1, data: [page] };
    const { saved, reported, options } = recorder();
    await offerDownload("JSON download", () => resultJsonFile(site, result), options);
    expect(saved).toEqual([]);
    expect(reported[0]).toMatch(/^The JSON download could not be made: it is too large/);
  });

  it("waiting on findings that could not be computed says so, as the tab does", async () => {
    const { reported, options } = recorder();
    await offerDownload(
      "Findings CSV",
      () => Promise.reject(new FindingsUnavailableError(new Error("the worker crashed"))),
      options,
    );
    expect(reported).toEqual([
      "The findings could not be computed, so there is no Findings CSV: the worker crashed",
    ]);
  });

  it("tells its failure in the tool's toast when no one else is told", async () => {
    await offerDownload("Audit JSON", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    expect(analysisToasts.getSnapshot()).toEqual([
      expect.objectContaining({
        variant: "destructive",
        description:
          "The Audit JSON could not be made: Failed to fetch dynamically imported module",
      }),
    ]);
  });
});
