// Crawls of one client through the emulator while it injects faults, all at once in this process.
// Each crawl's outcome is reported as soon as it ends; the parent kills whatever still runs at its
// deadline (the reference has no deadline of its own and can poll forever).
import { describeError, ourClient, referenceClient } from "../lib/clients.js";
import { DocumentCounter, type DocumentTally, isIntact } from "../lib/documents.js";
import { report } from "../lib/worker.js";

export type FaultClient = "reference" | "ours-all" | "ours-iterate";

export interface FaultCrawlResult {
  run: number;
  /** `complete`: every document exactly once; `incomplete`: returned as a success without them. */
  outcome: "complete" | "incomplete" | "error";
  tally: DocumentTally;
  error?: { name: string; message: string };
  wallMs: number;
}

const [client, apiUrl, siteUrl, pagesText, runsText, maxWaitText] = process.argv.slice(2) as [
  FaultClient,
  string,
  string,
  string,
  string,
  string,
];
const pages = Number(pagesText);
const maxWait = Number(maxWaitText);

async function crawl(counter: DocumentCounter): Promise<void> {
  switch (client) {
    case "reference": {
      const answer = await referenceClient(apiUrl).crawlUrl(siteUrl, { limit: pages }, 2);
      if (!("data" in answer)) throw new Error(`Returned without data: ${answer.error ?? ""}`);
      counter.addAll(answer.data);
      return;
    }
    case "ours-all": {
      const answer = await ourClient(apiUrl).crawlUrl(siteUrl, { limit: pages }, 2, undefined, {
        maxWait,
      });
      counter.addAll(answer.data);
      return;
    }
    case "ours-iterate": {
      const app = ourClient(apiUrl);
      const { id } = await app.asyncCrawlUrl(siteUrl, { limit: pages }, undefined, { maxWait });
      for await (const document of app.crawlDocuments(id, { pollInterval: 2 }, { maxWait })) {
        counter.add(document);
      }
      return;
    }
  }
}

async function measured(run: number): Promise<void> {
  const counter = new DocumentCounter();
  const started = performance.now();
  let error: FaultCrawlResult["error"];
  try {
    await crawl(counter);
  } catch (thrown) {
    error = describeError(thrown);
  }
  const tally = counter.tally(pages);
  const outcome = error ? "error" : isIntact(tally) ? "complete" : "incomplete";
  await report({
    run,
    outcome,
    tally,
    wallMs: performance.now() - started,
    ...(error ? { error } : {}),
  } satisfies FaultCrawlResult);
}

await Promise.all(Array.from({ length: Number(runsText) }, (_, run) => measured(run)));
