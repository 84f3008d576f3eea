import { analyseCrawl } from "@keystone/site-audit";
import { afterEach, describe, expect, it } from "vitest";
import { siteConfig } from "~/site.config";
import { analysisToasts } from "../toasts";
import { downloadAllSitesCsv } from "./audit-downloads";

const site = siteConfig.analysedSites[0];
if (!site) throw new Error("no analysed site");

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
