import type { Emulator } from "@keystone/crawl-emulator";
import { formatSummary, summarize } from "./lib/summary.js";
import { ratio, type Row } from "./lib/table.js";
import { onlyMessage, runWorker } from "./lib/worker.js";
import type { ScrapesResult } from "./workers/scrapes.js";

const SCRAPES = 2_000;
const IN_FLIGHT = 16;
/** Scrapes per turn: the clients alternate every block. */
const BLOCK = 100;
const SITE = "https://overhead.example.com/";

/**
 * 2,000 scrapes one after another and 2,000 with 16 in flight, per client: v1 against 1.29.3 and
 * v2 against 4.42.0, each beside a bare `fetch` loop on the same route. The clients run in a
 * worker process, so that the emulator (in this process) and the clients each have a core.
 */
export async function requestOverhead(emulator: Emulator, runs: number): Promise<Row[]> {
  const results: ScrapesResult[] = [];
  for (let run = 0; run < runs; run++) {
    const outcome = await runWorker<ScrapesResult>(
      "scrapes.ts",
      [emulator.url, SITE, String(SCRAPES), String(IN_FLIGHT), String(BLOCK)],
      300_000,
    );
    const result = onlyMessage(outcome, "scrapes");
    const line = (figures: ScrapesResult["ours"]) =>
      `${Math.round(figures.sequentialPerSecond)} / ${Math.round(figures.concurrentPerSecond)} ` +
      `(${Math.round(figures.sequentialCpuMicros)} / ${Math.round(figures.concurrentCpuMicros)} µs CPU)`;
    console.info(
      `  request overhead run ${run + 1}/${runs} (req/s one at a time / ${IN_FLIGHT} in flight, ` +
        `and CPU per request): ` +
        `v1: reference ${line(result.reference)}, ours ${line(result.ours)}; ` +
        `v2: reference ${line(result.referenceV2)}, ours ${line(result.oursV2)}; ` +
        `bare fetch v1 ${line(result.fetchV1)}, v2 ${line(result.fetchV2)}`,
    );
    results.push(result);
  }
  const rows = (version: "v1" | "v2") =>
    (
      [
        ["sequentialPerSecond", `${version}: request overhead, ${SCRAPES} scrapes one at a time`],
        [
          "concurrentPerSecond",
          `${version}: request overhead, ${SCRAPES} scrapes, ${IN_FLIGHT} in flight`,
        ],
      ] as const
    ).map(([key, benchmark]) => {
      const [theirs, mine, bare] =
        version === "v1"
          ? (["reference", "ours", "fetchV1"] as const)
          : (["referenceV2", "oursV2", "fetchV2"] as const);
      const figure = (name: keyof ScrapesResult) =>
        summarize(results.map((result) => result[name][key]));
      const reference = figure(theirs);
      const ours = figure(mine);
      const limit = figure(bare);
      const ofLimit = (summary: typeof ours) =>
        `${formatSummary(summary, "req/s")}, ${(summary.median / limit.median).toFixed(2)}× the bare fetch loop`;
      return {
        benchmark: `${benchmark} (the limit, a bare \`fetch\` loop on the same route: ${formatSummary(limit, "req/s")})`,
        reference: ofLimit(reference),
        ours: ofLimit(ours),
        ratio: ratio(ours.median, reference.median, "higher"),
      };
    });
  /** CPU per request: the client's own cost, less disturbed by other work on the machine. */
  const cpuRows = (version: "v1" | "v2") =>
    (
      [
        ["sequentialCpuMicros", "one at a time"],
        ["concurrentCpuMicros", `${IN_FLIGHT} in flight`],
      ] as const
    ).map(([key, how]) => {
      const [theirs, mine, bare] =
        version === "v1"
          ? (["reference", "ours", "fetchV1"] as const)
          : (["referenceV2", "oursV2", "fetchV2"] as const);
      const figure = (name: keyof ScrapesResult) =>
        summarize(results.map((result) => result[name][key]));
      const micros = (summary: ReturnType<typeof figure>) =>
        `${Math.round(summary.median)} µs [${Math.round(summary.min)}–${Math.round(summary.max)} µs]`;
      const reference = figure(theirs);
      const ours = figure(mine);
      return {
        benchmark: `${version}: client CPU per scrape, ${how} (the bare \`fetch\` loop: ${micros(figure(bare))})`,
        reference: micros(reference),
        ours: micros(ours),
        ratio: ratio(ours.median, reference.median, "lower"),
      };
    });
  return [...rows("v1"), ...cpuRows("v1"), ...rows("v2"), ...cpuRows("v2")];
}
