/**
 * keystone-crawl against firecrawl-cli 1.23.3, side by side in one run on one emulator: a crawl
 * of 2,000 pages of 20 KB to a folder, on the cloud profile and on the self-hosted profile with
 * its paging defect (`skip-ignored`), then Ctrl-C during a crawl. Prints a Markdown table.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startEmulator, type Emulator } from "@keystone/crawl-emulator";
import { measure, type Measured } from "./measure.js";
import { ByteCountingRelay } from "./relay.js";

const PAGES = Number(process.env["BENCH_PAGES"] ?? 2_000);
const PAGE_BYTES = 20_000;
/** One page scraped every 5 ms: a 2,000-page crawl takes 10 s on the emulator. */
const PAGE_INTERVAL_MS = 5;
const KILL_AFTER_MS = 300_000;

const packageDir = fileURLToPath(new URL("../", import.meta.url));
const OURS = {
  name: "keystone-crawl",
  command: process.execPath,
  prefix: [join(packageDir, "dist", "bin.js")],
};
const ANCHOR = {
  name: "firecrawl-cli 1.23.3",
  command: join(packageDir, "node_modules", ".bin", "firecrawl"),
  prefix: [],
};
type Tool = typeof OURS;

const env = (): NodeJS.ProcessEnv => {
  const home = mkdtempSync(join(tmpdir(), "crawl-cli-bench-home-"));
  return {
    PATH: process.env["PATH"],
    HOME: home,
    XDG_CONFIG_HOME: join(home, "config"),
    NO_COLOR: "1",
    FIRECRAWL_NO_UPDATE_CHECK: "1",
  };
};

interface CrawlRow {
  tool: string;
  profile: string;
  pages: number;
  run: Measured;
  bytes: number;
  written: number;
  distinct: number;
}

/** The crawl each tool is asked for: ours into a folder, the anchor's `--wait -o` file in one. */
function crawlArgs(tool: Tool, apiUrl: string, site: string, dir: string): string[] {
  return tool === OURS
    ? [...tool.prefix, "--api-url", apiUrl, "crawl", site, "-o", dir]
    : [...tool.prefix, "--api-url", apiUrl, "crawl", site, "--wait", "-o", join(dir, "crawl.json")];
}

/** Documents written and distinct ones: ours from pages.ndjson and the files, the anchor's from its JSON. */
function countWritten(tool: Tool, dir: string): { written: number; distinct: number } {
  if (tool === OURS) {
    const manifest = readFileSync(join(dir, "pages.ndjson"), "utf8")
      .trim()
      .split("\n")
      .filter(Boolean);
    const urls = manifest.map((line) => (JSON.parse(line) as { url: string }).url);
    const files = readdirSync(dir).filter((file) => file !== "pages.ndjson" && file !== "job.json");
    return { written: Math.min(urls.length, files.length), distinct: new Set(urls).size };
  }
  try {
    const result = JSON.parse(readFileSync(join(dir, "crawl.json"), "utf8")) as {
      data?: { metadata?: { sourceURL?: string; scrapeId?: string } }[];
    };
    const data = result.data ?? [];
    return {
      written: data.length,
      distinct: new Set(data.map((doc) => doc.metadata?.sourceURL)).size,
    };
  } catch {
    return { written: 0, distinct: 0 };
  }
}

