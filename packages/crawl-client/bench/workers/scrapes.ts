// Request overhead, every client in one process: scrapes one after another, then with a fixed number
// in flight. The clients take turns in blocks so that a busy moment of the machine hurts all alike.
import {
  API_KEY,
  ourClient,
  ourV2Client,
  referenceClient,
  referenceV2Client,
} from "../lib/clients.js";
import { report } from "../lib/worker.js";

interface Throughput {
  sequentialPerSecond: number;
  concurrentPerSecond: number;
  /**
   * CPU time this process spent per scrape (user + system, µs), one at a time and in flight: the
   * client's own cost, which other work on a shared machine disturbs less than the wall clock.
   */
  sequentialCpuMicros: number;
  concurrentCpuMicros: number;
}

/**
 * v1: ours against 1.29.3; v2: ours against 4.42.0; and the limit of each, a bare `fetch` loop on
 * the same route.
 */
export interface ScrapesResult {
  reference: Throughput;
  ours: Throughput;
  fetchV1: Throughput;
  referenceV2: Throughput;
  oursV2: Throughput;
  fetchV2: Throughput;
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
const referenceV2 = referenceV2Client(apiUrl);
const oursV2 = ourV2Client(apiUrl);
/**
 * The least a client can do: Node's own `fetch` posting the same body, reading the JSON, and
 * checking the status; no retries, deadline, validation or error mapping.
 */
function bareFetch(route: "/v1/scrape" | "/v2/scrape"): Scrape {
  const headers = { "content-type": "application/json", authorization: `Bearer ${API_KEY}` };
  return async (url) => {
    const answer = await fetch(`${apiUrl}${route}`, {
      method: "POST",
      headers,
      body: JSON.stringify({ url }),
    });
    const body: unknown = await answer.json();
    if (!answer.ok) throw new Error(`${route} answered ${answer.status}`);
    return body;
  };
}

const clients: Record<keyof ScrapesResult, Scrape> = {
  reference: async (url) => {
    const answer = await reference.scrapeUrl(url);
    if (!answer.success) throw new Error(`The reference answered: ${answer.error}`);
    return answer;
  },
  ours: (url) => ours.scrapeUrl(url),
  fetchV1: bareFetch("/v1/scrape"),
  referenceV2: (url) => referenceV2.scrape(url),
  oursV2: (url) => oursV2.scrape(url),
  fetchV2: bareFetch("/v2/scrape"),
};
const NAMES = Object.keys(clients) as (keyof ScrapesResult)[];

const pageUrl = (index: number) => `${siteUrl}page-${(index % 200) + 1}`;

interface Cost {
  /** Wall-clock milliseconds. */
  elapsed: number;
  /** CPU microseconds of this process, user and system. */
  cpu: number;
}

/** Time and CPU that `requests` scrapes take with `concurrency` in flight. */
async function timed(scrape: Scrape, requests: number, concurrency: number): Promise<Cost> {
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) await scrape(pageUrl(next++));
    }),
  );
  const elapsed = performance.now() - started;
  const { user, system } = process.cpuUsage(cpuBefore);
  return { elapsed, cpu: user + system };
}

interface Figures {
  perSecond: number;
  cpuMicros: number;
}

/** Each client's requests per second and CPU per request over `count` scrapes, in rotating blocks. */
async function measure(concurrency: number): Promise<Record<keyof ScrapesResult, Figures>> {
  const totals = Object.fromEntries(NAMES.map((name) => [name, { elapsed: 0, cpu: 0 }])) as Record<
    keyof ScrapesResult,
    Cost
  >;
  for (let done = 0, turn = 0; done < count; done += block, turn++) {
    const order = [...NAMES.slice(turn % NAMES.length), ...NAMES.slice(0, turn % NAMES.length)];
    for (const name of order) {
      const cost = await timed(clients[name], block, concurrency);
      totals[name].elapsed += cost.elapsed;
      totals[name].cpu += cost.cpu;
    }
  }
  return Object.fromEntries(
    NAMES.map((name) => [
      name,
      { perSecond: count / (totals[name].elapsed / 1000), cpuMicros: totals[name].cpu / count },
    ]),
  ) as Record<keyof ScrapesResult, Figures>;
}

// Warm every client up (connections, JIT, lazily built schemas) before anything is timed.
for (const scrape of Object.values(clients)) await timed(scrape, 2 * block, inFlight);
const sequential = await measure(1);
const concurrent = await measure(inFlight);
const figures = (name: keyof ScrapesResult): Throughput => ({
  sequentialPerSecond: sequential[name].perSecond,
  concurrentPerSecond: concurrent[name].perSecond,
  sequentialCpuMicros: sequential[name].cpuMicros,
  concurrentCpuMicros: concurrent[name].cpuMicros,
});
await report({
  reference: figures("reference"),
  ours: figures("ours"),
  fetchV1: figures("fetchV1"),
  referenceV2: figures("referenceV2"),
  oursV2: figures("oursV2"),
  fetchV2: figures("fetchV2"),
} satisfies ScrapesResult);
