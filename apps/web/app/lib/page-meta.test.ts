import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type PageEntry, pages } from "~/content/pages";
import { siteConfig } from "~/site.config";
import { pageMeta } from "./page-meta";
import { socialImage } from "./social-image";

/** The tag of `page` whose rel, name or property is `key`. */
function tag(page: PageEntry, key: string) {
  const entries = pageMeta(page) as Record<string, unknown>[];
  return entries.find((entry) => [entry.rel, entry.name, entry.property].includes(key));
}

describe("pageMeta", () => {
  it("gives an indexable page its canonical URL and og:url on the site origin", () => {
    const about = new URL(pages.about.path, siteConfig.origin).href;
    expect(tag(pages.about, "canonical")?.href).toBe(about);
    expect(tag(pages.about, "og:url")?.content).toBe(about);
    expect(tag(pages.about, "robots")).toBeUndefined();
  });

  it("gives a noindex page no canonical URL and no og:url", () => {
    for (const page of [pages.notFound, pages.analysis]) {
      expect(tag(page, "robots")?.content).toBe("noindex");
      expect(tag(page, "canonical")).toBeUndefined();
      expect(tag(page, "og:url")).toBeUndefined();
    }
  });

  it("points Open Graph and the large Twitter card at the social image by absolute URL", () => {
    expect(tag(pages.home, "og:image")?.content).toBe(`${siteConfig.origin}/social-card.png`);
    expect(tag(pages.home, "og:image:alt")?.content).toBe(socialImage.alt);
    expect(tag(pages.home, "twitter:card")?.content).toBe("summary_large_image");
    expect(tag(pages.home, "twitter:image")?.content).toBe(socialImage.url);
  });
});

describe("the social image file", () => {
  const png = readFileSync(new URL(`../../public${socialImage.path}`, import.meta.url));

  it("is a PNG of the size the tags announce", () => {
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    // The IHDR chunk, first in every PNG, holds the width and height at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
      socialImage.width,
      socialImage.height,
    ]);
  });

  it("stays small enough to commit and to fetch for a preview", () => {
    expect(png.byteLength).toBeLessThan(60_000);
  });
});
