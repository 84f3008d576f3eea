import {
  appendFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { syntheticPage, writeSyntheticFolder } from "../../bench/synthetic-folder.js";
import { PageFolder } from "../../src/output/page-folder.js";
import { readAuditJson } from "../support/audit-file.js";
import { isolatedEnv, runCli, startCli } from "../support/cli.js";
import { API_KEY, jobStatus, settled, useEmulator } from "../support/emulator.js";
import { tempFolders } from "../support/temp-folders.js";

// Small status pages (16 KiB) so that a 40-page crawl is paged, as crawl.test.ts has it.
const handle = useEmulator({ site: { pages: 40, pageBytes: 1_000 }, statusPageBytes: 16 * 1024 });
const SITE = "https://folder.example.com/";

const folder = tempFolders("crawl-cli-audit-folder-");
const offline = () => isolatedEnv({ FIRECRAWL_API_URL: "http://127.0.0.1:9" });
const withKey = () =>
  isolatedEnv({ FIRECRAWL_API_KEY: API_KEY, FIRECRAWL_API_URL: handle.emulator.url });

interface Entry {
  url: string;
  file: string;
  bytes: number;
}

function entries(dir: string): Entry[] {
  return readFileSync(join(dir, "pages.ndjson"), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Entry);
}

async function siteFolder(pages: number, bytes = 2_000): Promise<string> {
  const dir = folder();
  await writeSyntheticFolder(dir, SITE, pages, bytes);
  return dir;
}

/** Every file under `dir`, with its size: what a run must leave as it found it. */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .sort()
    .map((name) => {
      try {
        return `${name} ${readFileSync(join(dir, name)).length}`;
      } catch {
        return name;
      }
    });
}

describe("audit --from a folder that is not a crawl folder", () => {
  it.each([
    ["no such folder", (dir: string) => join(dir, "absent"), /no such folder/],
    [
      "a file",
      (dir: string) => {
        writeFileSync(join(dir, "file"), "x");
        return join(dir, "file");
      },
      /is not a crawl folder: it is a file/,
    ],
    ["a folder without pages.ndjson", (dir: string) => dir, /it has no pages\.ndjson/],
  ])("refuses %s with exit 2 in one line", async (_name, make, message) => {
    const result = await runCli(["audit", "--from", make(folder())], { env: offline() });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stdout).toBe("");
  });

  it("refuses a pages.ndjson that is a symbolic link, reading nothing through it", async () => {
    const elsewhere = await siteFolder(3);
    const dir = folder();
    symlinkSync(join(elsewhere, "pages.ndjson"), join(dir, "pages.ndjson"));
    for (const entry of entries(elsewhere))
      symlinkSync(join(elsewhere, entry.file), join(dir, entry.file));
    const result = await runCli(["audit", "--from", dir], { env: offline() });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/pages\.ndjson is a symbolic link, which is never followed/);
    expect(result.stdout).toBe("");
  });
});

