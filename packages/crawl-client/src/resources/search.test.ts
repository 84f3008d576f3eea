import { describe, expect, it } from "vitest";
import { setup, failure } from "../../test/support/fake-client.js";
import { ValidationError } from "../index.js";

describe("search", () => {
  it("builds the search body with the reference's defaults and a 65 s client timeout", async () => {
    const { app, requests } = setup([{ status: 200, body: { success: true, data: [] } }]);
    await app.search("holding companies");
    expect(requests[0]?.body).toMatchObject({
      query: "holding companies",
      limit: 5,
      lang: "en",
      country: "us",
      timeout: 60000,
      scrapeOptions: { formats: [] },
    });
  });

  it("rejects an unknown search option instead of dropping it silently", async () => {
    const { app, requests } = setup([]);
    const error = await failure(app.search("q", { limitt: 3 } as never));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toContain("limitt");
    expect(requests).toHaveLength(0);
  });
});
