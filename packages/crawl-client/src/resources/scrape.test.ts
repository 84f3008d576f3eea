import { describe, expect, it } from "vitest";
import { z } from "zod";
import { setup, failure } from "../../test/support/fake-client.js";
import { ValidationError } from "../index.js";

describe("scrapeUrl", () => {
  it("converts zod 4 schemas to JSON Schema (not an empty schema), and refuses zod 3 look-alikes", async () => {
    const { app, requests } = setup([
      { status: 200, body: { success: true, data: { json: { name: "x" } } } },
    ]);
    const result = await app.scrapeUrl("https://example.com", {
      formats: ["json"],
      jsonOptions: { schema: z.object({ name: z.string() }) },
    });
    expect(result.json?.name).toBe("x");
    const schema = (requests[0]?.body?.["jsonOptions"] as { schema: Record<string, unknown> })
      .schema;
    expect(schema).toMatchObject({
      type: "object",
      properties: { name: { type: "string" } },
      required: ["name"],
    });
    expect(schema["$schema"]).toBeUndefined();

    const zod3Like = { _def: {}, safeParse: () => undefined };
    const error = await failure(
      app.extract(["https://example.com"], { schema: zod3Like as never }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe("params.schema");
  });

  it("reports a 200 with success:false on scrape as the provider's error, not as 'No response received'", async () => {
    const { app } = setup([
      { status: 200, body: { success: false, error: "Scrape failed upstream" } },
    ]);
    const error = await failure(app.scrapeUrl("https://example.com"));
    expect(error.message).toBe("Failed to scrape URL. Error: Scrape failed upstream");
  });

  it("keeps fields it does not know", async () => {
    const { app } = setup([
      { status: 200, body: { success: true, data: { markdown: "m", brandNewField: 42 } } },
    ]);
    const result = await app.scrapeUrl("https://example.com");
    expect((result as unknown as { brandNewField: number }).brandNewField).toBe(42);
  });

  it("keeps metadata.proxyUsed the reference's type names, and reads any other as undefined", async () => {
    const { app } = setup([
      { status: 200, body: { success: true, data: { metadata: { proxyUsed: "stealth" } } } },
      { status: 200, body: { success: true, data: { metadata: { proxyUsed: "enhanced" } } } },
    ]);
    expect((await app.scrapeUrl("https://example.com")).metadata?.proxyUsed).toBe("stealth");
    const other = await app.scrapeUrl("https://example.com");
    expect(other.metadata?.proxyUsed).toBeUndefined();
    expect(other.metadata).toBeDefined();
  });
});
