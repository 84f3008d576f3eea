// One variant of the large-crawl benchmark, alone in its process: reads every document of a
// completed crawl and reports the wall time and the peak heap it took.
import { describeError, ourClient, referenceClient } from "../lib/clients.js";
import { DocumentCounter } from "../lib/documents.js";
import { HeapPeak } from "../lib/heap.js";
import { report } from "../lib/worker.js";

export type LargeCrawlVariant = "reference-all" | "ours-all" | "ours-iterate";

export interface LargeCrawlResult {
  variant: LargeCrawlVariant;
  wallMs: number;
  peakHeapBytes: number;
  documents: number;
  unique: number;
  error?: { name: string; message: string };
}

const [variant, apiUrl, jobId, expectedText] = process.argv.slice(2) as [
  LargeCrawlVariant,
  string,
  string,
  string,
];
const expected = Number(expectedText);
const counter = new DocumentCounter();

async function readAll(heap: HeapPeak): Promise<void> {
  switch (variant) {
    case "reference-all": {
      const status = await referenceClient(apiUrl).checkCrawlStatus(jobId, true);
      heap.sample();
      if (!("data" in status)) throw new Error(`The reference answered: ${status.error}`);
      counter.addAll(status.data);
      return;
    }
    case "ours-all": {
      const status = await ourClient(apiUrl).checkCrawlStatus(jobId, true);
      heap.sample();
      counter.addAll(status.data);
      return;
    }
    case "ours-iterate":
      for await (const document of ourClient(apiUrl).crawlDocuments(jobId)) {
        heap.sample();
        counter.add(document);
      }
      return;
  }
}

const heap = new HeapPeak();
const started = performance.now();
let error: LargeCrawlResult["error"];
try {
  await readAll(heap);
} catch (thrown) {
  error = describeError(thrown);
}
const wallMs = performance.now() - started;
const peakHeapBytes = heap.stop();
const tally = counter.tally(expected);
await report({
  variant,
  wallMs,
  peakHeapBytes,
  documents: tally.returned,
  unique: tally.unique,
  ...(error ? { error } : {}),
} satisfies LargeCrawlResult);