describe("audit --from a damaged or hostile folder", () => {
  it("names each line it cannot read, audits the rest, and exits 3 with the count", async () => {
    const dir = await siteFolder(30);
    const lines = readFileSync(join(dir, "pages.ndjson"), "utf8").trim().split("\n");
    const pages = entries(dir);
    const outside = folder();
    const secret = syntheticPage(SITE, 5, 30, 2_000);
    secret.metadata.title = "OUTSIDE-THE-FOLDER";
    writeFileSync(join(outside, "page.json"), JSON.stringify(secret));
    const at = (index: number) => pages[index] as Entry;
    const [linked, missing, larger, shorter] = [at(5), at(6), at(7), at(8)];
    rmSync(join(dir, linked.file));
    symlinkSync(join(outside, "page.json"), join(dir, linked.file));
    rmSync(join(dir, missing.file));
    appendFileSync(join(dir, larger.file), "more");
    truncateSync(join(dir, shorter.file), shorter.bytes - 10);
    const hostile = [
      "x".repeat(100 * 1024 * 1024),
      "not json {",
      JSON.stringify({ url: `${SITE}up`, file: "../outside-00000000.json", bytes: 10 }),
      JSON.stringify({ url: `${SITE}etc`, file: "/etc/passwd" }),
      lines[9] as string,
    ];
    writeFileSync(
      join(dir, "pages.ndjson"),
      `${[...lines.slice(0, 10), ...hostile, ...lines.slice(10)].join("\n")}\n{"url":"${SITE}torn`,
    );
    const before = listing(dir);
    const out = folder();
    const result = await runCli(["audit", "--from", dir, "-o", out], { env: offline() });
    expect(result.code).toBe(3);
    const stderr = result.stderr;
    const skipped = (text: string | RegExp) =>
      expect(stderr).toMatch(
        new RegExp(
          `skipped: .*pages\\.ndjson line \\d+: .*${typeof text === "string" ? text : text.source}.*, skipped`,
        ),
      );
    skipped("longer than 64 KiB");
    skipped("not JSON");
    skipped(/its file "\.\.\/outside-00000000\.json" is not a page file name of this folder/);
    skipped(/its file "\/etc\/passwd" is not a page file name/);
    skipped(/is listed twice/);
    skipped(`"${linked.file}" is a symbolic link, never followed`);
    skipped(`"${missing.file}" is missing`);
    skipped(`"${larger.file}" is larger than the ${larger.bytes} bytes its line records`);
    skipped(
      `"${shorter.file}" holds ${shorter.bytes - 10} bytes where its line records ${shorter.bytes}`,
    );
    skipped(/torn \(it does not end in a newline\)/);
    expect(stderr).toMatch(
      /keystone-crawl: 10 of the pages .* lists could not be read \(named above\); the audit covers the 26 that could\./,
    );
    // The audit ran on the pages that could be read, and says how many were skipped.
    const record = readAuditJson(out);
    expect(record.audit.pageCount).toBe(26);
    expect(record.pagesSkipped).toBe(10);
    expect(readFileSync(join(out, "audit.json"), "utf8")).not.toContain("OUTSIDE-THE-FOLDER");
    // Nothing in the folder was removed or changed, and the file outside is still there.
    expect(listing(dir)).toEqual(before);
    expect(existsSync(join(outside, "page.json"))).toBe(true);
  });

  it("names each of more than 20 bad lines by count beyond the first 20", async () => {
    const dir = await siteFolder(3);
    appendFileSync(join(dir, "pages.ndjson"), "oops\n".repeat(45));
    const result = await runCli(["audit", "--from", dir], { env: offline() });
    expect(result.code).toBe(3);
    expect(result.stderr.match(/skipped: /g)).toHaveLength(20);
    expect(result.stderr).toContain("warning: 25 more lines skipped than named above");
    expect(result.stderr).toContain("45 of the pages");
    expect(result.stdout).toContain("pages skipped\t45");
  });

  it("audits a folder of markdown pages (crawl -o without --json), saying what they lack", async () => {
    const dir = folder();
    const pages = await PageFolder.open(
      dir,
      "markdown",
      { id: "md", kind: "crawl", apiUrl: "http://127.0.0.1:9", startedAt: "" },
      false,
    );
    for (let index = 0; index < 4; index++) pages.write(syntheticPage(SITE, index, 4, 2_000));
    pages.close();
    const result = await runCli(["audit", "--from", dir], { env: offline() });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("pages\t4");
    expect(result.stderr).toMatch(
      /warning: 4 of the pages in .* are kept as markdown or html files \(crawl -o without --json\)/,
    );
  });

  it("takes the folder's first page as the start URL when none is recorded, and says so", async () => {
    const dir = await siteFolder(3);
    const result = await runCli(["audit", "--from", dir, "--json"], { env: offline() });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`Start URL: "${SITE}", the folder's first page`);
    expect((JSON.parse(result.stdout) as { startUrl: string }).startUrl).toBe(SITE);
  });
});

