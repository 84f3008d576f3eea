import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { doc, setup } from "../test/support/fake-client.js";

describe("every request", () => {
  it("names this client and its real version in origin from the very first request", async () => {
    const pkg = JSON.parse(await readFile(new URL("../package.json", import.meta.url), "utf8")) as {
      version: string;
    };
    const { app, requests } = setup([{ status: 200, body: { success: true, data: doc(1) } }]);
    await app.scrapeUrl("https://example.com");
    expect(requests[0]?.body?.["origin"]).toBe(`@keystone/crawl-client@${pkg.version}`);
  });

  it("overrides a caller's origin and never puts the key in a URL", async () => {
    const { app, requests } = setup([{ status: 200, body: { success: true, data: [] } }]);
    await app.search("q", { origin: "mine" });
    expect(requests[0]?.body?.["origin"]).toMatch(/^@keystone\/crawl-client@/);
    expect(requests[0]?.url).not.toContain("fc-key");
  });
});
