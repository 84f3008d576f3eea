import { describe, expect, it } from "vitest";
import { call, manualClock, useEmulator, type CallResult } from "../test/helpers.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("POST /v1/crawl", () => {
  it("answers an id and an absolute status URL built from the request's host", async () => {
    const emulator = await useEmulator();
    const { status, body } = await call(emulator, "POST", "/v1/crawl", {
      url: "https://example.com/",
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.id).toMatch(UUID);
    expect(body.url).toBe(`${emulator.url}/v1/crawl/${body.id}`);
  });

  it("refuses unknown fields, a bad URL and a missing URL with the real validation messages", async () => {
    const emulator = await useEmulator();
    const unknown = await call(emulator, "POST", "/v1/crawl", {
      url: "https://example.com/",
      pageOptions: {},
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      success: false,
      code: "BAD_REQUEST",
      error: "Bad Request",
      details: [
        {
          code: "unrecognized_keys",
          keys: ["pageOptions"],
          path: [],
          message:
            "Unrecognized key in body -- please review the v1 API documentation for request body changes",
        },
      ],
    });
    const ftp = await call(emulator, "POST", "/v1/crawl", { url: "ftp://example" });
    expect(ftp.body.details.map((issue: { message: string }) => issue.message)).toEqual([
      "URL uses unsupported protocol",
      "URL must have a valid top-level domain or be a valid path",
      "Invalid URL",
    ]);
    const missing = await call(emulator, "POST", "/v1/crawl", {});
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([
      {
        code: "custom",
        message: "URL must have a valid top-level domain or be a valid path",
        path: ["url"],
      },
    ]);
    const wrongType = await call(emulator, "POST", "/v1/crawl", {
      url: "https://example.com",
      limit: "ten",
    });
    expect(wrongType.body.details).toEqual([
      {
        code: "invalid_type",
        expected: "number",
        received: "string",
        path: ["limit"],
        message: "Expected number, received string",
      },
    ]);
    const nested = await call(emulator, "POST", "/v1/crawl", {
      url: "https://example.com",
      scrapeOptions: { bogus: 1 },
    });
    expect(nested.body.details[0]).toMatchObject({
      code: "unrecognized_keys",
      keys: ["bogus"],
      path: ["scrapeOptions"],
    });
  });

  it("refuses malformed JSON and a body that is not an object, and keeps serving", async () => {
    const emulator = await useEmulator();
    const malformed = await call(emulator, "POST", "/v1/crawl", '{"url":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, error: "Bad request, malformed JSON" });
    const array = await call(emulator, "POST", "/v1/crawl", "[1,2]");
    expect(array.status).toBe(400);
    expect(array.body.details[0]).toMatchObject({
      code: "invalid_type",
      expected: "object",
      received: "array",
    });
    const after = await call(emulator, "POST", "/v1/crawl", { url: "https://example.com" });
    expect(after.status).toBe(200);
  });

  it("answers 409 when an idempotency key is reused, and starts no second job", async () => {
    const emulator = await useEmulator();
    const headers = { "x-idempotency-key": "4d4b2f9a-46f3-4a24-a2a7-34802f474008" };
    const first = await call(
      emulator,
      "POST",
      "/v1/crawl",
      { url: "https://example.com" },
      headers,
    );
    const second = await call(
      emulator,
      "POST",
      "/v1/crawl",
      { url: "https://example.com" },
      headers,
    );
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ success: false, error: "Idempotency key already used" });
    expect(emulator.stats().requests["crawl.start"]).toBe(2);
  });

  it("answers the same 409 to a key that is not a UUID, the first time too, as the real server", async () => {
    const emulator = await useEmulator();
    for (const key of ["once", "4d4b2f9a-46f3-4a24-a2a7-34802f47400"]) {
      const answer = await call(
        emulator,
        "POST",
        "/v1/crawl",
        { url: "https://example.com" },
        { "x-idempotency-key": key },
      );
      expect(answer.status, key).toBe(409);
      expect(answer.body).toEqual({ success: false, error: "Idempotency key already used" });
    }
    const batch = await call(
      emulator,
      "POST",
      "/v1/batch/scrape",
      { urls: ["https://example.com"] },
      { "x-idempotency-key": "batch-key-1" },
    );
    expect(batch.status).toBe(409);
    const scrape = await call(
      emulator,
      "POST",
      "/v1/scrape",
      { url: "https://example.com" },
      { "x-idempotency-key": "once" },
    );
    expect(scrape.status).toBe(200);
  });

  it("answers 401 with the real server's three texts: no header, no key in it, an unknown key", async () => {
    const emulator = await useEmulator({ apiKeys: ["fc-test"] });
    const start = (headers: Record<string, string>) =>
      call(emulator, "POST", "/v1/crawl", { url: "https://example.com" }, headers);
    const cases: [Record<string, string>, string][] = [
      [{}, "Unauthorized"],
      [{ authorization: "Bearer" }, "Unauthorized: Token missing"],
      [{ authorization: "Bearer  fc-test" }, "Unauthorized: Token missing"],
      [{ authorization: "Bearer fc-wrong" }, "Unauthorized: Invalid token"],
    ];
    for (const [headers, error] of cases) {
      const answer = await start(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(401);
      expect(answer.body).toEqual({ success: false, error });
    }
    expect((await start({ authorization: "Bearer fc-test" })).status).toBe(200);
  });
});

