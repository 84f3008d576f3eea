import { describe, expect, it } from "vitest";
import { call, useEmulator } from "../../test/helpers.js";

const FIND = { provider: "firecrawl", capability: "find-tools" };

describe("the tool exchange through POST /v2/scrape", () => {
  it("finds tools by level and filter, a page at a time, with the call that goes on", async () => {
    const emulator = await useEmulator();
    const providers = await call(emulator, "POST", "/v2/scrape", {
      alexandria: [{ ...FIND, options: { level: "providers" } }],
    });
    expect(providers.status).toBe(200);
    expect(providers.body).toMatchObject({ success: true, scrape_id: expect.any(String) });
    const [listing] = providers.body.data.alexandria;
    expect(listing.data).toMatchObject({ level: "providers", total: 4, next: null });
    expect(listing.data.items[0]).toMatchObject({
      id: "weather-data",
      next: { ...FIND, options: { providers: ["weather-data"], level: "tools" } },
    });
    const tools = await call(emulator, "POST", "/v2/scrape", {
      alexandria: { ...FIND, options: { limit: 4 } },
    });
    const page = tools.body.data.alexandria[0].data;
    expect(page.items).toHaveLength(4);
    expect(page.total).toBe(6);
    expect(page.next).toEqual({ ...FIND, options: { limit: 4, offset: 4 } });
    const rest = await call(emulator, "POST", "/v2/scrape", { alexandria: page.next });
    expect(rest.body.data.alexandria[0].data.items).toHaveLength(2);
    expect(tools.body.data.creditsCost).toBe(0);
  });

  it("runs a tool deterministically, and answers an unknown one as that call's error", async () => {
    const emulator = await useEmulator();
    const body = {
      alexandria: [
        { provider: "currency-rates", capability: "convert", options: { from: "EUR", to: "USD" } },
        { provider: "nobody", capability: "nothing" },
      ],
    };
    const first = await call(emulator, "POST", "/v2/scrape", body);
    const again = await call(emulator, "POST", "/v2/scrape", body);
    const [converted, unknown] = first.body.data.alexandria;
    expect(converted).toMatchObject({ creditsCost: 1, records: 1, upstreamStatus: 200 });
    expect(typeof converted.data.rate).toBe("number");
    expect(again.body.data.alexandria[0].data).toEqual(converted.data);
    expect(unknown.error).toMatchObject({ code: "TOOL_NOT_FOUND", status: 404 });
    expect(first.body.data.creditsCost).toBe(1);
  });

  it("refuses more than ten calls, and is no part of a self-hosted server's scrape", async () => {
    const emulator = await useEmulator();
    const many = await call(emulator, "POST", "/v2/scrape", {
      alexandria: Array.from({ length: 11 }, () => FIND),
    });
    expect(many.status).toBe(400);
    emulator.setDeployment("self-hosted");
    const selfHosted = await call(emulator, "POST", "/v2/scrape", { alexandria: [FIND] });
    expect(selfHosted.status).toBe(400);
    expect(JSON.stringify(selfHosted.body.details)).toContain("unrecognized_keys");
  });
});
