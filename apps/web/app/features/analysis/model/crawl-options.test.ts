import { describe, expect, it } from "vitest";
import {
  CRAWL_OPTIONS_STORAGE_KEY,
  DEFAULT_CRAWL_OPTIONS,
  initialCrawlOptions,
  parseCrawlOptions,
  rememberCrawlOptions,
  rememberedCrawlOptions,
  withCrawlOptions,
} from "./crawl-options";
import { memoryStorage } from "./fake-storage";

const refusing = () => {
  throw new DOMException("storage is disabled", "SecurityError");
};

describe("the crawl switches in the URL's query", () => {
  it("reads each switch spelled out on or off, and ignores any other value", () => {
    expect(parseCrawlOptions("?document=full&sitemap=compare")).toEqual({
      fullDocument: true,
      compareSitemap: true,
    });
    expect(parseCrawlOptions("?document=main&sitemap=off")).toEqual({
      fullDocument: false,
      compareSitemap: false,
    });
    expect(parseCrawlOptions("?document=FULL&sitemap=1&document=")).toEqual({});
    expect(parseCrawlOptions("")).toEqual({});
  });

  it("writes both switches beside the other parameters (the filters), which it keeps", () => {
    const query = withCrawlOptions("?severity=error&document=main&category=links", {
      fullDocument: true,
      compareSitemap: false,
    });
    const params = new URLSearchParams(query);
    expect(params.get("severity")).toBe("error");
    expect(params.get("category")).toBe("links");
    expect(params.getAll("document")).toEqual(["full"]);
    expect(params.get("sitemap")).toBe("off");
    expect(parseCrawlOptions(query)).toEqual({ fullDocument: true, compareSitemap: false });
  });

  it("starts from the address, then what the browser remembers, then off", () => {
    const storage = memoryStorage();
    expect(initialCrawlOptions("", () => storage)).toEqual(DEFAULT_CRAWL_OPTIONS);
    rememberCrawlOptions(() => storage, { fullDocument: true, compareSitemap: true });
    expect(initialCrawlOptions("?utm=x", () => storage)).toEqual({
      fullDocument: true,
      compareSitemap: true,
    });
    // A shared link says what its sender chose, whatever this browser remembers.
    expect(initialCrawlOptions("?document=main", () => storage)).toEqual({
      fullDocument: false,
      compareSitemap: true,
    });
  });

  it("remembers the two switches and nothing else, and reads damaged or refused storage as nothing", () => {
    const storage = memoryStorage();
    rememberCrawlOptions(() => storage, { fullDocument: true, compareSitemap: false });
    expect(JSON.parse(storage.values.get(CRAWL_OPTIONS_STORAGE_KEY) ?? "")).toEqual({
      fullDocument: true,
      compareSitemap: false,
    });
    const damaged = memoryStorage({ [CRAWL_OPTIONS_STORAGE_KEY]: '{"fullDocument":"yes",' });
    expect(rememberedCrawlOptions(() => damaged)).toEqual({});
    const wrong = memoryStorage({
      [CRAWL_OPTIONS_STORAGE_KEY]: '{"fullDocument":"yes","compareSitemap":true}',
    });
    expect(rememberedCrawlOptions(() => wrong)).toEqual({ compareSitemap: true });
    expect(rememberedCrawlOptions(refusing)).toEqual({});
    expect(() =>
      rememberCrawlOptions(refusing, { fullDocument: true, compareSitemap: true }),
    ).not.toThrow();
  });
});