describe("GET /v1/crawl/{id}", () => {
  it("progresses over time: total and completed grow, scraping becomes completed", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({
      now: clock.now,
      site: { pages: 8 },
      timing: { pageIntervalMs: 100 },
    });
    const startedAt = clock.now();
    const { body: started } = await call(emulator, "POST", "/v1/crawl", {
      url: "https://example.com/",
    });
    const first = (await call(emulator, "GET", `/v1/crawl/${started.id}`)).body;
    expect(first).toMatchObject({
      success: true,
      status: "scraping",
      completed: 0,
      total: 1,
      creditsUsed: 1,
      data: [],
    });
    expect(first.next).toBe(`${emulator.url}/v1/crawl/${started.id}?skip=0`);
    clock.advance(250);
    const middle = (await call(emulator, "GET", `/v1/crawl/${started.id}`)).body;
    expect(middle).toMatchObject({ status: "scraping", completed: 2, total: 5, creditsUsed: 5 });
    expect(middle.data).toHaveLength(2);
    expect(middle.next).toBe(`${emulator.url}/v1/crawl/${started.id}?skip=2`);
    clock.advance(1_000);
    const done = (await call(emulator, "GET", `/v1/crawl/${started.id}`)).body;
    expect(done).toMatchObject({ status: "completed", completed: 8, total: 8, creditsUsed: 8 });
    expect(done.data).toHaveLength(8);
    expect(done).not.toHaveProperty("next");
    // Fixed when the crawl started, whole seconds, however late the status is read.
    const expected = new Date(Math.floor((startedAt + 24 * 3600 * 1000) / 1000) * 1000);
    expect(first.expiresAt).toBe(expected.toISOString());
    expect(done.expiresAt).toBe(expected.toISOString());
  });

  it("pages with skip and limit, with absolute next links and none on the last page", async () => {
    const emulator = await useEmulator({ site: { pages: 8 }, timing: { pageIntervalMs: 0 } });
    const { body: started } = await call(emulator, "POST", "/v1/crawl", {
      url: "https://example.com/",
      scrapeOptions: { formats: ["markdown", "links"] },
    });
    const urls: string[] = [];
    let next: string | undefined = `${emulator.url}/v1/crawl/${started.id}?limit=3`;
    const pageSizes: number[] = [];
    while (next) {
      const page: CallResult["body"] = (await call(emulator, "GET", next)).body;
      pageSizes.push(page.data.length);
      urls.push(
        ...page.data.map((document: { metadata: { url: string } }) => document.metadata.url),
      );
      next = page.next;
    }
    expect(pageSizes).toEqual([3, 3, 2]);
    expect(urls[0]).toBe("https://example.com/");
    expect(urls.slice(1)).toEqual(
      Array.from({ length: 7 }, (_, index) => `https://example.com/page-${index + 1}`),
    );
    const second = (await call(emulator, "GET", `/v1/crawl/${started.id}?skip=3&limit=3`)).body;
    expect(second.next).toBe(`${emulator.url}/v1/crawl/${started.id}?skip=6&limit=3`);
  });

  it("splits pages by size like the real server, always returning at least one document", async () => {
    const emulator = await useEmulator({
      site: { pages: 20, pageBytes: 5_000 },
      timing: { pageIntervalMs: 0 },
      statusPageBytes: 12_000,
    });
    const { body: started } = await call(emulator, "POST", "/v1/crawl", {
      url: "https://docs.example.com/",
    });
    const first = await call(emulator, "GET", `/v1/crawl/${started.id}`);
    expect(first.body.data.length).toBeGreaterThanOrEqual(1);
    expect(first.body.data.length).toBeLessThan(20);
    expect(first.text.length).toBeLessThan(12_000 + 1_000);
    let total = first.body.data.length;
    let next: string | undefined = first.body.next;
    while (next) {
      const page: CallResult["body"] = (await call(emulator, "GET", next)).body;
      total += page.data.length;
      next = page.next;
    }
    expect(total).toBe(20);
  });

  it("answers 404 Job not found for unknown ids and ids that are not UUIDs", async () => {
    const emulator = await useEmulator();
    for (const path of [
      "/v1/crawl/00000000-0000-4000-8000-000000000000",
      "/v1/crawl/not-a-uuid",
      "/v1/crawl/00000000-0000-4000-8000-000000000000/errors",
    ]) {
      const { status, body } = await call(emulator, "GET", path);
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, error: "Job not found" });
    }
  });

  it("ends failed with the site's error, listed by the errors endpoint", async () => {
    const emulator = await useEmulator({ timing: { pageIntervalMs: 0 } });
    emulator.sites.set("broken.example.com", { fail: "Site unreachable" });
    const { body: started } = await call(emulator, "POST", "/v1/crawl", {
      url: "https://broken.example.com/",
    });
    const status = (await call(emulator, "GET", `/v1/crawl/${started.id}`)).body;
    expect(status).toMatchObject({ status: "failed", completed: 0, error: "Site unreachable" });
    const errors = (await call(emulator, "GET", `/v1/crawl/${started.id}/errors`)).body;
    expect(errors.robotsBlocked).toEqual([]);
    expect(errors.errors).toHaveLength(1);
    expect(errors.errors[0]).toMatchObject({
      url: "https://broken.example.com/",
      error: "Site unreachable",
    });
  });

  it("an unreachable site completes with 0 of 0 pages, its start URL in the errors, over fail", async () => {
    const emulator = await useEmulator({ timing: { pageIntervalMs: 0 } });
    emulator.sites.set("down.example.com", { unreachable: true, fail: "ignored" });
    const { body: started } = await call(emulator, "POST", "/v1/crawl", {
      url: "https://down.example.com/",
    });
    const status = (await call(emulator, "GET", `/v1/crawl/${started.id}`)).body;
    expect(status).toMatchObject({ status: "completed", completed: 0, total: 0, data: [] });
    expect(status).not.toHaveProperty("next");
    const errors = (await call(emulator, "GET", `/v1/crawl/${started.id}/errors`)).body;
    expect(errors.errors).toEqual([expect.objectContaining({ url: "https://down.example.com/" })]);
    const scrape = await call(emulator, "POST", "/v1/scrape", { url: "https://down.example.com/" });
    expect(scrape.status).toBe(500);
    expect(scrape.body.error).toMatch(/^\(Internal server error\) - All scraping engines failed!/);
  });

  it("keeps a stuck site scraping forever, with next present", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now });
    emulator.sites.set("stuck.example.com", { neverFinish: true, pages: 3 });
    const { body: started } = await call(emulator, "POST", "/v1/crawl", {
      url: "https://stuck.example.com/",
    });
    clock.advance(3_600_000);
    const status = (await call(emulator, "GET", `/v1/crawl/${started.id}`)).body;
    expect(status).toMatchObject({ status: "scraping", completed: 3, total: 3 });
    expect(status.next).toContain("skip=3");
    const active = (await call(emulator, "GET", "/v1/crawl/active")).body;
    expect(active.crawls.map((crawl: { id: string }) => crawl.id)).toEqual([started.id]);
  });

  it("caps the crawl at the request's limit", async () => {
    const emulator = await useEmulator({ site: { pages: 50 }, timing: { pageIntervalMs: 0 } });
    const { body: started } = await call(emulator, "POST", "/v1/crawl", {
      url: "https://example.com/",
      limit: 1,
    });
    const status = (await call(emulator, "GET", `/v1/crawl/${started.id}`)).body;
    expect(status).toMatchObject({ status: "completed", completed: 1, total: 1, creditsUsed: 1 });
  });
});

