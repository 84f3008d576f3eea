import { describe, expect, it } from "vitest";
import { auditPages } from "../analysis/audit-pages";
import type { CrawledPage } from "../document";
import { CATALOGUE, CATALOGUE_VERSION } from "../catalogue";
import { resolveRules } from "../rules/parse-rules-config";
import { runAudit } from "../run-audit";
import { pageFacts, pageFactsSharing } from "./page-facts";
import { TextTable } from "./text-table";

const ROOT = "https://shared.example.com";

function pageWithNav(index: number): CrawledPage {
  return {
    html:
      `<nav><a href="/catalogue">Catalogue of every item</a><a href="/about">About us</a></nav>` +
      `<h1>Item ${index}</h1><a href="/item-${index + 1}">Next item</a>` +
      `<img src="/images/logo-of-the-site.png" alt="">`,
    metadata: { sourceURL: `${ROOT}/item-${index}`, statusCode: 200, title: `Item ${index}` },
  };
}

describe("TextTable", () => {
  it("keeps each distinct text once across pages: the nav, logo and link texts pages repeat", () => {
    const texts = new TextTable();
    const facts = Array.from({ length: 50 }, (_, index) =>
      pageFactsSharing(pageWithNav(index), texts),
    );
    expect(facts[49]?.links.map((link) => link.text)).toEqual([
      "Catalogue of every item",
      "About us",
      "Next item",
    ]);
    expect(facts[49]?.images[0]?.src).toBe("/images/logo-of-the-site.png");
    // Per page its url, key and next link's href and target are new (about 4); the rest is shared.
    const shared = texts.size;
    pageFactsSharing(pageWithNav(50), texts);
    expect(texts.size - shared).toBeLessThanOrEqual(4);
    expect(shared).toBeLessThan(50 * 4 + 20);
  });

  it("belongs to one audit: a new table starts empty, and another's texts do not fill it", () => {
    const first = new TextTable();
    pageFactsSharing(pageWithNav(0), first);
    const second = new TextTable();
    expect(first.size).toBeGreaterThan(0);
    expect(second.size).toBe(0);
  });

  it("stops adding texts at its bound, and still gives each text back whole", () => {
    const texts = new TextTable(3);
    const given = ["alpha", "beta", "gamma", "delta", "epsilon"].map((text) => texts.own(text));
    expect(given).toEqual(["alpha", "beta", "gamma", "delta", "epsilon"]);
    expect(texts.size).toBe(3);
    expect(texts.own("alpha")).toBe("alpha");
  });

  it("leaves an audit's findings as they are with each page's texts its own", async () => {
    const pages = Array.from({ length: 20 }, (_, index) => pageWithNav(index));
    const startUrl = `${ROOT}/item-0`;
    const shared = await auditPages(pages, { startUrl });
    const unshared = runAudit(
      pages.map((page) => pageFacts(page)),
      startUrl,
      CATALOGUE,
      CATALOGUE_VERSION,
      resolveRules({}, CATALOGUE),
    );
    expect(shared.audit.pageCount).toBe(20);
    expect(JSON.stringify(shared.audit)).toBe(JSON.stringify(unshared));
  });
});