async function crawlOnce(
  emulator: Emulator,
  tool: Tool,
  profile: "cloud" | "self-hosted",
  pages: number,
): Promise<CrawlRow> {
  emulator.reset();
  emulator.setDeployment(profile);
  if (profile === "self-hosted")
    emulator.faults.inject({ route: "v2.crawl.status", kind: "skip-ignored" });
  const site = `https://bench-${pages}.example.com`;
  emulator.sites.set(new URL(site).host, {
    pages,
    pageBytes: PAGE_BYTES,
    pageIntervalMs: PAGE_INTERVAL_MS,
  });
  const relay = await new ByteCountingRelay().start(emulator.port);
  const dir = mkdtempSync(join(tmpdir(), "crawl-cli-bench-out-"));
  try {
    const run = await measure(tool.command, crawlArgs(tool, relay.url, site, dir), {
      env: env(),
      killAfterMs: KILL_AFTER_MS,
    });
    return { tool: tool.name, profile, pages, run, bytes: relay.bytes, ...countWritten(tool, dir) };
  } finally {
    await relay.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

interface CancelRow {
  tool: string;
  /** ms from SIGINT to the job reading `cancelled` on the server; undefined if it never did. */
  cancelledAfterMs: number | undefined;
  exit: string;
  note: string;
}

/** Ctrl-C (SIGINT) 3 s into a 40 s crawl; how long until the server's job reads `cancelled`. */
async function ctrlC(emulator: Emulator, tool: Tool): Promise<CancelRow> {
  emulator.reset();
  const site = "https://cancel.example.com";
  emulator.sites.set("cancel.example.com", {
    pages: PAGES,
    pageBytes: PAGE_BYTES,
    pageIntervalMs: 20,
  });
  const dir = mkdtempSync(join(tmpdir(), "crawl-cli-bench-cancel-"));
  let interruptedAt = 0;
  let cancelledAt: number | undefined;
  let jobId = "";
  const watching = (async () => {
    while (jobId === "" || interruptedAt === 0) await sleep(10);
    const deadline = interruptedAt + 20_000;
    while (performance.now() < deadline) {
      const response = await fetch(`${emulator.url}/v2/crawl/${jobId}?limit=1`);
      const { status } = (await response.json()) as { status: string };
      if (status === "cancelled") {
        cancelledAt = performance.now();
        return status;
      }
      if (status !== "scraping") return status;
      await sleep(5);
    }
    return "scraping";
  })();
  const args =
    tool === OURS
      ? crawlArgs(tool, emulator.url, site, dir)
      : [...crawlArgs(tool, emulator.url, site, dir), "--progress"];
  const run = await measure(tool.command, args, {
    env: env(),
    killAfterMs: 60_000,
    onOutput: {
      pattern: /(?:job|Job ID:) ([0-9a-f-]{36})/,
      then: (pid, text) => {
        jobId = /(?:job|Job ID:) ([0-9a-f-]{36})/.exec(text)?.[1] ?? "";
        setTimeout(() => {
          interruptedAt = performance.now();
          process.kill(pid, "SIGINT");
        }, 3_000);
      },
    },
  });
  const finalStatus = await watching;
  rmSync(dir, { recursive: true, force: true });
  return {
    tool: tool.name,
    cancelledAfterMs: cancelledAt === undefined ? undefined : cancelledAt - interruptedAt,
    exit: run.code === null ? `signal ${run.signal}` : String(run.code),
    note:
      cancelledAt === undefined
        ? `not cancelled: the job read \`${finalStatus}\` on the server 20 s after Ctrl-C (the tool exited at once)`
        : "job cancelled at the provider",
  };
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function crawlTable(rows: CrawlRow[]): string {
  const lines = [
    "| Crawl to a folder | Tool | Wall time | Peak RSS | Bytes moved | Documents written | Distinct | Exit |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const row of rows) {
    const killed = row.run.signal === "SIGKILL" ? " (killed at 300 s)" : "";
    lines.push(
      `| ${row.pages} pages × 20 KB, ${row.profile === "cloud" ? "cloud" : "self-hosted, `skip-ignored`"} | ${row.tool} | ${seconds(row.run.wallMs)}${killed} | ${mib(row.run.peakRssBytes)} | ${mib(row.bytes)} | ${row.written} | ${row.distinct} | ${row.run.code ?? row.run.signal} |`,
    );
  }
  return lines.join("\n");
}

function cancelTable(rows: CancelRow[]): string {
  const lines = [
    "| Ctrl-C 3 s into a crawl | Time to `cancelled` on the server | Exit | |",
    "| --- | --- | --- | --- |",
  ];
  for (const row of rows)
    lines.push(
      `| ${row.tool} | ${row.cancelledAfterMs === undefined ? "never" : `${Math.round(row.cancelledAfterMs)} ms`} | ${row.exit} | ${row.note} |`,
    );
  return lines.join("\n");
}

async function main(): Promise<void> {
  const emulator = await startEmulator({ site: { pages: PAGES, pageBytes: PAGE_BYTES } });
  const startedAt = new Date();
  try {
    const rows: CrawlRow[] = [];
    const report = (row: CrawlRow) => {
      console.error(
        `${row.tool}, ${row.profile}, ${row.pages} pages: ${seconds(row.run.wallMs)}, ${mib(row.run.peakRssBytes)}, ${row.written} written`,
      );
      rows.push(row);
    };
    for (const profile of ["cloud", "self-hosted"] as const)
      for (const pages of [PAGES / 4, PAGES])
        for (const tool of [OURS, ANCHOR]) report(await crawlOnce(emulator, tool, profile, pages));
    // Ours alone at four times the size: its peak stays where it was (the anchor would hold it all).
    report(await crawlOnce(emulator, OURS, "cloud", PAGES * 4));
    const cancels = [await ctrlC(emulator, OURS), await ctrlC(emulator, ANCHOR)];
    console.info(
      `pnpm bench:cli, ${startedAt.toISOString().slice(0, 10)}, Node ${process.version}, 1-minute load ${loadavg()[0]?.toFixed(1)} at the end (a shared 2-core machine)\n`,
    );
    console.info(crawlTable(rows));
    console.info("");
    console.info(cancelTable(cancels));
  } finally {
    await emulator.close();
  }
}

await main();
