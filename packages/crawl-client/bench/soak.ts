// `pnpm --filter @keystone/crawl-client soak`: 50 crawls of 200 pages through the emulator while it
// injects random transient faults; exits non-zero unless every crawl delivered every document once.
//
// Only faults a client can outlive are drawn. Left out, and measured by the benchmark instead:
// `never-finish` and `job-fail` (the job itself never succeeds), `broken-next` (the emulator's link
// answers 500 forever), `truncated-json` on a crawl start (the server started the job and its answer,
// the job id, is gone: the client can only report it), and `ws-drop` (watcher only).
import type { FaultKind, FaultRule } from "@keystone/crawl-emulator";
import { startEmulator } from "@keystone/crawl-emulator";
import { API_KEY, describeError, ourClient } from "./lib/clients.js";
import { DocumentCounter, isIntact } from "./lib/documents.js";

const CRAWLS = 50;
const PAGES = 200;
const AT_ONCE = 10;
/** Small status pages, so that each crawl walks several `next` links. */
const STATUS_PAGE_BYTES = 64 * 1024;
const seed = Number(process.env["SOAK_SEED"] ?? Date.now() % 1_000_000);

/** mulberry32: a small seeded generator, so that a failing schedule can be replayed with SOAK_SEED. */
function seededRandom(start: number): () => number {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seededRandom(seed);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const TRANSIENT: readonly FaultKind[] = [
  "status",
  "rate-limit",
  "slow",
  "reset",
  "malformed-json",
  "truncated-json",
];

/** One to three rules, each on every route or on status reads only, firing on 1–4 % of requests. */
function randomRules(): FaultRule[] {
  return Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
    const kind = pick(TRANSIENT);
    const rule: FaultRule = {
      kind,
      route: kind === "truncated-json" ? "crawl.status" : pick(["*", "crawl.status"] as const),
      probability: 0.01 + random() * 0.03,
    };
    if (kind === "status") rule.status = pick([500, 502, 503, 504]);
    if (kind === "slow") rule.delayMs = 100 + Math.floor(random() * 900);
    return rule;
  });
}

const emulator = await startEmulator({
  apiKeys: [API_KEY],
  statusPageBytes: STATUS_PAGE_BYTES,
  site: { pages: PAGES },
  timing: { pageIntervalMs: 5 },
  faultSeed: seed,
});
const client = ourClient(emulator.url);
const failures: string[] = [];
const started = performance.now();
console.info(`Soak: ${CRAWLS} crawls of ${PAGES} pages, ${AT_ONCE} at a time, seed ${seed}`);

async function soakCrawl(index: number): Promise<void> {
  const counter = new DocumentCounter();
  const url = `https://soak-${index}.example.com/`;
  const way = index % 2 === 0 ? "crawlUrl" : "for await";
  try {
    if (way === "crawlUrl") {
      counter.addAll((await client.crawlUrl(url, { limit: PAGES })).data);
    } else {
      const { id } = await client.asyncCrawlUrl(url, { limit: PAGES });
      for await (const document of client.crawlDocuments(id)) counter.add(document);
    }
  } catch (error) {
    const { name, message } = describeError(error);
    failures.push(`crawl ${index} (${way}) threw ${name}: ${message}`);
    return;
  }
  const tally = counter.tally(PAGES);
  if (!isIntact(tally)) failures.push(`crawl ${index} (${way}) returned ${JSON.stringify(tally)}`);
}

try {
  for (let first = 0; first < CRAWLS; first += AT_ONCE) {
    emulator.faults.clear();
    const rules = randomRules();
    for (const rule of rules) emulator.faults.inject(rule);
    const described = rules
      .map(
        (r) =>
          `${r.kind}${r.status ? ` ${r.status}` : ""} on ${r.route} at ${((r.probability ?? 1) * 100).toFixed(1)} %`,
      )
      .join(", ");
    console.info(`  crawls ${first + 1}–${first + AT_ONCE}: ${described}`);
    await Promise.all(Array.from({ length: AT_ONCE }, (_, offset) => soakCrawl(first + offset)));
  }
} finally {
  await emulator.close();
}

const stats = emulator.stats();
const requests = Object.values(stats.requests).reduce((sum, n) => sum + n, 0);
console.info(
  `\n${requests} requests in ${((performance.now() - started) / 1000).toFixed(0)} s; faults survived:`,
);
for (const [kind, count] of Object.entries(stats.faults)) console.info(`  ${kind}: ${count}`);
console.info("by route:");
for (const [route, count] of Object.entries(stats.faultsByRoute))
  console.info(`  ${route}: ${count}`);
if (failures.length > 0) {
  console.error(
    `\n${failures.length} of ${CRAWLS} crawls lost, duplicated or failed to deliver documents:`,
  );
  for (const failure of failures) console.error(`  ${failure}`);
  process.exitCode = 1;
} else {
  console.info(`\nAll ${CRAWLS} crawls delivered each of their ${PAGES} documents exactly once.`);
}
