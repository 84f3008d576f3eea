import {
  type FSWatcher,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  symlinkSync,
  watch,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isolatedEnv, startCli } from "../support/cli.js";
import { API_KEY, useEmulator } from "../support/emulator.js";

// The emulator's clock is held: pages are done only as the test moves it, so that the folder is
// swapped between two pages whatever the machine's load.
const PAGE_INTERVAL_MS = 5;
const PAGES = 20;
let clock = Date.now();
const handle = useEmulator({
  site: { pages: PAGES, pageBytes: 400 },
  timing: { pageIntervalMs: PAGE_INTERVAL_MS },
  now: () => clock,
});

const JOB_ID = /job ([0-9a-f-]{36})/;

/** Complete lines in the folder's manifest (0 before it exists). */
function manifestLines(dir: string): number {
  try {
    return readFileSync(join(dir, "pages.ndjson"), "utf8").split("\n").length - 1;
  } catch {
    return 0;
  }
}

/** Resolves once the manifest holds `count` lines, woken by the folder's own change events. */
function untilManifestHolds(dir: string, count: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (manifestLines(dir) < count) return;
      watcher.close();
      resolve();
    };
    const watcher: FSWatcher = watch(dir, check);
    check();
  });
}

describe("the -o folder swapped for a link mid-crawl", () => {
  it("stops the crawl with one line, and no page lands in the link's target", async () => {
    const parent = mkdtempSync(join(tmpdir(), "crawl-cli-swap-"));
    const out = join(parent, "out");
    const victim = join(parent, "victim");
    mkdirSync(victim);
    const env = isolatedEnv({ FIRECRAWL_API_KEY: API_KEY, FIRECRAWL_API_URL: handle.emulator.url });
    const cli = startCli(["crawl", "https://swap.example.com", "-o", out], { env });
    await cli.waitFor(JOB_ID);
    clock += 2 * PAGE_INTERVAL_MS;
    await untilManifestHolds(out, 1);
    renameSync(out, join(parent, "out.moved"));
    symlinkSync("victim", out);
    clock += PAGES * PAGE_INTERVAL_MS;
    const result = await cli.done;

    expect(readdirSync(victim)).toEqual([]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(`^keystone-crawl: -o: ${out} is no longer the folder this run opened`, "m"),
    );
    // What was written before the swap is whole, in the folder the run opened.
    const moved = join(parent, "out.moved");
    const lines = readFileSync(join(moved, "pages.ndjson"), "utf8").split("\n");
    expect(lines.pop()).toBe("");
    const files = lines.map((line) => (JSON.parse(line) as { file: string }).file);
    expect(files.length).toBeGreaterThan(0);
    expect(files.length).toBeLessThan(PAGES);
    expect(readdirSync(moved).sort()).toEqual([...files, "job.json", "pages.ndjson"].sort());
  });
});
