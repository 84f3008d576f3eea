import { randomUUID } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isolatedEnv, runCli, startCli } from "../support/cli.js";
import { API_KEY, jobStatus, settled, useEmulator } from "../support/emulator.js";

// Small status pages (16 KiB, a dozen documents) so that paging matters for a 40-page crawl.
const handle = useEmulator({ site: { pages: 40, pageBytes: 1_000 }, statusPageBytes: 16 * 1024 });

const JOB_ID = /job ([0-9a-f-]{36})/;

function folder() {
  return mkdtempSync(join(tmpdir(), "crawl-cli-out-"));
}

function args(deployment: "cloud" | "self-hosted", rest: string[]) {
  return [
    "--api-url",
    handle.emulator.url,
    ...(deployment === "cloud" ? ["-k", API_KEY] : []),
    ...rest,
  ];
}

/** The pages a folder holds: every manifest line, each file present, no URL twice. */
function pagesIn(dir: string): string[] {
  const lines = readFileSync(join(dir, "pages.ndjson"), "utf8").trim().split("\n").filter(Boolean);
  const entries = lines.map((line) => JSON.parse(line) as { url: string; file: string });
  const files = new Set(readdirSync(dir));
  for (const entry of entries) expect(files.has(entry.file)).toBe(true);
  expect(files.size).toBe(entries.length + 2);
  return entries.map((entry) => entry.url);
}

function expectEachPageOnce(urls: string[], host: string, count: number) {
  expect(new Set(urls).size).toBe(urls.length);
  expect(urls).toHaveLength(count);
  for (const url of urls) expect(url.startsWith(`https://${host}/`)).toBe(true);
}

