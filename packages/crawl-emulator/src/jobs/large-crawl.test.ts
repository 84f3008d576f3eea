import { describe, expect, it } from "vitest";
import { call, useEmulator } from "../test/helpers.js";

describe("a 10,000-page crawl", () => {
  it("is read completely through size-split pages, each document once and in order", async () => {
    const emulator = await useEmulator({
      site: { pages: 10_000, pageBytes: 300 },
      timing: { pageIntervalMs: 0 },
      statusPageBytes: 1024 * 1024,
    });
    const started = (
      await call(emulator, "POST", "/v1/crawl", { url: "https://large.example.com/" })
    ).body;
    let next: string | undefined = `${emulator.url}/v1/crawl/${started.id}`;
    let expectedIndex = 0;
    let pages = 0;
    while (next) {
      const page: {
        text: string;
        body: { data: { metadata: { url: string } }[]; next?: string; total: number };
      } = await call(emulator, "GET", next);
      expect(page.text.length).toBeLessThanOrEqual(1024 * 1024 + 1_024);
      expect(page.body.total).toBe(10_000);
      for (const document of page.body.data) {
        const expected =
          expectedIndex === 0
            ? "https://large.example.com/"
            : `https://large.example.com/page-${expectedIndex}`;
        expect(document.metadata.url).toBe(expected);
        expectedIndex += 1;
      }
      pages += 1;
      next = page.body.next;
    }
    expect(expectedIndex).toBe(10_000);
    expect(pages).toBeGreaterThan(4);
  }, 60_000);
});
