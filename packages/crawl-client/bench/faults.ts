import {
  type Emulator,
  FAULT_KINDS,
  type FaultKind,
  type RouteName,
} from "@keystone/crawl-emulator";
import { faultsFired } from "./lib/emulator.js";
import { summarize } from "./lib/summary.js";
import type { Row } from "./lib/table.js";
import { runWorker } from "./lib/worker.js";
import type { FaultClient, FaultCrawlResult } from "./workers/fault-crawls.js";

const SITE = { host: "faults.example.com", pages: 500, pageBytes: 21_500, pageIntervalMs: 1 };
const PROBABILITY = 0.1;
/** Our clients give up with a typed error after this; the reference is killed later, still polling. */
const OUR_MAX_WAIT_MS = 15_000;
/** How long a watcher is given to send `done` or `error` before it counts as never ending. */
const WATCH_WAIT_MS = 20_000;
const WORKER_DEADLINE_MS = 25_000;
/**
 * Every kind of the emulator. Over HTTP for the waits (`crawlUrl`/`crawl`) and v1's `for await`;
 * the socket kinds reach only the WebSocket watchers, so their rows compare the watchers.
 */
const KINDS: readonly FaultKind[] = FAULT_KINDS;
const SOCKET_KINDS: readonly FaultKind[] = ["ws-drop", "ws-start-race"];

interface VersionClients {
  /** The reference's wait, ours, and (v1 only) ours `for await`. */
  wait: readonly [FaultClient, FaultClient, FaultClient?];
  watch: readonly [FaultClient, FaultClient];
  socketRoute: RouteName;
  /** How each client is called, for the rows. */
  waitName: string;
  watchName: string;
}

const VERSIONS: Record<"v1" | "v2", VersionClients> = {
  v1: {
    wait: ["reference", "ours-all", "ours-iterate"],
    watch: ["reference-watch", "ours-watch"],
    socketRoute: "crawl.ws",
    waitName: "`crawlUrl`",
    watchName: "`crawlUrlAndWatch`",
  },
  v2: {
    wait: ["reference-v2", "ours-v2"],
    watch: ["reference-v2-watch", "ours-v2-watch"],
    socketRoute: "v2.crawl.ws",
    waitName: "`crawl`",
    watchName: "`startCrawl` then `watcher(id)`",
  },
};
/**
 * The reference's watcher needs a global WebSocket, which Node 20 has only behind this flag (it is
 * Node's own implementation, on by default from Node 22); without it the reference cannot watch.
 */
const REFERENCE_WATCH_FLAGS = ["--experimental-websocket"];

interface ClientRuns {
  results: FaultCrawlResult[];
  /** Crawls still running when the worker was killed. */
  hung: number;
}

function shorten(text: string, length = 70): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}

const figure = (values: number[]) => {
  const s = summarize(values);
  return `${s.median} [${s.min}–${s.max}]`;
};
const documents = (group: FaultCrawlResult[]) =>
  `documents lost ${figure(group.map((r) => r.tally.lost))}, ` +
  `duplicated ${figure(group.map((r) => r.tally.duplicated))}`;

/** One cell: how many crawls completed intact, and what happened to the others, documents included. */
function describe({ results, hung }: ClientRuns, runs: number): string {
  const complete = results.filter((result) => result.outcome === "complete").length;
  const parts = [`${complete}/${runs} complete`];
  const incomplete = results.filter((result) => result.outcome === "incomplete");
  if (incomplete.length > 0) {
    parts.push(
      `${incomplete.length} returned as success with ${documents(incomplete)}, ` +
        `non-documents ${figure(incomplete.map((r) => r.tally.junk))}`,
    );
  }
  const errors = results.filter((result) => result.outcome === "error");
  if (errors.length > 0) {
    const kinds = new Map<string, number>();
    for (const { error } of errors) {
      const key = `${error?.name ?? "?"}: ${shorten(error?.message ?? "")}`;
      kinds.set(key, (kinds.get(key) ?? 0) + 1);
    }
    parts.push(
      `${errors.length} threw ${[...kinds].map(([key, n]) => `${n}× ${key}`).join("; ")} ` +
        `(${documents(errors)} by then)`,
    );
  }
  const silent = results.filter((result) => result.outcome === "no-final-event");
  if (silent.length > 0) {
    parts.push(
      `${silent.length} never ended: no done or error in ${WATCH_WAIT_MS / 1000} s (${documents(silent)} by then)`,
    );
  }
  if (hung > 0) parts.push(`${hung} still polling when killed at ${WORKER_DEADLINE_MS / 1000} s`);
  return parts.join("; ");
}

