// Both browser builds, bundled as an app would, in a real Chromium against a loopback API that
// answers too much, redirects, and sends a socket message far over the cap: `maxResponseBytes`
// holds over HTTP and over the socket, and a redirect is refused.
import { chromiumLaunchOptions } from "@keystone/chromium";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as CrawlClientModule from "../../src/browser.js";
import type * as CrawlClientV2Module from "../../src/v2-browser.js";
import { FirecrawlClient as NodeClient, ResponseTooLargeError } from "../../src/v2.js";
import { bundleForPage, openPage, type RigWindow } from "../support/browser-rig.js";
import {
  CRAWL_DOCS,
  ENDLESS_LIMIT_BYTES,
  type HostileApi,
  startHostileApi,
} from "../support/hostile-api.js";

const KEY = "fc-browser-caps-key";
const ENTRIES = { v1: "dist/browser.js", v2: "dist/v2-browser.js" } as const;
type Entry = keyof typeof ENTRIES;

/** A failure as the page saw it, and everything of it that could leak the key. */
interface Outcome {
  name: string;
  message: string;
  statusCode: number | undefined;
  maxResponseBytes: number | undefined;
  location: string | undefined;
  typed: boolean;
  exposed: string;
}

let api: HostileApi;
let browser: Browser;
const bundles = {} as Record<Entry, string>;

beforeAll(async () => {
  for (const entry of Object.keys(ENTRIES) as Entry[])
    bundles[entry] = await bundleForPage(ENTRIES[entry]);
  api = await startHostileApi();
  browser = await chromium.launch(chromiumLaunchOptions);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await api?.close();
});

/** Reads a crawl status with the entry's client (v1 `checkCrawlStatus`, v2 `getCrawlStatus`). */
async function readStatus(entry: Entry, id: string, maxResponseBytes: number): Promise<Outcome> {
  const page = await openPage({ browser, bundle: bundles[entry] });
  try {
    return await page.evaluate(
      async ({ entry, apiUrl, apiKey, id, maxResponseBytes }): Promise<Outcome> => {
        const { CrawlClient } = window as unknown as RigWindow<
          typeof CrawlClientModule & typeof CrawlClientV2Module
        >;
        const options = { apiUrl, apiKey, maxResponseBytes, maxRetries: 0, timeout: 15_000 };
        const read =
          entry === "v1"
            ? new CrawlClient.FirecrawlApp(options).checkCrawlStatus(id)
            : new CrawlClient.FirecrawlClient(options).getCrawlStatus(id);
        return read.then(
          () => ({
            name: "no error",
            message: "",
            statusCode: undefined,
            maxResponseBytes: undefined,
            location: undefined,
            typed: false,
            exposed: "",
          }),
          (error: unknown) => {
            const failure = error as Error & {
              statusCode?: number;
              maxResponseBytes?: number;
              location?: string;
              cause?: unknown;
            };
            return {
              name: failure.name,
              message: failure.message,
              statusCode: failure.statusCode,
              maxResponseBytes: failure.maxResponseBytes,
              location: failure.location,
              typed: error instanceof CrawlClient.FirecrawlError,
              exposed: [
                JSON.stringify(failure),
                String(failure),
                failure.stack,
                JSON.stringify(failure.cause ?? null),
              ].join("\n"),
            };
          },
        );
      },
      { entry, apiUrl: api.url, apiKey: KEY, id, maxResponseBytes },
    );
  } finally {
    await page.close();
  }
}

/** The message the Node build gives for the same answer: the browser's must be the same. */
async function nodeMessage(id: string, maxResponseBytes: number): Promise<string> {
  const client = new NodeClient({ apiUrl: api.url, apiKey: KEY, maxResponseBytes, maxRetries: 0 });
  const error = await client.getCrawlStatus(id).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ResponseTooLargeError);
  return (error as ResponseTooLargeError).message;
}

describe.each(Object.keys(ENTRIES) as Entry[])(
  "the %s browser build in a real Chromium",
  (entry) => {
    it("refuses a 5 MiB answer against maxResponseBytes 1000 with the Node build's ResponseTooLargeError, with its length declared or not", async () => {
      for (const id of [`big-declared.${entry}`, `big-chunked.${entry}`]) {
        const outcome = await readStatus(entry, id, 1000);
        expect(outcome, id).toMatchObject({
          name: "ResponseTooLargeError",
          typed: true,
          maxResponseBytes: 1000,
          statusCode: 0,
          message: await nodeMessage(id, 1000),
        });
        expect(outcome.exposed, id).not.toContain(KEY);
      }
    });

    it("stops reading an answer that never ends at the cap, and closes its connection", async () => {
      const id = `endless.${entry}`;
      const outcome = await readStatus(entry, id, 1000);
      expect(outcome).toMatchObject({ name: "ResponseTooLargeError", maxResponseBytes: 1000 });
      const streamed = await api.streamEnded(id);
      expect(streamed.cutShort).toBe(true);
      expect(streamed.written).toBeLessThan(ENDLESS_LIMIT_BYTES);
    });

    it("fails as soon as a declared length over the cap arrives, without waiting for the body", async () => {
      // The body never comes: a client that waited for it would time out instead.
      const outcome = await readStatus(entry, `stalled.${entry}`, 1000);
      expect(outcome).toMatchObject({ name: "ResponseTooLargeError", maxResponseBytes: 1000 });
    });

    it("refuses a redirect with RedirectRefusedError and never requests its target", async () => {
      const outcome = await readStatus(entry, `redirect.${entry}`, 64 * 1024);
      expect(outcome).toMatchObject({
        name: "RedirectRefusedError",
        typed: true,
        // The browser hides an opaque redirect's status and target.
        statusCode: 0,
        location: undefined,
      });
      expect(outcome.message).toContain("redirect");
      expect(outcome.exposed).not.toContain(KEY);
      expect(api.hits.get(`/${entry}/crawl/target.${entry}`)).toBeUndefined();
    });
  },
);

