// Calls that once built their requests beside the shared send path, and the query encoding every
// call now shares: on a loopback server, what reaches it and what comes back.
import { afterEach, describe, expect, it } from "vitest";
import {
  AbortedError,
  Firecrawl,
  FirecrawlApp,
  InvalidResponseError,
  ServerError,
} from "../../src/index.js";
import { acceleratedClock } from "../support/accelerated-clock.js";
import { type Answer, recordedServer, type SeenRequest } from "../support/recorded-server.js";

const AGENT = "3fa85f64-5717-4562-b3fc-2c963f66afa6";
let server: Awaited<ReturnType<typeof recordedServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(answer: (request: SeenRequest, index: number) => Answer) {
  server = await recordedServer(answer);
  const options = { apiKey: "fc-key", apiUrl: server.url, clock: acceleratedClock() };
  return { v2: new Firecrawl(options), v1: new FirecrawlApp(options), server };
}

const ok = (body: unknown = { success: true, results: [] }): Answer => ({ status: 200, body });
const query = (request: SeenRequest | undefined) =>
  new URL(request?.path ?? "/", "http://api.test").searchParams;

describe("a list in the query is its parameter repeated, as the OpenAPI description's default", () => {
  it("developerSearchGet repeats types and repos, leaving empty items out", async () => {
    const { v2, server } = await serve(() => ok());
    await v2.developerSearchGet("retry", { types: ["issue", "readme"], repos: ["a/b", ""], k: 3 });
    const sent = query(server.requests[0]);
    expect(sent.getAll("types")).toEqual(["issue", "readme"]);
    expect(sent.getAll("repos")).toEqual(["a/b"]);
    expect(sent.get("k")).toBe("3");
    expect(server.requests[0]?.path).not.toMatch(/%2C|,/);
  });

  it("the research index repeats authors, categories and anchors the same way", async () => {
    const { v2, server } = await serve(() => ok());
    await v2.research.searchPapers("glp-1", { authors: ["Ada", "Bo"], categories: ["cs.LG", ""] });
    await v2.research.similarPapers("p1", { intent: "outcomes", anchor: ["p2", "p3"] });
    expect(query(server.requests[0]).getAll("authors")).toEqual(["Ada", "Bo"]);
    expect(query(server.requests[0]).getAll("categories")).toEqual(["cs.LG"]);
    expect(query(server.requests[1]).getAll("anchor")).toEqual(["p2", "p3"]);
  });
});

describe("cancelAgent and v1's team figures go through the one send path", () => {
  it("cancelAgent: an answer that is not a JSON object is an InvalidResponseError, not false", async () => {
    const { v2, server } = await serve(() => ({ status: 200, raw: "[]" }));
    const error = await v2.cancelAgent(AGENT).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(server.requests.map((request) => request.method)).toEqual(["DELETE"]);
  });

  it("cancelAgent: retried after a 503, then true", async () => {
    const { v2, server } = await serve((_, index) =>
      index === 0 ? { status: 503, body: { error: "busy" } } : ok({ success: true }),
    );
    expect(await v2.cancelAgent(AGENT)).toBe(true);
    expect(server.requests).toHaveLength(2);
  });

  it("v1 getCreditUsageHistorical: byApiKey in the query, the call's retries and signal honoured", async () => {
    const { v1, server } = await serve(() => ({ status: 503, body: { error: "busy" } }));
    const failed = await v1
      .getCreditUsageHistorical(true, { maxRetries: 1 })
      .catch((caught: unknown) => caught);
    expect(failed).toBeInstanceOf(ServerError);
    expect(server.requests).toHaveLength(2);
    expect(query(server.requests[0]).get("byApiKey")).toBe("true");
    const aborted = await v1
      .getQueueStatus({ signal: AbortSignal.abort() })
      .catch((caught: unknown) => caught);
    expect(aborted).toBeInstanceOf(AbortedError);
  });
});
