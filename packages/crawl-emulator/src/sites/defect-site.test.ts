import { describe, expect, it } from "vitest";
import { call, useEmulator } from "../test/helpers.js";
import type { Emulator } from "../emulator.js";
import type { ScrapedDocument } from "./document.js";
import {
  AUDIT_DEFECTS,
  AUDIT_REVISION_CHANGES,
  auditDefectsOf,
  CLEAN_PAGES,
  defectPathUrl,
  defectPlan,
} from "./defect-plan.js";

const SITE = "https://swiftpath-moving.example.com/";
const HOST = new URL(SITE).host;

type Defect = keyof typeof AUDIT_DEFECTS;

/** A crawl of the defect site as the analysis tool makes it, whole pages; by source URL. */
async function crawlSite(
  emulator: Emulator,
  onlyMainContent: boolean,
): Promise<Map<string, ScrapedDocument>> {
  const started = await call(emulator, "POST", "/v1/crawl", {
    url: SITE,
    limit: 100,
    scrapeOptions: { formats: ["markdown", "html"], onlyMainContent },
  });
  const status = await call(emulator, "GET", `/v1/crawl/${started.body.id}`);
  expect(status.body.status).toBe("completed");
  const pages = new Map<string, ScrapedDocument>();
  for (const document of status.body.data as ScrapedDocument[]) {
    pages.set(document.metadata.sourceURL, document);
  }
  return pages;
}

async function defectEmulator(revision = 0): Promise<Emulator> {
  const emulator = await useEmulator({ timing: { pageIntervalMs: 0 } });
  emulator.sites.set(HOST, { defects: true, revision });
  return emulator;
}

// Small readers of the emulator's own markup, which the test knows; never for crawled html.
const section = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))]
    .map((match) => match[1] ?? "")
    .join("\n");
const hrefs = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1] ?? "");
const anchors = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)"([^>]*)>([^<]*)<\/a>/g)].map(
    ([, href = "", attributes = "", text = ""]) => ({
      href: href.replace(/&amp;/g, "&"),
      attributes,
      text,
    }),
  );
const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
const headings = (html: string) =>
  [...html.matchAll(/<h([1-6])>([^<]*)<\/h\1>/g)].map(([, level = "", text = ""]) => ({
    level: Number(level),
    text,
  }));
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const words = (html: string) =>
  text(html)
    .split(" ")
    .filter((word) => word !== "");
const isInternal = (href: string) => href.startsWith("http") && new URL(href).host === HOST;