describe.each(["cloud", "self-hosted"] as const)("crawl to a folder, %s", (deployment) => {
  const run = (rest: string[]) => runCli(args(deployment, rest), { env: isolatedEnv() });

  it("writes every page once as it arrives, and lists each once in pages.ndjson", async () => {
    handle.emulator.setDeployment(deployment);
    const dir = folder();
    const result = await run(["crawl", "https://site.example.com", "-o", dir]);
    expect(result.stderr).toMatch(/completed: 40 pages/);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe("");
    expectEachPageOnce(pagesIn(dir), "site.example.com", 40);
    // stderr is not a terminal here: plain lines, no bar drawing.
    expect(result.stderr).not.toContain("\r");
    expect(result.stderr).not.toContain("\u001b[");
  });

  it.each([
    ["skip-ignored", { route: "v2.crawl.status", kind: "skip-ignored" }],
    ["ws-start-race", { route: "v2.crawl.ws", kind: "ws-start-race" }],
    ["ws-drop", { route: "v2.crawl.ws", kind: "ws-drop", afterMessages: 3 }],
    ["broken-next", { route: "v2.crawl.status", kind: "broken-next" }],
    ["status 503 twice", { route: "v2.crawl.status", kind: "status", status: 503, times: 2 }],
  ] as const)("gets every page exactly once under %s", async (_name, fault) => {
    handle.emulator.setDeployment(deployment);
    handle.emulator.sites.set("faulty.example.com", { pages: 40, pageIntervalMs: 15 });
    handle.emulator.faults.inject({ ...fault });
    const dir = folder();
    const result = await run(["crawl", "https://faulty.example.com", "-o", dir]);
    expect(result.stderr).toMatch(/completed: 40 pages/);
    expect(result.code).toBe(0);
    expectEachPageOnce(pagesIn(dir), "faulty.example.com", 40);
  });

  it("ends a failed crawl with exit code 1 in one line, keeping the pages received", async () => {
    handle.emulator.setDeployment(deployment);
    handle.emulator.sites.set("failing.example.com", { pages: 40, pageIntervalMs: 10 });
    handle.emulator.faults.inject({ route: "v2.crawl.start", kind: "job-fail" });
    const dir = folder();
    const result = await run(["crawl", "https://failing.example.com", "-o", dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^keystone-crawl: JobFailedError.*failed/m);
    expect(result.stderr).toMatch(/did not finish; \d+ pages kept in/);
    expect(pagesIn(dir).length).toBeGreaterThan(0);
  });

  it("on Ctrl-C cancels the provider's job, says so, keeps the pages and exits 130", async () => {
    handle.emulator.setDeployment(deployment);
    handle.emulator.sites.set("slow.example.com", { pages: 5_000, pageIntervalMs: 20 });
    const dir = folder();
    const cli = startCli(args(deployment, ["crawl", "https://slow.example.com", "-o", dir]), {
      env: isolatedEnv(),
    });
    await cli.waitFor(JOB_ID);
    await waitForPages(dir, 3);
    cli.child.kill("SIGINT");
    const result = await cli.done;
    expect(result.code).toBe(130);
    const id = JOB_ID.exec(result.stderr)?.[1] as string;
    expect(result.stderr).toMatch(/Interrupted: cancelling crawl/);
    expect(result.stderr).toMatch(
      new RegExp(`Cancelled crawl ${id} at the provider; \\d+ pages kept in`),
    );
    expect(await jobStatus(handle.emulator, "crawl", id)).toBe("cancelled");
    expect(pagesIn(dir).length).toBeGreaterThanOrEqual(3);
  });
});

describe("stopping and picking up", () => {
  const env = () =>
    isolatedEnv({ FIRECRAWL_API_KEY: API_KEY, FIRECRAWL_API_URL: handle.emulator.url });

  it("--no-cancel leaves the job running and prints how to resume; --resume then adds the rest, none twice", async () => {
    handle.emulator.sites.set("resume.example.com", { pages: 120, pageIntervalMs: 15 });
    const dir = folder();
    const cli = startCli(["crawl", "https://resume.example.com", "-o", dir, "--no-cancel"], {
      env: env(),
    });
    await cli.waitFor(JOB_ID);
    await waitForPages(dir, 5);
    cli.child.kill("SIGINT");
    const stopped = await cli.done;
    expect(stopped.code).toBe(130);
    const id = JOB_ID.exec(stopped.stderr)?.[1] as string;
    expect(stopped.stderr).toContain(`Resume with: keystone-crawl crawl --resume ${id} -o ${dir}`);
    expect(await jobStatus(handle.emulator, "crawl", id)).toBe("scraping");
    const before = pagesIn(dir).length;
    expect(before).toBeLessThan(120);
    const resumed = await runCli(["crawl", "--resume", id, "-o", dir], { env: env() });
    expect(resumed.code).toBe(0);
    expectEachPageOnce(pagesIn(dir), "resume.example.com", 120);
    // Resuming a finished job reads it over HTTP and writes nothing twice.
    const again = await runCli(["crawl", "--resume", id, "-o", dir], { env: env() });
    expect(again.code).toBe(0);
    expectEachPageOnce(pagesIn(dir), "resume.example.com", 120);
  });

  it("refuses to mix two jobs in one folder", async () => {
    const dir = folder();
    expect(
      (await runCli(["crawl", "https://one.example.com", "-o", dir], { env: env() })).code,
    ).toBe(0);
    const second = await runCli(["crawl", "https://two.example.com", "-o", dir], { env: env() });
    expect(second.code).toBe(2);
    expect(second.stderr).toMatch(/-o: .* already holds a job's pages/);
    // Refused before its start: the second crawl left no job running, and paid for.
    expect(handle.emulator.stats().requests["v2.crawl.start"]).toBe(1);
  });

  it("exits 3, keeping what it received, where a self-hosted server's paging stalls", async () => {
    handle.emulator.setDeployment("self-hosted");
    const started = await runCli(
      ["--api-url", handle.emulator.url, "crawl", "https://stall.example.com"],
      { env: isolatedEnv() },
    );
    const id = started.stdout.trim();
    expect(started.code).toBe(0);
    expect(await settled(handle.emulator, "crawl", id)).toBe("completed");
    handle.emulator.faults.inject({ route: "v2.crawl.status", kind: "skip-ignored" });
    const dir = folder();
    const result = await runCli(
      ["--api-url", handle.emulator.url, "crawl", "--resume", id, "-o", dir],
      { env: isolatedEnv() },
    );
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/Kept \d+ of 40 pages in/);
    const kept = pagesIn(dir);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(40);
    expect(new Set(kept).size).toBe(kept.length);
  });

  it("a second Ctrl-C exits at once, while the cancel is still on its way", async () => {
    handle.emulator.sites.set("slow.example.com", { pages: 5_000, pageIntervalMs: 20 });
    handle.emulator.faults.inject({ route: "v2.crawl.cancel", kind: "slow", delayMs: 60_000 });
    const dir = folder();
    const cli = startCli(["crawl", "https://slow.example.com", "-o", dir], { env: env() });
    await cli.waitFor(JOB_ID);
    cli.child.kill("SIGINT");
    await cli.waitFor(/Interrupted: cancelling/);
    cli.child.kill("SIGINT");
    const result = await cli.done;
    expect(result.code).toBe(130);
    expect(result.stderr).not.toMatch(/Cancelled crawl/);
  });

  it("--timeout gives up on a crawl that runs too long, cancels it, and exits 1", async () => {
    handle.emulator.sites.set("slow.example.com", { pages: 5_000, pageIntervalMs: 20 });
    const dir = folder();
    const result = await runCli(
      ["crawl", "https://slow.example.com", "-o", dir, "--timeout", "1"],
      {
        env: env(),
      },
    );
    expect(result.code).toBe(1);
    const id = JOB_ID.exec(result.stderr)?.[1] as string;
    expect(result.stderr).toMatch(/Timed out: cancelling crawl/);
    expect(result.stderr).toContain(`keystone-crawl: crawl ${id} did not finish within --timeout`);
    expect(await jobStatus(handle.emulator, "crawl", id)).toBe("cancelled");
  });

  it("a reader that goes away (| head) ends it quietly, and its job is cancelled", async () => {
    handle.emulator.sites.set("slow.example.com", { pages: 5_000, pageIntervalMs: 10 });
    const cli = startCli(["crawl", "https://slow.example.com", "--ndjson"], { env: env() });
    await cli.waitFor(/"sourceURL"/);
    cli.child.stdout?.destroy();
    const result = await cli.done;
    expect(result.code).toBe(0);
    const id = JOB_ID.exec(result.stderr)?.[1] as string;
    expect(result.stderr).not.toMatch(/EPIPE|Error|keystone-crawl:/);
    expect(await jobStatus(handle.emulator, "crawl", id)).toBe("cancelled");
  });

  it("streams NDJSON with --ndjson and a JSON array with --wait; prints the job id alone otherwise", async () => {
    const ndjson = await runCli(["crawl", "https://n.example.com", "--ndjson", "-q"], {
      env: env(),
    });
    expect(ndjson.stdout.trim().split("\n")).toHaveLength(40);
    expect(ndjson.stderr).toBe("");
    const array = await runCli(["crawl", "https://n.example.com", "--wait", "--limit", "10"], {
      env: env(),
    });
    expect(JSON.parse(array.stdout)).toHaveLength(10);
    const id = await runCli(["crawl", "https://n.example.com"], { env: env() });
    expect(id.stdout.trim()).toMatch(/^[0-9a-f-]{36}$/);
    const status = await runCli(["crawl", "--status", id.stdout.trim(), "--json"], { env: env() });
    expect(JSON.parse(status.stdout)).toMatchObject({ id: id.stdout.trim() });
    const cancel = await runCli(["crawl", "--cancel", id.stdout.trim()], { env: env() });
    expect(cancel.code).toBe(0);
  });
});

describe("links planted in the -o folder", () => {
  const env = () =>
    isolatedEnv({ FIRECRAWL_API_KEY: API_KEY, FIRECRAWL_API_URL: handle.emulator.url });

  it("refuses a dangling link as pages.ndjson before any job starts, and creates nothing outside", async () => {
    const parent = folder();
    const dir = join(parent, "out");
    mkdirSync(dir);
    symlinkSync("../victim", join(dir, "pages.ndjson"));
    for (const command of [
      ["crawl", "https://planted.example.com"],
      ["batch", "https://planted.example.com/a"],
    ]) {
      const result = await runCli([...command, "-o", dir], { env: env() });
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^keystone-crawl: -o: .*pages\.ndjson is a symbolic link/m);
      expect(existsSync(join(parent, "victim"))).toBe(false);
    }
    const { requests } = handle.emulator.stats();
    expect(Object.keys(requests).filter((route) => /crawl|batch/.test(route))).toEqual([]);
  });

  it("on --resume, refuses a link to a file outside and a link to /dev/zero, at once, touching neither", async () => {
    const started = await runCli(["crawl", "https://planted.example.com"], { env: env() });
    const id = started.stdout.trim();
    const outside = join(folder(), "victim");
    writeFileSync(outside, "untouched\n");
    for (const [name, target] of [
      ["pages.ndjson", outside],
      ["job.json", outside],
      ["pages.ndjson", "/dev/zero"],
    ] as const) {
      const dir = folder();
      if (name === "pages.ndjson")
        writeFileSync(join(dir, "job.json"), JSON.stringify({ id, kind: "crawl" }));
      symlinkSync(target, join(dir, name));
      const result = await runCli(["crawl", "--resume", id, "-o", dir], { env: env() });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`${join(dir, name)} is a symbolic link`);
      expect(readFileSync(outside, "utf8")).toBe("untouched\n");
    }
  });
});