async function crawlsOf(
  emulator: Emulator,
  client: FaultClient,
  runs: number,
): Promise<ClientRuns> {
  const outcome = await runWorker<FaultCrawlResult>(
    "fault-crawls.ts",
    [
      client,
      emulator.url,
      `https://${SITE.host}/`,
      String(SITE.pages),
      String(runs),
      String(OUR_MAX_WAIT_MS),
      String(WATCH_WAIT_MS),
    ],
    WORKER_DEADLINE_MS,
    undefined,
    client === "reference-watch" || client === "reference-v2-watch" ? REFERENCE_WATCH_FLAGS : [],
  );
  return { results: outcome.messages, hung: runs - outcome.messages.length };
}

/**
 * A 500-page crawl (two status pages once completed) while the emulator fails 10 % of all requests
 * in one way at a time. Each client runs alone, its crawls at the same time, and the fault draws
 * restart from the same seed for each, so that every client meets the same schedule of faults.
 */
export async function faults(emulator: Emulator, runs: number): Promise<Row[]> {
  emulator.sites.set(SITE.host, {
    pages: SITE.pages,
    pageBytes: SITE.pageBytes,
    pageIntervalMs: SITE.pageIntervalMs,
  });
  const kinds = (process.env["BENCH_FAULT_KINDS"]?.split(",") as FaultKind[] | undefined) ?? KINDS;
  const versions = (process.env["BENCH_FAULT_VERSIONS"] ?? "v1,v2").split(",") as ("v1" | "v2")[];
  const rows: Row[] = [];
  for (const version of versions) {
    const setup = VERSIONS[version];
    const label = version === "v1" ? "" : "v2 (reference 4.42.0): ";
    for (const kind of kinds) {
      const watching = SOCKET_KINDS.includes(kind);
      const clients = (watching ? setup.watch : setup.wait).filter(
        (client): client is FaultClient => client !== undefined,
      );
      const outcomes = new Map<FaultClient, ClientRuns & { fired: number }>();
      for (const client of clients) {
        emulator.faults.clear();
        if (watching) {
          emulator.faults.inject({
            route: setup.socketRoute,
            kind,
            probability: 1,
            ...(kind === "ws-drop" ? { afterMessages: 1 } : {}),
          });
        } else emulator.faults.inject({ route: "*", kind, probability: PROBABILITY });
        const before = emulator.stats();
        const runsOfClient = await crawlsOf(emulator, client, runs);
        const fired = faultsFired(before, emulator.stats())[kind] ?? 0;
        outcomes.set(client, { ...runsOfClient, fired });
      }
      emulator.faults.clear();
      const cell = (client: FaultClient) => {
        const outcome = outcomes.get(client) as ClientRuns & { fired: number };
        return `${describe(outcome, runs)} (${outcome.fired} faults fired)`;
      };
      const completed = (client: FaultClient) =>
        (outcomes.get(client)?.results ?? []).filter((result) => result.outcome === "complete")
          .length;
      const versus = (ours: FaultClient, theirs: FaultClient) =>
        `${completed(ours)}/${runs} vs ${completed(theirs)}/${runs} complete`;
      if (watching) {
        const [theirs, ours] = setup.watch;
        console.info(
          `  faults ${version} ${kind}: complete reference watcher ${completed(theirs)}/${runs}, ` +
            `ours ${completed(ours)}/${runs}`,
        );
        const what =
          kind === "ws-drop"
            ? "every socket cut after its first message"
            : "every socket of a running crawl told at once it completed with nothing (the newest server's race at crawl start)";
        rows.push({
          benchmark:
            `${label}Faults: \`${kind}\`, ${what}, ${setup.watchName} both ` +
            `(the reference on Node's own WebSocket: \`node ${REFERENCE_WATCH_FLAGS.join(" ")}\`)`,
          reference: cell(theirs),
          ours: cell(ours),
          ratio: versus(ours, theirs),
        });
        continue;
      }
      const [theirs, ours, oursIterate] = setup.wait;
      console.info(
        `  faults ${version} ${kind}: complete reference ${completed(theirs)}/${runs}, ` +
          `ours ${completed(ours)}/${runs}` +
          (oursIterate ? `, ours for await ${completed(oursIterate)}/${runs}` : ""),
      );
      rows.push({
        benchmark: `${label}Faults: \`${kind}\` on ${PROBABILITY * 100} % of requests, ${setup.waitName} both`,
        reference: cell(theirs),
        ours: cell(ours),
        ratio: versus(ours, theirs),
      });
      if (oursIterate) {
        rows.push({
          benchmark: `${label}Faults: \`${kind}\`, ours \`for await\` over \`crawlDocuments\``,
          reference: "(the row above)",
          ours: cell(oursIterate),
          ratio: versus(oursIterate, theirs),
        });
      }
    }
  }
  return rows;
}
