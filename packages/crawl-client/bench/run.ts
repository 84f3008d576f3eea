// `pnpm --filter @keystone/crawl-client bench`: our client against @mendable/firecrawl-js (1.29.3 for
// v1, 4.42.0 in the rows marked v2) on the same work, against one emulator on loopback. Prints one
// Markdown table.
import { cpus, totalmem } from "node:os";
import { browserCost } from "./browser-cost.js";
import { faults } from "./faults.js";
import { largeCrawl } from "./large-crawl.js";
import { startBenchEmulator } from "./lib/emulator.js";
import { progressBytes } from "./progress-bytes.js";
import { renderTable, type Row } from "./lib/table.js";
import { requestOverhead } from "./request-overhead.js";

/** Runs per figure, chosen so that the whole benchmark stays near ten minutes on two cores. */
const RUNS = {
  largeCrawl: Number(process.env["BENCH_LARGE_CRAWL_RUNS"] ?? 3),
  requestOverhead: Number(process.env["BENCH_REQUEST_RUNS"] ?? 3),
  browserCost: 3,
  faults: Number(process.env["BENCH_FAULT_RUNS"] ?? 5),
  progressBytes: Number(process.env["BENCH_PROGRESS_RUNS"] ?? 3),
};
const SECTIONS = (process.env["BENCH_ONLY"] ?? "browser,requests,large,faults,progress").split(",");

console.info(
  `Machine: ${cpus().length} cores, ${(totalmem() / 1024 ** 3).toFixed(0)} GiB, Node ${process.version}`,
);
console.info(
  `Runs per figure: large crawl ${RUNS.largeCrawl}, request overhead ${RUNS.requestOverhead}, ` +
    `browser cost ${RUNS.browserCost}, faults ${RUNS.faults} crawls per client and fault kind, ` +
    `progress bytes ${RUNS.progressBytes}`,
);

const emulator = await startBenchEmulator();
const rows: Row[] = [];
const started = performance.now();
try {
  if (SECTIONS.includes("browser")) rows.push(...(await browserCost(RUNS.browserCost)));
  if (SECTIONS.includes("requests"))
    rows.push(...(await requestOverhead(emulator, RUNS.requestOverhead)));
  if (SECTIONS.includes("large")) rows.push(...(await largeCrawl(emulator, RUNS.largeCrawl)));
  if (SECTIONS.includes("faults")) rows.push(...(await faults(emulator, RUNS.faults)));
  if (SECTIONS.includes("progress"))
    rows.push(...(await progressBytes(emulator, RUNS.progressBytes)));
} finally {
  await emulator.close();
}
console.info(
  `\nFigures: median [min–max] of the runs. Took ${((performance.now() - started) / 1000).toFixed(0)} s.\n`,
);
console.info(renderTable(rows));
