// Behaviours of real Firecrawl servers, measured and recorded (see the provider notes: metadata
// arrays, error codes, the self-hosted idempotency 500, paging that ignores skip, the WebSocket race
// at crawl start, the synchronous extract), replayed over real loopback HTTP and WebSocket. The
// emulator stands in for these where it can; these tests hold the client to the recorded answers.
import { afterEach, describe, expect, it } from "vitest";
import {
  BadRequestError,
  FirecrawlApp,
  type FirecrawlAppConfig,
  PaginationStalledError,
  ResponseTooLargeError,
  ServerError,
} from "../../src/index.js";
import { acceleratedClock } from "../support/accelerated-clock.js";
import {
  type Answer,
  recorded,
  recordedServer,
  type SeenRequest,
} from "../support/recorded-server.js";

type Server = Awaited<ReturnType<typeof recordedServer>>;
let server: Server | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(
  answer: (request: SeenRequest, index: number) => Answer,
  onSocket?: Parameters<typeof recordedServer>[1],
) {
  server = await recordedServer(answer, onSocket);
  return server;
}

function client(url: string, config: FirecrawlAppConfig = {}) {
  return new FirecrawlApp({ apiUrl: url, clock: acceleratedClock(), ...config });
}

const statusSample = recorded("crawl-status.json") as {
  data: { metadata: Record<string, unknown> }[];
};
const startSample = recorded("crawl-start.json");
const jobId = startSample["id"] as string;

/** The recorded status page, its first document carrying what a page with repeated tags gives. */
function statusWithRepeatedTags(): Record<string, unknown> {
  const page = structuredClone(statusSample);
  const first = page.data[0];
  if (first === undefined) throw new Error("the recorded status page has no documents");
  Object.assign(first.metadata, {
    title: ["First Title", "Second Title"],
    description: "First description, Second description",
    ogTitle: "OG one",
    "og:title": ["OG one", "OG two"],
    keywords: 7,
    language: null,
  });
  return page;
}

describe("answers as real servers send them", () => {
  it("keeps metadata arrays, numbers, nulls and raw og: keys, and never rejects the page for them", async () => {
    const { url } = await serve((request) =>
      request.method === "POST"
        ? { status: 200, body: startSample }
        : { status: 200, body: statusWithRepeatedTags() },
    );
    const result = await client(url).crawlUrl("https://example.com");
    expect(result.data).toHaveLength(5);
    const metadata = result.data[0]?.metadata ?? {};
    expect(metadata.title).toEqual(["First Title", "Second Title"]);
    expect(metadata["og:title"]).toEqual(["OG one", "OG two"]);
    expect(metadata.description).toBe("First description, Second description");
    expect(metadata["keywords"]).toBe(7);
    expect(metadata["language"]).toBeNull();
    expect(metadata.scrapeId).toBe(statusSample.data[0]?.metadata["scrapeId"]);
  });

  it("keeps an odd document (a field of an unexpected type) as sent instead of failing the scrape", async () => {
    const scrape = recorded("scrape.json") as { data: Record<string, unknown> };
    scrape.data["markdown"] = null;
    (scrape.data["metadata"] as Record<string, unknown>)["title"] = ["A", "B"];
    const { url } = await serve(() => ({ status: 200, body: scrape }));
    const page = await client(url).scrapeUrl("http://localhost/site.test/");
    expect(page.markdown).toBeNull();
    expect(page.metadata?.title).toEqual(["A", "B"]);
  });

  it("puts the provider's code on the error as its own field; the message stays the catalogue's", async () => {
    const { url } = await serve(() => ({ status: 400, body: recorded("scrape-invalid.json") }));
    const error = await client(url)
      .scrapeUrl("https://example.com")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).code).toBe("BAD_REQUEST");
    expect((error as BadRequestError).message).toMatch(
      /^Failed to scrape URL\. Status code: 400\. Error: Bad Request - \[/,
    );
  });
});

describe("job starts against a self-hosted server", () => {
  const idempotency500 = {
    success: false,
    code: "UNKNOWN_ERROR",
    error: "An unexpected error occurred. Please contact help@firecrawl.com for help.",
  };

  it("sends no x-idempotency-key and no Authorization without a key, so the start succeeds", async () => {
    const { url, requests } = await serve((request) =>
      request.headers["x-idempotency-key"] !== undefined
        ? { status: 500, body: idempotency500 }
        : { status: 200, body: startSample },
    );
    const app = client(url);
    expect((await app.asyncCrawlUrl("https://example.com")).id).toBe(jobId);
    expect((await app.asyncBatchScrapeUrls(["https://example.com/a"])).id).toBe(jobId);
    for (const request of requests) {
      expect(request.headers["x-idempotency-key"]).toBeUndefined();
      expect(request.headers["authorization"]).toBeUndefined();
    }
  });

  it("reports the server's 500 to a caller who passed a key, with its code, after retrying with the same key", async () => {
    const { url, requests } = await serve(() => ({ status: 500, body: idempotency500 }));
    const key = "0b9a3123-4966-40e1-91ef-2f0bfd1c9419";
    const error = await client(url)
      .asyncCrawlUrl("https://example.com", {}, key)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).code).toBe("UNKNOWN_ERROR");
    expect(requests.map((r) => r.headers["x-idempotency-key"])).toEqual([key, key, key]);
  });

  it("retries a key-less start on 503 but not on a 500, which the server may have sent after starting it", async () => {
    const busy = await serve((_request, index) =>
      index === 0
        ? { status: 503, body: { success: false, error: "busy" } }
        : { status: 200, body: startSample },
    );
    expect((await client(busy.url).asyncCrawlUrl("https://example.com")).id).toBe(jobId);
    expect(busy.requests).toHaveLength(2);
    await busy.close();

    const failed = await serve(() => ({ status: 500, body: idempotency500 }));
    await expect(client(failed.url).asyncCrawlUrl("https://example.com")).rejects.toBeInstanceOf(
      ServerError,
    );
    expect(failed.requests).toHaveLength(1);
  });
});