describe("a crawl cut short", () => {
  it("audits the pages kept where a self-hosted server's paging stalls, and exits 3", async () => {
    handle.emulator.setDeployment("self-hosted");
    const url = "https://stall.example.com/";
    const started = await runCli(["--api-url", handle.emulator.url, "crawl", url], {
      env: isolatedEnv(),
    });
    const id = started.stdout.trim();
    expect(await settled(handle.emulator, "crawl", id)).toBe("completed");
    handle.emulator.faults.inject({ route: "v2.crawl.status", kind: "skip-ignored" });
    const dir = join(folder(), "out");
    const result = await runCli(
      ["--api-url", handle.emulator.url, "audit", url, "--resume", id, "-o", dir],
      { env: isolatedEnv() },
    );
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/keystone-crawl: .*Kept (\d+) of 40 pages in/);
    const kept = Number(/Kept (\d+) of 40/.exec(result.stderr)?.[1]);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(40);
    expect(readAuditJson(dir).audit.pageCount).toBe(kept);
  });
});

describe("Ctrl-C", () => {
  it("during the audit exits 130 and writes no report", async () => {
    const dir = await siteFolder(5_000, 4_000);
    const out = folder();
    const cli = startCli(["audit", "--from", dir, "-o", out], { env: offline() });
    await cli.waitFor(/audit: reading pages/);
    cli.child.kill("SIGINT");
    const result = await cli.done;
    expect(result.code).toBe(130);
    expect(result.stderr).toMatch(/Interrupted: the audit stops and writes nothing/);
    expect(readdirSync(out)).toEqual([]);
  });

  it("during the crawl cancels the job as crawl does, and keeps the folder without an audit", async () => {
    handle.emulator.sites.set("slow.example.com", { pages: 5_000, pageIntervalMs: 20 });
    const dir = join(folder(), "out");
    const cli = startCli(["audit", "https://slow.example.com", "-o", dir, "--limit", "5000"], {
      env: withKey(),
    });
    await cli.waitFor(/crawl started: job ([0-9a-f-]{36})/);
    await waitForPages(dir, 3);
    cli.child.kill("SIGINT");
    const result = await cli.done;
    expect(result.code).toBe(130);
    const id = /job ([0-9a-f-]{36})/.exec(result.stderr)?.[1] as string;
    expect(result.stderr).toMatch(
      new RegExp(`Cancelled crawl ${id} at the provider; \\d+ pages kept in`),
    );
    expect(await jobStatus(handle.emulator, "crawl", id)).toBe("cancelled");
    expect(entries(dir).length).toBeGreaterThanOrEqual(3);
    expect(existsSync(join(dir, "audit.json"))).toBe(false);
  });

  it("with --no-cancel leaves the crawl running; audit --resume then finishes and audits it all", async () => {
    // 80 pages: under the audit's default --limit of 100.
    handle.emulator.sites.set("resume.example.com", { pages: 80, pageIntervalMs: 15 });
    const dir = join(folder(), "out");
    const url = "https://resume.example.com/";
    const cli = startCli(["audit", url, "-o", dir, "--no-cancel"], { env: withKey() });
    await cli.waitFor(/crawl started: job/);
    await waitForPages(dir, 5);
    cli.child.kill("SIGINT");
    const stopped = await cli.done;
    expect(stopped.code).toBe(130);
    const id = /job ([0-9a-f-]{36})/.exec(stopped.stderr)?.[1] as string;
    expect(stopped.stderr).toContain(
      `Resume with: keystone-crawl audit ${url} --resume ${id} -o ${dir}`,
    );
    expect(existsSync(join(dir, "audit.json"))).toBe(false);
    const resumed = await runCli(["audit", url, "--resume", id, "-o", dir], { env: withKey() });
    expect(resumed.code).toBe(0);
    expect(new Set(entries(dir).map((entry) => entry.url)).size).toBe(80);
    expect(readAuditJson(dir).audit.pageCount).toBe(80);
  });
});

async function waitForPages(dir: string, count: number): Promise<void> {
  for (;;) {
    try {
      if (readFileSync(join(dir, "pages.ndjson"), "utf8").split("\n").length > count) return;
    } catch {
      // not written yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