function shingles(html: string): Set<string> {
  const list = words(html);
  return new Set(list.slice(2).map((word, index) => `${list[index]} ${list[index + 1]} ${word}`));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

interface PageFacts {
  main: string;
  hrefs: string[];
  mainHrefs: string[];
  mainText: string;
  shingles: Set<string>;
  firstH1: string | undefined;
}

const factsOf = new WeakMap<ScrapedDocument, PageFacts>();
/** Each page is read once: the huge page would make every pairwise check slow. */
function facts(page: ScrapedDocument): PageFacts {
  let known = factsOf.get(page);
  if (!known) {
    const html = page.html ?? "";
    const main = section(html, "main");
    known = {
      main,
      hrefs: hrefs(html),
      mainHrefs: hrefs(main),
      mainText: text(main),
      shingles: shingles(main),
      firstH1: headings(main).find((heading) => heading.level === 1)?.text,
    };
    factsOf.set(page, known);
  }
  return known;
}

/** Whether the page at `url` of `crawl` carries `defect`, read from the crawl's answer alone. */
function carries(defect: Defect, url: string, crawl: Map<string, ScrapedDocument>): boolean {
  const page = crawl.get(url);
  if (!page) throw new Error(`The crawl has no page ${url}`);
  const html = page.html ?? "";
  const { main } = facts(page);
  const { metadata } = page;
  const status = (href: string) => crawl.get(href)?.metadata.statusCode;
  const others = [...crawl.values()].filter(
    (other) => other !== page && other.metadata.statusCode === 200,
  );
  const title = typeof metadata.title === "string" ? metadata.title : undefined;
  const description = typeof metadata.description === "string" ? metadata.description : undefined;
  const h1s = headings(main).filter((heading) => heading.level === 1);
  const internal = facts(page).hrefs.filter(isInternal);
  const path = decodeURIComponent(new URL(url).pathname) + new URL(url).search;
  switch (defect) {
    case "clientError":
      return metadata.statusCode >= 400 && metadata.statusCode < 500;
    case "serverError":
      return metadata.statusCode >= 500;
    case "redirect":
      return metadata.url !== metadata.sourceURL;
    case "redirectToOtherHost":
      return new URL(metadata.url).host !== new URL(metadata.sourceURL).host;
    case "brokenInternalLink":
      return hrefs(main).some((href) => (status(href) ?? 0) >= 400);
    case "brokenLinkInFooter":
      return hrefs(section(html, "footer")).some((href) => (status(href) ?? 0) >= 400);
    case "linkToRedirect":
      return internal.some((href) => {
        const target = crawl.get(href)?.metadata;
        return target !== undefined && target.url !== target.sourceURL;
      });
    case "nofollowLink":
      return anchors(html).some(
        (anchor) => isInternal(anchor.href) && anchor.attributes.includes("nofollow"),
      );
    case "nonDescriptiveAnchor":
      return anchors(html).some((anchor) =>
        /^(click here|read more|here|learn more|more)$/i.test(anchor.text),
      );
    case "uncrawlableAnchor":
      return hrefs(html).some((href) => href === "#" || href.startsWith("javascript:"));
    case "linkToHttp":
      return url.startsWith("https:") && hrefs(html).some((href) => href.startsWith("http://"));
    case "noInternalOutlinks":
      return internal.length === 0;
    case "orphan":
      return others.every((other) => !facts(other).hrefs.includes(url));
    case "linkedFromFooterOnly":
      return (
        others.some((other) => facts(other).hrefs.includes(url)) &&
        others.every((other) => !facts(other).mainHrefs.includes(url))
      );
    case "manyOutlinks":
      return internal.length > 100;
    case "titleMissing":
      return metadata.title === undefined;
    case "titleDuplicate":
      return title !== undefined && others.some((other) => other.metadata.title === title);
    case "titleTooLong":
      return (title?.length ?? 0) > 60;
    case "titleTooShort":
      return title !== undefined && title.length < 30;
    case "titleMultiple":
      return Array.isArray(metadata.title);
    case "titleSameAsH1":
      return title !== undefined && h1s[0]?.text === title;
    case "descriptionMissing":
      return metadata.description === undefined;
    case "descriptionDuplicate":
      return (
        description !== undefined &&
        others.some((other) => other.metadata.description === description)
      );
    case "descriptionTooLong":
      return (description?.length ?? 0) > 155;
    case "descriptionTooShort":
      return description !== undefined && description.length < 70;
    case "descriptionMultiple":
      return Array.isArray(metadata.description);
    case "h1Missing":
      return h1s.length === 0;
    case "h1Multiple":
      return h1s.length > 1;
    case "h1Duplicate":
      return h1s[0] !== undefined && others.some((other) => facts(other).firstH1 === h1s[0]?.text);
    case "h1TooLong":
      return (h1s[0]?.text.length ?? 0) > 70;
    case "headingSkipped":
      return headings(main).some(
        (heading, index, all) => index > 0 && heading.level > (all[index - 1]?.level ?? 0) + 1,
      );
    case "headingEmpty":
      return headings(main).some((heading) => heading.text === "");
    case "exactDuplicate":
      return others.some((other) => facts(other).mainText === facts(page).mainText);
    case "nearDuplicate":
      return others.some((other) => {
        const similarity = jaccard(facts(other).shingles, facts(page).shingles);
        return similarity >= 0.9 && similarity < 1;
      });
    case "lowContent":
      return words(main).length < 200;
    case "loremIpsum":
      return /lorem ipsum/i.test(main);
    case "imageWithoutAlt":
      return images(main).some((image) => !image.includes(" alt="));
    case "imageAltTooLong":
      return images(main).some((image) => (/ alt="([^"]*)"/.exec(image)?.[1]?.length ?? 0) > 100);
    case "imageWithoutSize":
      return images(main).some((image) => !image.includes(" width="));
    case "imageOverHttp":
      return (
        url.startsWith("https:") && images(main).some((image) => image.includes('src="http://'))
      );
    case "urlUppercase":
      return /[A-Z]/.test(path);
    case "urlUnderscore":
      return path.includes("_");
    case "urlQuery":
      return path.includes("?");
    case "urlTooLong":
      return url.length > 115;
    case "urlNonAscii":
      return /[^\x20-\x7e]/.test(path);
    case "urlRepeatedSlash":
      return new URL(url).pathname.includes("//");
    case "plainHttp":
      return url.startsWith("http:");
    case "noindex":
      return /noindex/.test(metadata.robots ?? "");
    case "nofollowMeta":
      return /nofollow/.test(metadata.robots ?? "");
    case "languageMissing":
      return metadata.language === undefined && !html.startsWith("<!DOCTYPE html><html lang");
    case "viewportMissing":
      return metadata.viewport === undefined;
    case "ogTitleMissing":
      return metadata.ogTitle === undefined;
    case "ogDescriptionMissing":
      return metadata.ogDescription === undefined;
    case "ogImageMissing":
      return metadata.ogImage === undefined;
    case "htmlOverOneMegabyte":
      return html.length > 1_000_000;
  }
}

describe("defect sites", () => {
  it("carry every planted defect on its pages, and none on the clean pages beside them", async () => {
    const crawl = await crawlSite(await defectEmulator(), false);
    expect(crawl.size).toBe(defectPlan(0).length);
    for (const [defect, paths] of Object.entries(AUDIT_DEFECTS) as [Defect, readonly string[]][]) {
      const expectCarried = (path: string, carried: boolean) =>
        expect({
          defect,
          path,
          carried: carries(defect, defectPathUrl(SITE, path), crawl),
        }).toEqual({ defect, path, carried });
      for (const path of paths) expectCarried(path, true);
      for (const path of CLEAN_PAGES) expectCarried(path, false);
    }
  });

  for (const revision of [0, 1]) {
    it(`plant each defect of revision ${revision} on the pages auditDefectsOf names, and on no other page that answered 200`, async () => {
      const crawl = await crawlSite(await defectEmulator(revision), false);
      const answered = [...crawl.keys()].filter(
        (url) => crawl.get(url)?.metadata.statusCode === 200,
      );
      const found: Record<string, string[]> = {};
      const planted: Record<string, string[]> = {};
      for (const [defect, paths] of Object.entries(auditDefectsOf(revision)) as [
        Defect,
        string[],
      ][]) {
        found[defect] = answered.filter((url) => carries(defect, url, crawl)).sort();
        planted[defect] = paths
          .map((path) => defectPathUrl(SITE, path))
          .filter((url) => answered.includes(url))
          .sort();
      }
      expect(found).toEqual(planted);
    });
  }

  it("give ordinary pages 200 words, the metadata the provider reads, and title and H1 that differ", async () => {
    const crawl = await crawlSite(await defectEmulator(), false);
    for (const path of CLEAN_PAGES) {
      const page = crawl.get(defectPathUrl(SITE, path));
      expect(words(section(page?.html ?? "", "main")).length).toBeGreaterThanOrEqual(200);
      expect(page?.metadata).toMatchObject({
        language: "en",
        viewport: "width=device-width, initial-scale=1",
        ogTitle: page?.metadata.title,
        ogDescription: page?.metadata.description,
        ogImage: expect.stringMatching(/^https:\/\//),
      });
      expect(page?.metadata.robots).toBeUndefined();
    }
  });

  it("hide the footer's broken link and the footer-only page when only the main content is read", async () => {
    const crawl = await crawlSite(await defectEmulator(), true);
    for (const path of AUDIT_DEFECTS.brokenLinkInFooter) {
      const html = crawl.get(defectPathUrl(SITE, path))?.html ?? "";
      expect(html).not.toMatch(/<footer|<header|<nav|<aside/);
      expect(hrefs(html)).not.toContain(defectPathUrl(SITE, "/brochure-2019"));
    }
    const privacy = defectPathUrl(SITE, AUDIT_DEFECTS.linkedFromFooterOnly[0]);
    expect([...crawl.values()].some((page) => hrefs(page.html ?? "").includes(privacy))).toBe(
      false,
    );
  });

  it("are the same for the same seed, and differ for another", async () => {
    const emulator = await defectEmulator();
    const strip = (crawl: Map<string, ScrapedDocument>) =>
      [...crawl.values()].map(({ metadata: { scrapeId: _scrapeId, ...metadata }, ...rest }) => ({
        ...rest,
        metadata,
      }));
    const first = strip(await crawlSite(emulator, false));
    expect(strip(await crawlSite(emulator, false))).toEqual(first);
    emulator.sites.set(HOST, { defects: true, seed: 7 });
    const reseeded = strip(await crawlSite(emulator, false));
    expect(reseeded.map((page) => page.metadata.sourceURL)).toEqual(
      first.map((page) => page.metadata.sourceURL),
    );
    expect(reseeded[1]?.markdown).not.toBe(first[1]?.markdown);
  });

  it("fix some defects and plant others in an odd revision, with a page added and one rewritten", async () => {
    const before = await crawlSite(await defectEmulator(0), false);
    const after = await crawlSite(await defectEmulator(1), false);
    expect(after.size).toBe(before.size + AUDIT_REVISION_CHANGES.addedPages.length);
    for (const [defect, paths] of Object.entries(AUDIT_REVISION_CHANGES.fixed) as [
      Defect,
      readonly string[],
    ][]) {
      for (const path of paths) {
        expect({
          defect,
          path,
          before: carries(defect, defectPathUrl(SITE, path), before),
        }).toMatchObject({ before: true });
        expect({
          defect,
          path,
          after: carries(defect, defectPathUrl(SITE, path), after),
        }).toMatchObject({ after: false });
      }
    }
    for (const [defect, paths] of Object.entries(AUDIT_REVISION_CHANGES.new) as [
      Defect,
      readonly string[],
    ][]) {
      for (const path of paths) {
        const url = defectPathUrl(SITE, path);
        if (before.has(url))
          expect({ defect, path, before: carries(defect, url, before) }).toMatchObject({
            before: false,
          });
        expect({ defect, path, after: carries(defect, url, after) }).toMatchObject({ after: true });
      }
    }
    for (const path of AUDIT_REVISION_CHANGES.addedPages)
      expect(before.has(defectPathUrl(SITE, path))).toBe(false);
    const changed = [...before.keys()].filter(
      (url) => after.get(url)?.markdown !== before.get(url)?.markdown,
    );
    expect(changed).toEqual(
      AUDIT_REVISION_CHANGES.changedPages.map((path) => defectPathUrl(SITE, path)),
    );
  });

  it("answer a scrape of a plan page like the crawl, and 404 for a path outside the plan", async () => {
    const emulator = await defectEmulator();
    const crawl = await crawlSite(emulator, false);
    for (const path of [
      "/fr/société",
      "http:/legacy-rates",
      "/get-a-quote?ref=nav",
      "/pricing-old",
    ]) {
      const url = defectPathUrl(SITE, path);
      const scraped = await call(emulator, "POST", "/v1/scrape", {
        url,
        formats: ["html"],
        onlyMainContent: false,
      });
      expect(scraped.body.data.html).toBe(crawl.get(url)?.html);
      // The scrape normalises the URL it was given (`é` is sent as `%C3%A9`); the crawl lists the plan's.
      expect(scraped.body.data.metadata.url).toBe(new URL(crawl.get(url)?.metadata.url ?? "").href);
    }
    const unknown = await call(emulator, "POST", "/v1/scrape", { url: `${SITE}not-in-the-plan` });
    expect(unknown.body.data.metadata.statusCode).toBe(404);
  });

  it("are refused with a typed error when the option has the wrong type", async () => {
    const emulator = await useEmulator();
    expect(() => emulator.sites.set(HOST, { defects: "yes" } as never)).toThrow(
      "defects must be a boolean",
    );
  });
});