describe("paging that does not advance (the self-hosted server ignores skip and limit)", () => {
  const firstPageAgain = () => ({
    status: 200,
    body: {
      ...statusSample,
      completed: 8,
      total: 8,
      next: `http://127.0.0.1:3002/v1/crawl/${jobId}?skip=5`,
    },
  });

  it("crawlUrl returns each distinct document once, in a PaginationStalledError naming the defect", async () => {
    const { url, requests } = await serve((request) =>
      request.method === "POST" ? { status: 200, body: startSample } : firstPageAgain(),
    );
    const error = await client(url)
      .crawlUrl("https://example.com")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaginationStalledError);
    const stalled = error as PaginationStalledError<{ metadata: { scrapeId: string } }>;
    const ids = stalled.partialData.map((d) => d.metadata.scrapeId);
    expect(ids).toEqual(statusSample.data.map((d) => d.metadata["scrapeId"]));
    expect(new Set(ids).size).toBe(5);
    expect([stalled.received, stalled.expected]).toEqual([5, 8]);
    expect(stalled.message).toContain("self-hosted Firecrawl servers since August 2025");
    // The start, the first page, one page that added nothing, and three reads on from the first
    // document not received (which end a repeat that passes): the paging ends there.
    expect(requests.map((r) => r.path)).toEqual([
      "/v1/crawl",
      `/v1/crawl/${jobId}`,
      ...Array.from({ length: 4 }, () => `/v1/crawl/${jobId}?skip=5`),
    ]);
  });
});

describe("the synchronous extract", () => {
  it("takes a start answered with the finished result and no job id as the result", async () => {
    const finished = { success: true, data: { name: "Fidelity Test Site" }, urlTrace: [] };
    const { url, requests } = await serve(() => ({ status: 200, body: finished }));
    const result = await client(url).extract(["https://example.com"], { prompt: "name" });
    expect(result).toMatchObject({ success: true, data: { name: "Fidelity Test Site" } });
    expect(requests.map((r) => r.method)).toEqual(["POST"]);
  });

  it("reports the recorded failure of an LLM-less server as an error, not a result", async () => {
    const { url } = await serve(() => ({ status: 500, body: recorded("extract.json") }));
    await expect(
      client(url).extract(["https://example.com"], { prompt: "name" }),
    ).rejects.toMatchObject({
      statusCode: 500,
      message: expect.stringContaining("Internal server error"),
    });
  });
});

describe("bounds", () => {
  it("ends an answer larger than maxResponseBytes with ResponseTooLargeError, without retrying it", async () => {
    const big = { ...statusSample, data: [{ markdown: "x".repeat(2 * 1024 * 1024) }] };
    const { url, requests } = await serve(() => ({ status: 200, body: big }));
    const error = await client(url, { maxResponseBytes: 1024 * 1024 })
      .checkCrawlStatus(jobId)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect((error as ResponseTooLargeError).maxResponseBytes).toBe(1024 * 1024);
    expect((error as ResponseTooLargeError).message).toContain("maxResponseBytes");
    expect(requests).toHaveLength(1);
  });

  it("ends a wait at the first oversized status page, rather than reading it three times", async () => {
    const big = { ...statusSample, data: [{ markdown: "x".repeat(2 * 1024 * 1024) }] };
    const { url, requests } = await serve((request) =>
      request.method === "POST" ? { status: 200, body: startSample } : { status: 200, body: big },
    );
    const error = await client(url, { maxResponseBytes: 1024 * 1024 })
      .crawlUrl("https://example.com")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(requests.map((r) => r.method)).toEqual(["POST", "GET"]);
  });
});

describe("the watcher against a self-hosted server", () => {
  it("does not end with 0 documents when the socket says completed and done before the crawl began", async () => {
    let statusReads = 0;
    const { url, sockets } = await serve(
      (request) => {
        if (request.method === "POST") return { status: 200, body: startSample };
        statusReads++;
        return statusReads === 1
          ? {
              status: 200,
              body: { success: true, status: "scraping", completed: 0, total: 0, data: [] },
            }
          : { status: 200, body: statusSample };
      },
      (socket) => {
        socket.send(JSON.stringify({ type: "catchup", data: { status: "completed", data: [] } }));
        socket.close(1000, JSON.stringify({ type: "done" }));
      },
    );
    const watcher = await client(url).crawlUrlAndWatch("https://example.com");
    const data = await new Promise<unknown[]>((resolve, reject) => {
      watcher.addEventListener("done", (event) => resolve(event.detail.data));
      watcher.addEventListener("error", (event) => reject(new Error(event.detail.error)));
    });
    expect(data).toHaveLength(5);
    // Keyless: no key as the sub-protocol either.
    expect(sockets[0]?.headers["sec-websocket-protocol"]).toBeUndefined();
  });

  it("finishes over HTTP when the socket stays silent past its idle timeout", async () => {
    const { url } = await serve(
      (request) =>
        request.method === "POST"
          ? { status: 200, body: startSample }
          : { status: 200, body: statusSample },
      () => undefined,
    );
    const watcher = await client(url, { watchIdleTimeout: 50 }).crawlUrlAndWatch(
      "https://example.com",
    );
    const data = await new Promise<unknown[]>((resolve, reject) => {
      watcher.addEventListener("done", (event) => resolve(event.detail.data));
      watcher.addEventListener("error", (event) => reject(new Error(event.detail.error)));
    });
    expect(data).toHaveLength(5);
  });
});