describe("DELETE /v1/crawl/{id}", () => {
  it("cancels midway: the status stays cancelled and keeps the pages done so far", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({
      now: clock.now,
      site: { pages: 10 },
      timing: { pageIntervalMs: 100 },
    });
    const { body: started } = await call(emulator, "POST", "/v1/crawl", {
      url: "https://example.com/",
    });
    clock.advance(350);
    const cancel = await call(emulator, "DELETE", `/v1/crawl/${started.id}`);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toEqual({ status: "cancelled" });
    clock.advance(10_000);
    const status = (await call(emulator, "GET", `/v1/crawl/${started.id}`)).body;
    expect(status).toMatchObject({ success: true, status: "cancelled", completed: 3 });
    expect(status.data).toHaveLength(3);
    expect(status).not.toHaveProperty("next");
  });

  it("answers 404 with the real body for an unknown id", async () => {
    const emulator = await useEmulator();
    const { status, body } = await call(
      emulator,
      "DELETE",
      "/v1/crawl/00000000-0000-4000-8000-000000000000",
    );
    expect(status).toBe(404);
    expect(body).toEqual({ error: "Job not found" });
  });
});

describe("crawl path filters", () => {
  it("keeps only pages whose path matches includePaths and not excludePaths, up to limit", async () => {
    const emulator = await useEmulator({ site: { pages: 30 }, timing: { pageIntervalMs: 0 } });
    const { body: started } = await call(emulator, "POST", "/v1/crawl", {
      url: "https://example.com/",
      includePaths: ["page-1\\d$"],
      excludePaths: ["page-13"],
      limit: 5,
    });
    const status = (await call(emulator, "GET", `/v1/crawl/${started.id}`)).body;
    expect(status).toMatchObject({ status: "completed", total: 5, completed: 5 });
    expect(
      status.data.map((document: { metadata: { url: string } }) => document.metadata.url),
    ).toEqual([10, 11, 12, 14, 15].map((index) => `https://example.com/page-${index}`));
    const errors = (await call(emulator, "GET", `/v1/crawl/${started.id}/errors`)).body;
    expect(errors.errors).toEqual([
      expect.objectContaining({
        url: "https://example.com/",
        error: "URL does not match required include pattern",
      }),
    ]);
  });

  it("refuses a pattern that is not a regular expression", async () => {
    const emulator = await useEmulator();
    const { status, body } = await call(emulator, "POST", "/v1/crawl", {
      url: "https://example.com/",
      includePaths: ["ok", "(unclosed"],
    });
    expect(status).toBe(400);
    expect(body.details).toEqual([
      { code: "custom", message: "Invalid regex pattern", path: ["includePaths", 1] },
    ]);
  });
});