/** What a watch over the page's own WebSocket delivered. */
interface Watched {
  final: string;
  urls: string[];
  padded: number;
  lastProgress?: { status: string; completed: number; total: number };
}

describe("a socket message over maxResponseBytes in a real Chromium", () => {
  // Over the 1 KiB status pages, under the 64 KiB message.
  const maxResponseBytes = 16 * 1024;
  const everyDocument = Array.from(
    { length: CRAWL_DOCS },
    (_, index) => `https://example.com/${index + 1}`,
  );

  it("closes the socket, and the v2 watcher finishes over HTTP with every document once, in order", async () => {
    const page = await openPage({ browser, bundle: bundles.v2 });
    const watched = await page.evaluate(
      async ({ apiUrl, apiKey, maxResponseBytes }): Promise<Watched> => {
        const { CrawlClient } = window as unknown as RigWindow<typeof CrawlClientV2Module>;
        const client = new CrawlClient.FirecrawlClient({ apiUrl, apiKey, maxResponseBytes });
        const watcher = client.watcher("socket-watch.v2");
        const documents: Record<string, unknown>[] = [];
        let final = "";
        watcher.on("document", (document) =>
          documents.push(document as unknown as Record<string, unknown>),
        );
        watcher.on("done", ({ status }) => (final = status));
        watcher.on("error", ({ error }) => (final = `error: ${error}`));
        await watcher.start();
        return {
          final,
          urls: documents.map(
            (document) => (document["metadata"] as { sourceURL: string }).sourceURL,
          ),
          padded: documents.filter((document) => "padding" in document).length,
        };
      },
      { apiUrl: api.url, apiKey: KEY, maxResponseBytes },
    );
    await page.close();
    expect(watched).toEqual({ final: "completed", urls: everyDocument, padded: 0 });
    expect(api.socketCloses.has("socket-watch.v2")).toBe(true);
  });

  for (const entry of Object.keys(ENTRIES) as Entry[]) {
    it(`holds for the crawl wait with onProgress that follows the socket (${entry})`, async () => {
      const socketsBefore = api.socketCloses.size;
      const page = await openPage({ browser, bundle: bundles[entry] });
      const watched = await page.evaluate(
        async ({ entry, apiUrl, apiKey, maxResponseBytes }): Promise<Watched> => {
          const { CrawlClient, shortenedClock } = window as unknown as RigWindow<
            typeof CrawlClientModule & typeof CrawlClientV2Module
          >;
          const options = { apiUrl, apiKey, maxResponseBytes, clock: shortenedClock() };
          const progress: Watched["lastProgress"][] = [];
          const onProgress = (step: NonNullable<Watched["lastProgress"]>) =>
            progress.push({ ...step });
          const crawled =
            entry === "v1"
              ? await new CrawlClient.FirecrawlApp(options).crawlUrl(
                  "https://example.com",
                  { limit: 20 },
                  undefined,
                  undefined,
                  { onProgress },
                )
              : await new CrawlClient.FirecrawlClient(options).crawl("https://example.com", {
                  limit: 20,
                  onProgress,
                });
          const documents = crawled.data as unknown as Record<string, unknown>[];
          return {
            final: crawled.status,
            urls: documents.map(
              (document) => (document["metadata"] as { sourceURL: string }).sourceURL,
            ),
            padded: documents.filter((document) => "padding" in document).length,
            lastProgress: progress.at(-1),
          };
        },
        { entry, apiUrl: api.url, apiKey: KEY, maxResponseBytes },
      );
      await page.close();
      expect(watched).toEqual({
        final: "completed",
        urls: everyDocument,
        padded: 0,
        lastProgress: { status: "completed", completed: CRAWL_DOCS, total: CRAWL_DOCS },
      });
      // The wait followed the crawl's socket, not only its status route.
      expect(api.socketCloses.size).toBe(socketsBefore + 1);
    });
  }
});
