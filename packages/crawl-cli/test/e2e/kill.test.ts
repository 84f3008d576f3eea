import { type FSWatcher, mkdtempSync, readdirSync, readFileSync, watch } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isolatedEnv, runCli, startCli } from "../support/cli.js";
import { API_KEY, useEmulator } from "../support/emulator.js";

// The emulator's clock is held: a crawl's pages are done only as the test moves it, so that each
// run has pages to write when it is killed, whatever the machine's load.
const PAGE_INTERVAL_MS = 5;
const PAGES = 120;
const KILLS = 20;
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

/** Every page of the job as the provider holds it: URL → markdown. */
async function pagesOfJob(id: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  let next: string | undefined = `${handle.emulator.url}/v2/crawl/${id}`;
  while (next) {
    const response = await fetch(next, { headers: { authorization: `Bearer ${API_KEY}` } });
    const body = (await response.json()) as {
      next?: string;
      data: { markdown: string; metadata: { sourceURL: string } }[];
    };
    for (const page of body.data) pages.set(page.metadata.sourceURL, page.markdown);
    next = body.next;
  }
  return pages;
}

describe("a crawl folder killed at any moment", () => {
  it(`holds exactly the crawl's pages after ${KILLS} SIGKILLs, each followed by --resume`, async () => {
    const dir = mkdtempSync(join(tmpdir(), "crawl-cli-kill-"));
    const env = isolatedEnv({ FIRECRAWL_API_KEY: API_KEY, FIRECRAWL_API_URL: handle.emulator.url });
    let id: string | undefined;
    for (let kill = 0; kill < KILLS; kill++) {
      const cli = startCli(
        id === undefined
          ? ["crawl", "https://kill.example.com", "-o", dir]
          : ["crawl", "--resume", id, "-o", dir],
        { env },
      );
      // The job line comes once the folder is open (and, on resume, reconciled).
      await cli.waitFor(JOB_ID);
      id ??= JOB_ID.exec(cli.stderr())?.[1] as string;
      const listed = manifestLines(dir);
      clock += 6 * PAGE_INTERVAL_MS;
      // Killed 1 to 5 pages into a burst of 6 and more: at a different point of a write each time.
      await untilManifestHolds(dir, listed + 1 + (kill % 5));
      cli.child.kill("SIGKILL");
      expect((await cli.done).signal).toBe("SIGKILL");
    }
    clock += PAGES * PAGE_INTERVAL_MS;
    const last = await runCli(["crawl", "--resume", id as string, "-o", dir], { env });
    expect(last.code).toBe(0);

    const expected = await pagesOfJob(id as string);
    expect(expected.size).toBe(PAGES);
    const lines = readFileSync(join(dir, "pages.ndjson"), "utf8").split("\n");
    expect(lines.pop()).toBe("");
    const entries = lines.map((line) => JSON.parse(line) as { url: string; file: string });
    expect(entries.map((entry) => entry.url).sort()).toEqual([...expected.keys()].sort());
    const files = entries.map((entry) => entry.file);
    expect(readdirSync(dir).sort()).toEqual([...files, "job.json", "pages.ndjson"].sort());
    for (const entry of entries)
      expect(readFileSync(join(dir, entry.file), "utf8")).toBe(expected.get(entry.url));
  });
});