describe("GET /v1/crawl/{id}/errors", () => {
  it("is served on GET only: DELETE, which the reference SDK sends, gets the real server's 404 page", async () => {
    const emulator = await useEmulator();
    const { body: started } = await call(emulator, "POST", "/v1/crawl", {
      url: "https://example.com/",
    });
    const viaGet = await call(emulator, "GET", `/v1/crawl/${started.id}/errors`);
    expect(viaGet.body).toEqual({ errors: [], robotsBlocked: [] });
    const viaDelete = await call(emulator, "DELETE", `/v1/crawl/${started.id}/errors`);
    expect(viaDelete.status).toBe(404);
    expect(viaDelete.text).toContain(`<pre>Cannot DELETE /v1/crawl/${started.id}/errors</pre>`);
  });
});

describe("jobs of another key", () => {
  it("are refused with 403 Forbidden and left out of the active list", async () => {
    const emulator = await useEmulator({ apiKeys: ["fc-team-a", "fc-team-b"], site: { pages: 3 } });
    const teamA = { authorization: "Bearer fc-team-a" };
    const teamB = { authorization: "Bearer fc-team-b" };
    emulator.sites.set("stuck.example.com", { neverFinish: true });
    const { body: started } = await call(
      emulator,
      "POST",
      "/v1/crawl",
      { url: "https://stuck.example.com/" },
      teamA,
    );
    for (const [method, path] of [
      ["GET", `/v1/crawl/${started.id}`],
      ["GET", `/v1/crawl/${started.id}/errors`],
      ["DELETE", `/v1/crawl/${started.id}`],
      ["GET", `/v1/batch/scrape/${started.id}`],
    ] as const) {
      const answer = await call(emulator, method, path, undefined, teamB);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body).toEqual({ success: false, error: "Forbidden" });
    }
    expect((await call(emulator, "GET", "/v1/crawl/active", undefined, teamB)).body.crawls).toEqual(
      [],
    );
    const active = (await call(emulator, "GET", "/v1/crawl/active", undefined, teamA)).body.crawls;
    expect(active).toHaveLength(1);
    expect(active[0].teamId).toMatch(/^team-[0-9a-f]+$/);
    expect(JSON.stringify(active)).not.toContain("fc-team-a");
    expect(
      (await call(emulator, "GET", `/v1/crawl/${started.id}`, undefined, teamA)).body.status,
    ).toBe("scraping");
  });
});
