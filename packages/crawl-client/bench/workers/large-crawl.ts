// One variant of the large-crawl benchmark, alone in its process: reads every document of a
// completed crawl and reports the wall time and the heap it took.
import {
  describeError,
  ourClient,
  ourV2Client,
  referenceClient,
  referenceV2Client,
  v2DocumentStream,
} from "../lib/clients.js";
import { DocumentCounter } from "../lib/documents.js";
import { type HeapFigures, HeapMeter } from "../lib/heap.js";
import { report } from "../lib/worker.js";

export type LargeCrawlVariant =
  | "reference-all"
  | "ours-all"
  | "ours-iterate"
  | "ours-iterate-api-pages"
  | "reference-v2-all"
  | "ours-v2-all"
  | "ours-v2-iterate";

export interface LargeCrawlResult extends HeapFigures {
  variant: LargeCrawlVariant;
  wallMs: number;
  documents: number;
  unique: number;
  error?: { name: string; message: string };
}

const [variant, apiUrl, jobId, expectedText, apiPageSize] = process.argv.slice(2) as [
  LargeCrawlVariant,
  string,
  string,
  string,
  string,
];
const counter = new DocumentCounter();

/** Reads every document; answers those the caller holds afterwards (all of them, or none). */
async function readAll(heap: HeapMeter): Promise<readonly unknown[]> {
  switch (variant) {
    case "reference-all": {
      const status = await referenceClient(apiUrl).checkCrawlStatus(jobId, true);
      if (!("data" in status)) throw new Error(`The reference answered: ${status.error}`);
      return status.data;
    }
    case "ours-all":
      return (await ourClient(apiUrl).checkCrawlStatus(jobId, true)).data;
    case "reference-v2-all":
      return (await referenceV2Client(apiUrl).getCrawlStatus(jobId)).data;
    case "ours-v2-all":
      return (await ourV2Client(apiUrl).getCrawlStatus(jobId)).data;
    case "ours-v2-iterate": {
      const documents = v2DocumentStream(ourV2Client(apiUrl));
      if (!documents) throw new Error("The v2 client has no crawlDocuments");
      for await (const document of documents(jobId)) {
        heap.sample();
        counter.add(document);
      }
      return [];
    }
    case "ours-iterate":
    case "ours-iterate-api-pages":
      for await (const document of ourClient(apiUrl).crawlDocuments(
        jobId,
        variant === "ours-iterate" ? {} : { pageSize: Number(apiPageSize) },
      )) {
        heap.sample();
        counter.add(document);
      }
      return [];
  }
}

const heap = new HeapMeter();
const started = performance.now();
let error: LargeCrawlResult["error"];
let held: readonly unknown[] = [];
try {
  held = await readAll(heap);
} catch (thrown) {
  error = describeError(thrown);
}
const wallMs = performance.now() - started;
// Measured before the held documents are counted, so that the last collection still finds them.
const figures = heap.stop();
counter.addAll(held);
const tally = counter.tally(Number(expectedText));
await report({
  variant,
  wallMs,
  ...figures,
  documents: tally.returned,
  unique: tally.unique,
  ...(error ? { error } : {}),
} satisfies LargeCrawlResult);
