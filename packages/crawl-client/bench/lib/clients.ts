import { FirecrawlApp, FirecrawlClient } from "@keystone/crawl-client";
import ReferenceApp from "@mendable/firecrawl-js";
import ReferenceV2 from "firecrawl-js-v4";

/** The emulator is started with this key and both clients send it, so neither relies on keyless mode. */
export const API_KEY = "fc-bench";

export function ourClient(apiUrl: string): FirecrawlApp {
  return new FirecrawlApp({ apiKey: API_KEY, apiUrl });
}

export function referenceClient(apiUrl: string): ReferenceApp {
  return new ReferenceApp({ apiKey: API_KEY, apiUrl });
}

/** The v2 clients: ours, and `@mendable/firecrawl-js` 4.42.0's. */
export function ourV2Client(apiUrl: string): FirecrawlClient {
  return new FirecrawlClient({ apiKey: API_KEY, apiUrl });
}

export function referenceV2Client(apiUrl: string): ReferenceV2 {
  return new ReferenceV2({ apiKey: API_KEY, apiUrl });
}

/** The v2 client's document stream, where it has one (see `v2DocumentStream`). */
type V2Documents = (jobId: string) => AsyncIterable<unknown>;

/**
 * `for await` over a v2 crawl's documents, one page held at a time, if the v2 client has it under
 * v1's name (`crawlDocuments`); the benchmark reports the row as missing otherwise.
 */
export function v2DocumentStream(client: object): V2Documents | undefined {
  const method = (client as { crawlDocuments?: unknown }).crawlDocuments;
  return typeof method === "function" ? (method.bind(client) as V2Documents) : undefined;
}

/** A thrown value as the benchmark reports it: its class name and message. */
export function describeError(error: unknown): { name: string; message: string } {
  if (error instanceof Error) {
    // The reference's FirecrawlError leaves `name` as "Error"; its class name is what tells it apart.
    const name = error.name === "Error" ? error.constructor.name : error.name;
    return { name, message: error.message };
  }
  return { name: typeof error, message: String(error) };
}
