// Request overhead, both clients in one process: scrapes one after another, then with a fixed number
// in flight. The clients take turns in blocks so that a busy moment of the machine hurts both alike.
import { ourClient, referenceClient } from "../lib/clients.js";
import { report } from "../lib/worker.js";

export interface ScrapesResult {
  reference: { sequentialPerSecond: number; concurrentPerSecond: number };
  ours: { sequentialPerSecond: number; concurrentPerSecond: number };
}

type Scrape = (url: string) => Promise<unknown>;

const [apiUrl, siteUrl, countText, inFlightText, blockText] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
];
const count = Number(countText);
const inFlight = Number(inFlightText);
const block = Number(blockText);

const reference = referenceClient(apiUrl);
const ours = ourClient(apiUrl);
const clients: Record<keyof ScrapesResult, Scrape> = {
  reference: async (url) => {
    const answer = await reference.scrapeUrl(url);
    if (!answer.success) throw new Error(`The reference answered: ${answer.error}`);
    return answer;
  },
  ours: (url) => ours.scrapeUrl(url),
};

const pageUrl = (index: number) => `${siteUrl}page-${(index % 200) + 1}`;

/** Milliseconds that `requests` scrapes take with `concurrency` in flight. */
async function timed(scrape: Scrape, requests: number, concurrency: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) await scrape(pageUrl(next++));
    }),
  );
  return performance.now() - started;
}

/** Requests per second of each client over `count` scrapes, sent in alternating blocks. */
async function perSecond(concurrency: number): Promise<Record<keyof ScrapesResult, number>> {
  const elapsed = { reference: 0, ours: 0 };
  for (let done = 0, turn = 0; done < count; done += block, turn++) {
    const order =
      turn % 2 === 0 ? (["reference", "ours"] as const) : (["ours", "reference"] as const);
    for (const name of order) elapsed[name] += await timed(clients[name], block, concurrency);
  }
  return { reference: count / (elapsed.reference / 1000), ours: count / (elapsed.ours / 1000) };
}

// Warm both up (connections, JIT, lazily built schemas) before anything is timed.
for (const scrape of Object.values(clients)) await timed(scrape, 2 * block, inFlight);
const sequential = await perSecond(1);
const concurrent = await perSecond(inFlight);
await report({
  reference: {
    sequentialPerSecond: sequential.reference,
    concurrentPerSecond: concurrent.reference,
  },
  ours: { sequentialPerSecond: sequential.ours, concurrentPerSecond: concurrent.ours },
} satisfies ScrapesResult);
