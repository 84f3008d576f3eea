import type { Emulator } from "@keystone/crawl-emulator";
import { type ByteCounter, startByteCounter } from "./lib/byte-counter.js";
import { API_KEY } from "./lib/clients.js";
import { completedCrawl } from "./lib/emulator.js";
import { formatSummary, summarize } from "./lib/summary.js";
import { ratio, type Row } from "./lib/table.js";
import { onlyMessage, runWorker } from "./lib/worker.js";
import type { ProgressWaitClient, ProgressWaitResult } from "./workers/progress-wait.js";

/**
 * 100 pages of ~2.8 KB, one every 100 ms: the 17 KB a status check at 6 pages moved on a
 * self-hosted server that ignores `limit`, and a crawl long enough for several checks 2 s apart.
 */
const SITE = { host: "progress.example.com", pages: 100, pageBytes: 2_800, pageIntervalMs: 100 };
const CLIENTS: readonly ProgressWaitClient[] = ["reference-crawl", "ours-crawl", "ours-watch"];
const WORKER_TIMEOUT_MS = 120_000;

interface Measured {
  bytes: number;
  result: ProgressWaitResult;
}

function outcome({ result }: Measured, pages: number): string {
  const { tally, error } = result;
  const intact = tally.unique === pages && tally.duplicated === 0 && tally.junk === 0;
  if (error) return `threw ${error.name}: ${error.message.slice(0, 60)}`;
  return intact ? "every page once" : `${tally.unique}/${pages} pages, ${tally.duplicated} twice`;
}

/** Bytes of one read of the finished crawl: every document once, the least any wait can move. */
async function onceBytes(emulator: Emulator, relay: ByteCounter): Promise<number> {
  const id = await completedCrawl(emulator, `https://${SITE.host}/`, SITE.pages);
  relay.reset();
  const answer = await fetch(`${relay.url}/v1/crawl/${id}`, {
    headers: { authorization: `Bearer ${API_KEY}` },
  });
  await answer.arrayBuffer();
  return relay.received();
}

/**
 * What a wait for a 100-page crawl downloads (HTTP and WebSocket bytes, counted by a relay between
 * client and emulator) where the status route ignores `skip` and `limit` (the emulator's
 * `skip-ignored`, as the newest self-hosted server pages): the reference's `crawl`, ours with
 * `onProgress`, and our watcher. Each client waits alone, in its own process.
 */
export async function progressBytes(emulator: Emulator, runs: number): Promise<Row[]> {
  emulator.sites.set(SITE.host, {
    pages: SITE.pages,
    pageBytes: SITE.pageBytes,
    pageIntervalMs: SITE.pageIntervalMs,
  });
  const relay = await startByteCounter(emulator.url);
  const measured = new Map<ProgressWaitClient, Measured[]>(CLIENTS.map((client) => [client, []]));
  let once: number;
  try {
    once = await onceBytes(emulator, relay);
    emulator.faults.inject({ route: "v2.crawl.status", kind: "skip-ignored" });
    for (let run = 0; run < runs; run++) {
      for (const client of CLIENTS) {
        relay.reset();
        const result = onlyMessage(
          await runWorker<ProgressWaitResult>(
            "progress-wait.ts",
            [client, relay.url, `https://${SITE.host}/`, String(SITE.pages)],
            WORKER_TIMEOUT_MS,
          ),
          "progress wait",
        );
        measured.get(client)?.push({ bytes: relay.received(), result });
      }
      const line = CLIENTS.map(
        (client) => `${client} ${((measured.get(client)?.at(-1)?.bytes ?? 0) / 1024).toFixed(0)}`,
      );
      console.info(`  progress bytes run ${run + 1}/${runs} (KiB): ${line.join(", ")}`);
    }
  } finally {
    emulator.faults.clear();
    await relay.close();
  }
  const bytes = (client: ProgressWaitClient) =>
    summarize((measured.get(client) ?? []).map((m) => m.bytes));
  const cell = (client: ProgressWaitClient) => {
    const all = measured.get(client) ?? [];
    const outcomes = [...new Set(all.map((m) => outcome(m, SITE.pages)))].join("; ");
    const times = (bytes(client).median / once).toFixed(1);
    return `${formatSummary(bytes(client), "MiB")} (${times}× one read), ${outcomes}`;
  };
  const reference = bytes("reference-crawl").median;
  const label = `${SITE.pages}-page crawl (~${SITE.pageBytes / 1000} KB a page) on a server that ignores \`skip\` and \`limit\``;
  return [
    {
      benchmark: `v2: bytes a wait downloads, ${label}; one read of the finished crawl (each document once) is ${(once / 1024).toFixed(1)} KiB`,
      reference: `\`crawl\`: ${cell("reference-crawl")}`,
      ours: `\`crawl\` with \`onProgress\`: ${cell("ours-crawl")}`,
      ratio: ratio(bytes("ours-crawl").median, reference, "lower", 3),
    },
    {
      benchmark: `v2: bytes a wait downloads, the same crawl, ours watched (socket, HTTP to finish)`,
      reference: "(the row above)",
      ours: `\`watcher\`: ${cell("ours-watch")}`,
      ratio: ratio(bytes("ours-watch").median, reference, "lower", 3),
    },
  ];
}
