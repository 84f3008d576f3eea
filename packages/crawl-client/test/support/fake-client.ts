import { Firecrawl, FirecrawlApp } from "../../src/index.js";
import { fakeAdapter, type RecordedRequest, type Reply } from "./fake-adapter.js";
import { fakeClock } from "./fake-clock.js";

export const API = "https://api.test";
export const ID = "4d4b2f9a-46f3-4a24-a2a7-34802f474008";

/** A client on a scripted transport and a fake clock, for unit tests of logic. */
export function setup(
  replies: Reply[] | ((req: RecordedRequest, index: number) => Reply),
  config: { maxWait?: number; pollInterval?: number } = {},
) {
  const clock = fakeClock();
  const { adapter, requests } = fakeAdapter(replies);
  const app = new FirecrawlApp({
    apiUrl: API,
    apiKey: "fc-key",
    adapter,
    clock,
    random: () => 0,
    ...config,
  });
  return { app, clock, requests };
}

export const started: Reply = {
  status: 200,
  body: { success: true, id: ID, url: `${API}/v1/crawl/${ID}` },
};

export const doc = (n: number) => ({
  markdown: `# ${n}`,
  metadata: { sourceURL: `https://example.com/${n}` },
});

/** A crawl or batch status page holding the documents numbered `docs`. */
export const page = (status: string, docs: number[], next?: string | null): Reply => ({
  status: 200,
  body: {
    success: true,
    status,
    completed: docs.length,
    total: 10,
    creditsUsed: docs.length,
    expiresAt: "2026-11-23T01:45:24.000Z",
    data: docs.map(doc),
    ...(next === undefined ? {} : { next }),
  },
});

/** The error a call fails with; the test fails if it does not. */
export async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a failure");
}

/** The v2 client (with `.v1`) on a scripted transport and a fake clock. */
export function setupV2(
  replies: Reply[] | ((req: RecordedRequest, index: number) => Reply),
  config: { maxWait?: number; pollInterval?: number } = {},
) {
  const clock = fakeClock();
  const { adapter, requests } = fakeAdapter(replies);
  const client = new Firecrawl({
    apiUrl: API,
    apiKey: "fc-key",
    adapter,
    clock,
    random: () => 0,
    ...config,
  });
  return { client, clock, requests };
}