describe("files that are not the crawl's, in the -o folder", () => {
  const env = () =>
    isolatedEnv({ FIRECRAWL_API_KEY: API_KEY, FIRECRAWL_API_URL: handle.emulator.url });

  it("--resume into a folder that never held the job refuses in one line, exit 2, and removes nothing", async () => {
    const dir = folder();
    const mine: Record<string, string> = {
      "minutes-20240105.md": "# Minutes\n",
      "report-final-00000001.html": "<h1>Report</h1>\n",
      "data-cafebabe.json": "{}\n",
    };
    for (const [name, text] of Object.entries(mine)) writeFileSync(join(dir, name), text);
    mkdirSync(join(dir, "planted-deadbeef.md"));
    const result = await runCli(["crawl", "--resume", randomUUID(), "-o", dir], { env: env() });
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(
      /^keystone-crawl: -o: .*nothing was removed: choose another folder$/m,
    );
    expect(readdirSync(dir).sort()).toEqual([...Object.keys(mine), "planted-deadbeef.md"].sort());
    for (const [name, text] of Object.entries(mine))
      expect(readFileSync(join(dir, name), "utf8")).toBe(text);
  });

  it("a folder in a parent others can write to without the sticky bit is refused before any job starts", async () => {
    const parent = folder();
    chmodSync(parent, 0o777);
    const result = await runCli(
      ["crawl", "https://shared.example.com", "-o", join(parent, "out")],
      {
        env: env(),
      },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^keystone-crawl: -o: .* can be written to by other users and has no sticky bit/m,
    );
    expect(readdirSync(parent)).toEqual([]);
    const { requests } = handle.emulator.stats();
    expect(Object.keys(requests).filter((route) => /crawl|batch/.test(route))).toEqual([]);
  });
});

