/**
 * `bench:audit`: `keystone-crawl audit --from DIR` on synthetic crawl folders of 1,000, 10,000 and
 * 100,000 pages of 20 KB of html each (links, images, one page in ten a near duplicate), made here
 * by the writer `crawl -o` uses. For each: wall time, pages per second and peak RSS of the built
 * bin (spawned under /usr/bin/time), beside the floor (htmlparser2's Tokenizer alone over the same
 * files, `tokenizer-floor.ts`) and the audit's time as a multiple of it. Prints a Markdown table
 * and the goals met or missed; the folders are deleted at the end (BENCH_KEEP=1 keeps them).
 * BENCH_AUDIT_SIZES=1000,10000 runs other sizes.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { measure } from "./measure.js";
import { writeSyntheticFolder } from "./synthetic-folder.js";

const SIZES = (process.env["BENCH_AUDIT_SIZES"] ?? "1000,10000,100000").split(",").map(Number);
const PAGE_BYTES = 20_000;
const SITE = "https://bench.example.com/";
const KILL_AFTER_MS = 30 * 60_000;
const GOALS = { seconds100k: 60, rssBytes: 1024 ** 3, growth: 11, ratio: 2 };

const packageDir = fileURLToPath(new URL("../", import.meta.url));
const BIN = join(packageDir, "dist", "bin.js");
const TSX = join(packageDir, "node_modules", ".bin", "tsx");

interface Row {
  pages: number;
  folderBytes: number;
  wallMs: number;
  peakRssBytes: number;
  floorMs: number;
  htmlBytes: number;
  exit: number | null;
}

const env = (): NodeJS.ProcessEnv => ({ PATH: process.env["PATH"], NO_COLOR: "1" });
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function benchSize(root: string, pages: number): Promise<Row> {
  const dir = join(root, `site-${pages}`);
  const made = performance.now();
  await writeSyntheticFolder(dir, SITE, pages, PAGE_BYTES);
  const folderBytes = Number(execFileSync("du", ["-sb", dir], { encoding: "utf8" }).split("\t")[0]);
  console.info(`made ${pages} pages (${mib(folderBytes)}) in ${seconds(performance.now() - made)}`);
  // The floor first, so that both read the folder from a warm page cache.
  const floor = JSON.parse(
    execFileSync(TSX, [join(packageDir, "bench", "tokenizer-floor.ts"), dir], { encoding: "utf8" }),
  ) as { pages: number; htmlBytes: number; ms: number };
  const run = await measure(
    "/usr/bin/time",
    ["-f", "maxrss %M", process.execPath, BIN, "audit", "--from", dir],
    {
      env: env(),
      killAfterMs: KILL_AFTER_MS,
    },
  );
  const rssKb = Number(/maxrss (\d+)/.exec(run.stderr)?.[1] ?? 0);
  console.info(
    `audited ${pages} pages in ${seconds(run.wallMs)} (exit ${run.code}); floor ${seconds(floor.ms)}`,
  );
  if (process.env["BENCH_KEEP"] !== "1") rmSync(dir, { recursive: true, force: true });
  return {
    pages,
    folderBytes,
    wallMs: run.wallMs,
    peakRssBytes: Math.max(rssKb * 1024, run.peakRssBytes),
    floorMs: floor.ms,
    htmlBytes: floor.htmlBytes,
    exit: run.code,
  };
}

const root = mkdtempSync(join(process.env["BENCH_DIR"] ?? tmpdir(), "crawl-cli-bench-audit-"));
const rows: Row[] = [];
try {
  for (const pages of SIZES) rows.push(await benchSize(root, pages));
} finally {
  if (process.env["BENCH_KEEP"] !== "1") rmSync(root, { recursive: true, force: true });
}

const lines = [
  `Node ${process.version}, ${cpus().length} cores, 1-minute load ${loadavg()[0]?.toFixed(1)} at the end.`,
  "",
  "| Pages | Folder | html | `audit --from DIR` | Pages/s | Peak RSS | Floor: Tokenizer alone | Audit ÷ floor | Exit |",
  "| ----: | -----: | ---: | -----------------: | ------: | -------: | ---------------------: | ------------: | ---: |",
  ...rows.map((row) =>
    [
      "",
      row.pages.toLocaleString("en"),
      mib(row.folderBytes),
      mib(row.htmlBytes),
      seconds(row.wallMs),
      Math.round(row.pages / (row.wallMs / 1000)).toLocaleString("en"),
      mib(row.peakRssBytes),
      seconds(row.floorMs),
      `${(row.wallMs / row.floorMs).toFixed(1)}×`,
      String(row.exit),
      "",
    ]
      .join(" | ")
      .trim(),
  ),
];
const at = (pages: number) => rows.find((row) => row.pages === pages);
const big = at(100_000);
const mid = at(10_000);
if (big !== undefined) {
  lines.push(
    "",
    `- 100,000 pages in ${seconds(big.wallMs)}: goal under ${GOALS.seconds100k} s ${big.wallMs < GOALS.seconds100k * 1000 ? "met" : "missed"}.`,
    `- Peak RSS ${mib(big.peakRssBytes)}: goal under 1 GiB ${big.peakRssBytes < GOALS.rssBytes ? "met" : "missed"}.`,
    `- ${(big.wallMs / big.floorMs).toFixed(1)}× the floor: aim ${GOALS.ratio}× or less ${big.wallMs / big.floorMs <= GOALS.ratio ? "met" : "missed"}.`,
  );
  if (mid !== undefined)
    lines.push(
      `- 100,000 pages take ${(big.wallMs / mid.wallMs).toFixed(1)}× the time of 10,000: goal at most ${GOALS.growth}× ${big.wallMs / mid.wallMs <= GOALS.growth ? "met" : "missed"}.`,
    );
}
process.stdout.write(`${lines.join("\n")}\n`);
