import { describe, expect, it } from "vitest";
import { call, useEmulator } from "../test/helpers.js";
import type { Emulator } from "../emulator.js";

const PAGE = "https://example.com/page-1";
const SHELL = /<(header|nav|aside|footer)>/g;

interface Answered {
  html: string;
  markdown: string;
  links: string[];
}

/** v1 and v2 name these formats alike. */
const FORMATS = ["html", "markdown", "links"];

/** Page 1 of example.com as each route answers it, with `onlyMainContent` as given (or left out). */
const routes: Record<string, (emulator: Emulator, only?: boolean) => Promise<Answered>> = {
  "v1 scrape": async (emulator, only) =>
    (
      await call(emulator, "POST", "/v1/scrape", {
        url: PAGE,
        formats: FORMATS,
        ...(only === undefined ? {} : { onlyMainContent: only }),
      })
    ).body.data,
  "v2 scrape": async (emulator, only) =>
    (
      await call(emulator, "POST", "/v2/scrape", {
        url: PAGE,
        formats: FORMATS,
        ...(only === undefined ? {} : { onlyMainContent: only }),
      })
    ).body.data,
  "v1 crawl": async (emulator, only) => {
    const started = await call(emulator, "POST", "/v1/crawl", {
      url: "https://example.com/",
      limit: 2,
      scrapeOptions: {
        formats: FORMATS,
        ...(only === undefined ? {} : { onlyMainContent: only }),
      },
    });
    return (await call(emulator, "GET", `/v1/crawl/${started.body.id}`)).body.data[1];
  },
  "v2 crawl": async (emulator, only) => {
    const started = await call(emulator, "POST", "/v2/crawl", {
      url: "https://example.com/",
      limit: 2,
      scrapeOptions: {
        formats: FORMATS,
        ...(only === undefined ? {} : { onlyMainContent: only }),
      },
    });
    return (await call(emulator, "GET", `/v2/crawl/${started.body.id}`)).body.data[1];
  },
  "v1 batch": async (emulator, only) => {
    const started = await call(emulator, "POST", "/v1/batch/scrape", {
      urls: [PAGE],
      formats: FORMATS,
      ...(only === undefined ? {} : { onlyMainContent: only }),
    });
    return (await call(emulator, "GET", `/v1/batch/scrape/${started.body.id}`)).body.data[0];
  },
  "v2 batch": async (emulator, only) => {
    const started = await call(emulator, "POST", "/v2/batch/scrape", {
      urls: [PAGE],
      formats: FORMATS,
      ...(only === undefined ? {} : { onlyMainContent: only }),
    });
    return (await call(emulator, "GET", `/v2/batch/scrape/${started.body.id}`)).body.data[0];
  },
};

describe("onlyMainContent", () => {
  for (const [route, answer] of Object.entries(routes)) {
    it(`${route}: the main content by default and with true, the whole page with false`, async () => {
      const emulator = await useEmulator({ timing: { pageIntervalMs: 0 } });
      const byDefault = await answer(emulator);
      const mainOnly = await answer(emulator, true);
      const whole = await answer(emulator, false);

      const content = ({ html, markdown, links }: Answered) => ({ html, markdown, links });
      expect(content(mainOnly)).toEqual(content(byDefault));
      expect(byDefault.html).toMatch(/^<!DOCTYPE html><html lang="en"><body>\n<main>/);
      expect(byDefault.html.match(SHELL)).toBeNull();
      expect(byDefault.markdown).not.toContain("Footer of example.com");
      expect(byDefault.links).not.toContain("https://example.com/privacy");

      // Page 1 is odd, so it has an aside; its html has no <head>, as the provider's html has none.
      expect(whole.html.match(SHELL)).toEqual(["<header>", "<nav>", "<aside>", "<footer>"]);
      expect(whole.html).not.toMatch(/<head>|<script|<title>/);
      expect(whole.html).toContain(
        byDefault.html.slice(byDefault.html.indexOf("<main>"), -"\n</body></html>".length),
      );
      expect(whole.markdown).toContain(byDefault.markdown);
      expect(whole.markdown).toContain("[Privacy](https://example.com/privacy)");
      expect(whole.links).toEqual(
        expect.arrayContaining([...byDefault.links, "https://example.com/privacy"]),
      );
    });
  }

  it("leaves the aside out of pages that have none, and keeps rawHtml whole either way", async () => {
    const emulator = await useEmulator();
    const scrape = async (url: string, onlyMainContent: boolean) =>
      (
        await call(emulator, "POST", "/v1/scrape", {
          url,
          formats: ["html", "rawHtml"],
          onlyMainContent,
        })
      ).body.data;
    const even = await scrape("https://example.com/page-2", false);
    expect(even.html.match(SHELL)).toEqual(["<header>", "<nav>", "<footer>"]);
    const mainOnly = await scrape("https://example.com/page-2", true);
    expect(mainOnly.rawHtml).toBe(even.rawHtml);
    expect(mainOnly.rawHtml).toMatch(/<head>[\s\S]*<title>[\s\S]*<header>[\s\S]*<footer>/);
  });

  it("is kept by a v2 scrape that GET /v2/scrape/{id} answers again", async () => {
    const emulator = await useEmulator();
    const scraped = await call(emulator, "POST", "/v2/scrape", {
      url: PAGE,
      formats: ["html"],
      onlyMainContent: false,
    });
    const again = await call(emulator, "GET", `/v2/scrape/${scraped.body.data.metadata.scrapeId}`);
    expect(again.body.data.html).toBe(scraped.body.data.html);
    expect(again.body.data.html).toContain("<footer>");
  });

  it("is refused with the real validation error when it is not a boolean", async () => {
    const emulator = await useEmulator();
    const refused = await call(emulator, "POST", "/v1/scrape", {
      url: PAGE,
      onlyMainContent: "no",
    });
    expect(refused.status).toBe(400);
  });
});