describe("batch and v1", () => {
  const env = () =>
    isolatedEnv({ FIRECRAWL_API_KEY: API_KEY, FIRECRAWL_API_URL: handle.emulator.url });

  it("batch-scrapes a file of URLs into a folder, each once", async () => {
    const dir = folder();
    const list = join(folder(), "urls.txt");
    const urls = Array.from({ length: 12 }, (_, n) => `https://b.example.com/p${n}`);
    writeFileSync(list, `# the pages\n${urls.join("\n")}\n\n${urls[0]}\n`);
    const result = await runCli(["batch", list, "-o", dir], { env: env() });
    expect(result.code).toBe(0);
    expect(pagesIn(dir).sort()).toEqual([...urls].sort());
  });

  it("--cancel honours --json alike for a batch and a crawl", async () => {
    handle.emulator.sites.set("held.example.com", { neverFinish: true });
    const start = async (route: string, body: object) => {
      const response = await fetch(`${handle.emulator.url}/v2/${route}`, {
        method: "POST",
        headers: { authorization: `Bearer ${API_KEY}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { id: string }).id;
    };
    const batch = await start("batch/scrape", { urls: ["https://held.example.com/a"] });
    const crawl = await start("crawl", { url: "https://held.example.com" });
    for (const [command, id] of [
      ["batch", batch],
      ["crawl", crawl],
    ] as const) {
      const cancelled = await runCli([command, "--cancel", id, "--json"], { env: env() });
      expect(cancelled.code).toBe(0);
      expect(JSON.parse(cancelled.stdout)).toEqual({ id, cancelled: true });
    }
  });

  it("crawls over v1 with --v1", async () => {
    const dir = folder();
    const result = await runCli(["--v1", "crawl", "https://v1.example.com", "-o", dir], {
      env: env(),
    });
    expect(result.code).toBe(0);
    expectEachPageOnce(pagesIn(dir), "v1.example.com", 40);
    expect(handle.emulator.stats().requests["crawl.start"]).toBe(1);
  });
});

/** Waits until the folder lists `count` pages (bounded by the test's timeout). */
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
