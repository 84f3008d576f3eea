// One wait for a crawl through the byte-counting relay, by one client: the reference's `crawl`,
// ours with `onProgress`, or our watcher. The parent counts the bytes; this reports what arrived.
import { describeError, ourV2Client, referenceV2Client } from "../lib/clients.js";
import { DocumentCounter, type DocumentTally } from "../lib/documents.js";
import { report } from "../lib/worker.js";

export type ProgressWaitClient = "reference-crawl" | "ours-crawl" | "ours-watch";

export interface ProgressWaitResult {
  tally: DocumentTally;
  /** Progress reports our wait gave (0 for the reference, which has no progress). */
  progressReports: number;
  error?: { name: string; message: string };
  wallMs: number;
}

const [client, apiUrl, siteUrl, pagesText] = process.argv.slice(2) as [
  ProgressWaitClient,
  string,
  string,
  string,
];
const pages = Number(pagesText);
const counter = new DocumentCounter();
let progressReports = 0;
let error: ProgressWaitResult["error"];
const started = performance.now();
try {
  if (client === "reference-crawl") {
    counter.addAll((await referenceV2Client(apiUrl).crawl(siteUrl, { limit: pages })).data);
  } else if (client === "ours-crawl") {
    const job = await ourV2Client(apiUrl).crawl(siteUrl, {
      limit: pages,
      onProgress: () => progressReports++,
    });
    counter.addAll(job.data);
  } else {
    const ours = ourV2Client(apiUrl);
    const { id } = await ours.startCrawl(siteUrl, { limit: pages });
    const watcher = ours.watcher(id);
    watcher.on("document", (document) => {
      counter.add(document);
      progressReports++;
    });
    watcher.on("error", ({ error: message }) => (error = { name: "WatcherError", message }));
    await watcher.start();
  }
} catch (caught) {
  error = describeError(caught);
}
await report({
  tally: counter.tally(pages),
  progressReports,
  ...(error === undefined ? {} : { error }),
  wallMs: performance.now() - started,
} satisfies ProgressWaitResult);
