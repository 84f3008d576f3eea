import type { Emulator } from "@keystone/crawl-emulator";
import { completedCrawl } from "./lib/emulator.js";
import { formatSummary, summarize } from "./lib/summary.js";
import { ratio, type Row } from "./lib/table.js";
import { onlyMessage, runWorker } from "./lib/worker.js";
import { ourV2Client, v2DocumentStream } from "./lib/clients.js";
import type { LargeCrawlResult, LargeCrawlVariant } from "./workers/large-crawl.js";

export const LARGE_CRAWL = { documents: 10_000, pageBytes: 20_000, host: "large.example.com" };
/** v2 against 4.42.0: our `for await` only where the v2 client has one (see `v2DocumentStream`). */
const V2_ITERATES = v2DocumentStream(ourV2Client("http://127.0.0.1:1")) !== undefined;
const VARIANTS: readonly LargeCrawlVariant[] = [
  "reference-all",
  "ours-all",
  "ours-iterate",
  "ours-iterate-api-pages",
  "reference-v2-all",
  "ours-v2-all",
  ...(V2_ITERATES ? (["ours-v2-iterate"] as const) : []),
];
const WORKER_TIMEOUT_MS = 180_000;
/**
 * The most documents per status read a stream may ask for: the API then cuts its pages at 10 MiB
 * (~500 documents here), as it does for `checkCrawlStatus`. Streams read 100 by default.
 */
const API_PAGE_SIZE = 10_000;
const FIGURES = [
  ["wallMs", "wall time", "s"],
  ["peakBytes", "peak heap", "MiB"],
  ["peakLiveBytes", "peak live heap", "MiB"],
] as const;

const mebibytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * 10,000 documents of ~20 KB read from a completed crawl through every `next` page, each variant in
 * a fresh process. Variants take turns within a run so that a busy moment hurts each alike.
 */
export async function largeCrawl(emulator: Emulator, runs: number): Promise<Row[]> {
  emulator.sites.set(LARGE_CRAWL.host, {
    pages: LARGE_CRAWL.documents,
    pageBytes: LARGE_CRAWL.pageBytes,
    pageIntervalMs: 0,
  });
  const site = `https://${LARGE_CRAWL.host}/`;
  const jobIds = {
    v1: await completedCrawl(emulator, site, LARGE_CRAWL.documents, "v1"),
    v2: await completedCrawl(emulator, site, LARGE_CRAWL.documents, "v2"),
  };
  const results = new Map<LargeCrawlVariant, LargeCrawlResult[]>(VARIANTS.map((v) => [v, []]));
  for (let run = 0; run < runs; run++) {
    for (let turn = 0; turn < VARIANTS.length; turn++) {
      const variant = VARIANTS[(run + turn) % VARIANTS.length] as LargeCrawlVariant;
      const outcome = await runWorker<LargeCrawlResult>(
        "large-crawl.ts",
        [
          variant,
          emulator.url,
          variant.includes("v2") ? jobIds.v2 : jobIds.v1,
          String(LARGE_CRAWL.documents),
          String(API_PAGE_SIZE),
        ],
        WORKER_TIMEOUT_MS,
      );
      const result = onlyMessage(outcome, `large-crawl ${variant}`);
      if (result.error)
        throw new Error(`${variant}: ${result.error.name}: ${result.error.message}`);
      if (result.unique !== LARGE_CRAWL.documents || result.documents !== LARGE_CRAWL.documents) {
        throw new Error(
          `${variant} read ${result.documents} documents (${result.unique} distinct) of ${LARGE_CRAWL.documents}`,
        );
      }
      console.info(
        `  large crawl run ${run + 1}/${runs} ${variant}: ${(result.wallMs / 1000).toFixed(2)} s, ` +
          `peak heap +${mebibytes(result.peakBytes)} MiB, peak live heap +${mebibytes(result.peakLiveBytes)} MiB`,
      );
      results.get(variant)?.push(result);
    }
  }
  const pick = (variant: LargeCrawlVariant, key: (typeof FIGURES)[number][0]) =>
    summarize((results.get(variant) ?? []).map((result) => result[key]));
  const rows: Row[] = [];
  for (const [variant, label, reference] of [
    ["ours-all", "all at once: `checkCrawlStatus(id, true)` both", "reference-all"],
    [
      "ours-iterate",
      "ours `for await` over `crawlDocuments(id)` (100 a page), reference all at once",
      "reference-all",
    ],
    [
      "ours-iterate-api-pages",
      `ours \`for await\` over \`crawlDocuments(id, { pageSize: ${API_PAGE_SIZE} })\` (the API's 10 MiB pages), reference all at once`,
      "reference-all",
    ],
    ["ours-v2-all", "v2: all at once: `getCrawlStatus(id)` both", "reference-v2-all"],
    ...(V2_ITERATES
      ? ([
          [
            "ours-v2-iterate",
            "v2: ours `for await` over `crawlDocuments(id)`, 4.42.0 `getCrawlStatus(id)`",
            "reference-v2-all",
          ],
        ] as const)
      : []),
  ] as const) {
    for (const [key, figure, unit] of FIGURES) {
      const theirs = pick(reference, key);
      const ours = pick(variant, key);
      rows.push({
        benchmark: `Large crawl, ${figure}, ${label}`,
        reference: formatSummary(theirs, unit),
        ours: formatSummary(ours, unit),
        ratio: ratio(ours.median, theirs.median, "lower"),
      });
    }
  }
  if (!V2_ITERATES) {
    rows.push({
      benchmark: "Large crawl, peak heap, v2: ours `for await` over a crawl's documents",
      reference: "(4.42.0 has no such stream)",
      ours: "not measured: the v2 client has no `for await` over a crawl's documents yet",
      ratio: "n/a",
    });
  }
  return rows;
}
