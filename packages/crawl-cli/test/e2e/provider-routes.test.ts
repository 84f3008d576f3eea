import { mkdtempSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isolatedEnv, runCli } from "../support/cli.js";
import { API_KEY, useEmulator } from "../support/emulator.js";
import { useRecordingRelay } from "../support/recording-relay.js";
import { useStubProvider } from "../support/stub-provider.js";

// parse, feedback, monitors and the research index against the emulator's cloud profile, through a
// relay that records what the CLI sends; the self-hosted profile answers Express's 404. The
// emulator's clock can be held, so that a monitor's check is running, then done, whatever the load.
let heldAt: number | undefined;
const served = useEmulator({
  site: { pages: 5, pageBytes: 300 },
  timing: { pageIntervalMs: 1 },
  now: () => heldAt ?? Date.now(),
});
afterEach(() => {
  heldAt = undefined;
});
const relay = useRecordingRelay(() => served.emulator.url);

function cli(args: string[], input?: string) {
  return runCli(["--api-url", relay.url, "-k", API_KEY, ...args], {
    env: isolatedEnv(),
    ...(input === undefined ? {} : { input }),
  });
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const requestTo = (path: string) => relay.requests.find((request) => request.url.startsWith(path));
const bodyOf = (path: string) => JSON.parse(requestTo(path)?.body ?? "null") as object;
const queryOf = (path: string) => new URL(requestTo(path)?.url ?? "", "http://x").searchParams;

describe("parse", () => {
  it("uploads the file as multipart form data and prints its markdown", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "crawl-cli-parse-")), "report.html");
    writeFileSync(file, "<h1>Quarterly report</h1><p>Revenue rose.</p>");
    const result = await cli(["parse", file, "--only-main-content"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^# Quarterly report\n\nRevenue rose\.\n/);
    const request = requestTo("/v2/parse");
    expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('filename="report.html"');
    expect(request?.body).toContain("Content-Type: text/html");
    expect(request?.body).toContain("<h1>Quarterly report</h1>");
    expect(request?.body).toMatch(/"formats":\["markdown"\]/);
    expect(request?.body).toMatch(/"onlyMainContent":true/);
    expect(request?.headers["authorization"]).toBe(`Bearer ${API_KEY}`);
  });

  it("refuses a file over 50 MiB, a missing file and an unknown format before any upload", async () => {
    const dir = mkdtempSync(join(tmpdir(), "crawl-cli-parse-"));
    const big = join(dir, "big.pdf");
    writeFileSync(big, "");
    truncateSync(big, 50 * 1024 * 1024 + 1);
    const tooBig = await cli(["parse", big]);
    expect(tooBig.code).toBe(2);
    expect(tooBig.stderr).toMatch(/file: .*big\.pdf is larger than the API's 50 MiB limit/);
    expect((await cli(["parse", join(dir, "none.pdf")])).stderr).toMatch(/file: cannot read/);
    const small = join(dir, "small.html");
    writeFileSync(small, "<p>x</p>");
    expect((await cli(["parse", small, "--format", "screenshot"])).stderr).toMatch(
      /--format: unknown value "screenshot"/,
    );
    expect(relay.requests).toEqual([]);
  });

  it("is a route a self-hosted server does not serve: one line, exit 1", async () => {
    served.emulator.setDeployment("self-hosted");
    const file = join(mkdtempSync(join(tmpdir(), "crawl-cli-parse-")), "page.html");
    writeFileSync(file, "<p>hi</p>");
    const result = await runCli(["--api-url", served.emulator.url, "parse", file], {
      env: isolatedEnv(),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^keystone-crawl: RouteNotServedError HTTP 404: .*POST \/v2\/parse/,
    );
  });
});

describe("feedback", () => {
  async function scrapeId(): Promise<string> {
    const scraped = await cli(["scrape", "https://docs.example.com/", "--json"]);
    expect(scraped.code).toBe(0);
    return (JSON.parse(scraped.stdout) as { metadata: { scrapeId: string } }).metadata.scrapeId;
  }

  it("rates a job with its details, gets its credit back once, and prints the refund", async () => {
    const jobId = await scrapeId();
    const flags = ["--rating", "bad", "--issues", "missing_markdown,stale", "--note", "no table"];
    const result = await cli(["feedback", "scrape", jobId, ...flags, "--page-numbers", "1,3"]);
    expect(result.code).toBe(0);
    const [, feedbackId] = /^feedback (\S+): 1 credits refunded\n$/.exec(result.stdout) ?? [];
    expect(feedbackId).toMatch(UUID);
    expect(bodyOf("/v2/feedback")).toMatchObject({
      endpoint: "scrape",
      jobId,
      rating: "bad",
      issues: ["missing_markdown", "stale"],
      note: "no table",
      pageNumbers: [1, 3],
    });
    const again = await cli(["feedback", "scrape", jobId, ...flags]);
    expect(again.stdout).toBe(`feedback ${feedbackId} (already submitted): 0 credits refunded\n`);
  });

  it("on a job the provider does not know: one line, exit 1", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const result = await cli(["feedback", "scrape", unknown, "--rating", "bad", "--note", "x"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^keystone-crawl: NotFoundError HTTP 404: .*Job not found\n$/);
  });

  it("refuses a bad rating, endpoint or metadata before any request", async () => {
    expect((await cli(["feedback", "scrape", "j", "--rating", "awful"])).stderr).toMatch(
      /--rating/,
    );
    expect((await cli(["feedback", "crawl", "j", "--rating", "good"])).stderr).toMatch(
      /endpoint: unknown value "crawl"/,
    );
    expect(
      (await cli(["feedback", "map", "j", "--rating", "good", "--metadata", "[1]"])).stderr,
    ).toMatch(/--metadata/);
    expect(relay.requests).toEqual([]);
  });
});

describe("monitor", () => {
  /** One line of `monitor create`, `list` or `update`: id, status, name, cron, next run. */
  const MONITOR_LINE = new RegExp(`^(${UUID.source})\\t(active|paused)\\tDocs\\t([^\\t]+)`);

  /** `monitor create --name Docs` with `flags`: what it printed, and the new monitor's id. */
  async function createDocsMonitor(...flags: string[]) {
    const result = await cli(["monitor", "create", "--name", "Docs", ...flags]);
    const [, id = ""] = MONITOR_LINE.exec(result.stdout) ?? [];
    return { result, id };
  }

  it("creates a monitor from flags", async () => {
    const { result, id } = await createDocsMonitor(
      "--schedule",
      "every 30 minutes",
      "--page",
      "https://docs.example.com/page-1",
      "--email",
      "ops@example.com",
      "--goal",
      "new sections",
    );
    expect(result.code).toBe(0);
    expect(id).toMatch(UUID);
    expect(result.stdout).toMatch(/\tactive\tDocs\t\*\/30 \* \* \* \*\tnext \d{4}-\S+Z\n$/);
    expect(bodyOf("/v2/monitor")).toMatchObject({
      name: "Docs",
      goal: "new sections",
      schedule: { text: "every 30 minutes" },
      targets: [{ type: "scrape", urls: ["https://docs.example.com/page-1"] }],
      notification: { email: { enabled: true, recipients: ["ops@example.com"] } },
    });
  });

  it("refuses a monitor without a schedule or a target, or with both kinds of schedule", async () => {
    expect(
      (await cli(["monitor", "create", "--name", "x", "--page", "https://example.com"])).stderr,
    ).toMatch(/--cron: a monitor needs --cron or --schedule/);
    expect((await cli(["monitor", "create", "--name", "x", "--cron", "* * * * *"])).stderr).toMatch(
      /--page: a monitor needs a target/,
    );
    const both = await cli([
      "monitor",
      "create",
      "--name",
      "x",
      "--cron",
      "* * * * *",
      "--schedule",
      "hourly",
      "--page",
      "https://example.com",
    ]);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/--schedule: give --cron or --schedule, not both/);
    expect(relay.requests).toEqual([]);
  });

  it("lists monitors, runs checks, and shows what changed on the site between them", async () => {
    heldAt = Date.parse("2026-11-27T09:00:00.000Z");
    served.emulator.sites.set("watched.example.com", { audit: true });
    const created = await createDocsMonitor(
      "--schedule",
      "hourly",
      "--crawl-url",
      "https://watched.example.com/",
    );
    const { id } = created;
    expect(created.result.stdout).toBe(
      `${id}\tactive\tDocs\t0 * * * *\tnext 2026-11-27T10:00:00.000Z\n`,
    );
    expect((await cli(["monitor", "list"])).stdout).toContain(`${id}\tactive\tDocs`);

    /** Runs a check, which finishes once the held clock moves on by a second. */
    async function check(): Promise<string> {
      const run = await cli(["monitor", "run", id]);
      const [, checkId = ""] = new RegExp(`^(${UUID.source})\\trunning\\tmanual\\t`).exec(
        run.stdout,
      ) ?? [run.stdout];
      heldAt = (heldAt ?? 0) + 1_000;
      return checkId;
    }
    const first = await check();
    served.emulator.sites.set("watched.example.com", { audit: true, revision: 1 });
    const second = await check();

    const checks = await cli(["monitor", "checks", id, "--status", "completed"]);
    expect(checks.stdout).toBe(
      `${second}\tcompleted\tmanual\t3 changed, 1 new, 0 removed, 2 same, 0 errors\n` +
        `${first}\tcompleted\tmanual\t0 changed, 5 new, 0 removed, 0 same, 0 errors\n`,
    );
    expect(queryOf(`/v2/monitor/${id}/checks?`).get("status")).toBe("completed");
    const pages = await cli(["monitor", "check", id, second]);
    expect(pages.stdout).toBe(
      [
        "changed\thttps://watched.example.com/",
        "same\thttps://watched.example.com/page-1",
        "changed\thttps://watched.example.com/page-2",
        "same\thttps://watched.example.com/page-3",
        "changed\thttps://watched.example.com/page-4",
        "new\thttps://watched.example.com/page-5",
        "",
      ].join("\n"),
    );
    const added = await cli(["monitor", "check", id, second, "--page-status", "new", "--ndjson"]);
    expect(
      added.stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as object),
    ).toEqual([
      expect.objectContaining({ url: "https://watched.example.com/page-5", status: "new" }),
    ]);
  });

  it("pauses and deletes a monitor", async () => {
    const { id } = await createDocsMonitor(
      "--cron",
      "0 9 * * 1",
      "--page",
      "https://docs.example.com/",
    );
    relay.requests.splice(0);
    expect((await cli(["monitor", "update", id, "--state", "paused"])).stdout).toBe(
      `${id}\tpaused\tDocs\t0 9 * * 1\n`,
    );
    expect(Object.keys(bodyOf(`/v2/monitor/${id}`)).sort()).toEqual(["origin", "status"]);
    expect(bodyOf(`/v2/monitor/${id}`)).toMatchObject({ status: "paused" });
    expect((await cli(["monitor", "delete", id])).stdout).toBe(`deleted ${id}\n`);
    const gone = await cli(["monitor", "get", id]);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toMatch(/NotFoundError HTTP 404: .*Monitor not found/);
  });
});

describe("research", () => {
  const PAPER_LINE = /^((?:arxiv|pmid):\S+)\t(\S.*)$/;

  /** The first paper a search finds, with its authors and date as `inspect-paper` prints them. */
  async function aPaper() {
    const found = await cli(["research", "search-papers", "learning", "--limit", "3"]);
    const lines = found.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(PAPER_LINE);
    const [, id = "", title = ""] = PAPER_LINE.exec(lines[0] ?? "") ?? [];
    const inspected = await cli(["research", "inspect-paper", id]);
    const [shownTitle, authors = "", created = ""] = inspected.stdout.split("\n");
    expect(shownTitle).toBe(title);
    expect(created).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    return { id, title, authors, created };
  }

  it("searches papers, one a line, and sends the filters the index narrows by", async () => {
    const paper = await aPaper();
    const author = paper.authors.split(", ")[0] ?? "";
    relay.requests.splice(0);
    const result = await cli([
      "research",
      "search-papers",
      paper.title,
      "--limit",
      "5",
      "--authors",
      author,
      "--from",
      paper.created,
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout.split("\n")).toContain(`${paper.id}\t${paper.title}`);
    const query = queryOf("/v2/search/research/papers?");
    expect([query.get("query"), query.get("k"), query.get("authors"), query.get("from")]).toEqual([
      paper.title,
      "5",
      author,
      paper.created,
    ]);
    const nobody = await cli(["research", "search-papers", paper.title, "--authors", "Nobody Q"]);
    expect(nobody.stdout).toBe("");
  });

  it("reads a paper's passages for a question, and finds related papers", async () => {
    const paper = await aPaper();
    relay.requests.splice(0);
    const passages = await cli([
      "research",
      "read-paper",
      paper.id,
      "--question",
      "quarterly schedule",
      "--limit",
      "2",
    ]);
    expect(passages.stdout).toMatch(/^[^\n]+\n\n[^\n]+\n\n$/);
    const read = queryOf(`/v2/search/research/papers/${encodeURIComponent(paper.id)}?`);
    expect([read.get("query"), read.get("k")]).toEqual(["quarterly schedule", "2"]);
    const related = await cli([
      "research",
      "related-papers",
      paper.id,
      "--intent",
      "efficient scheduling",
      "--mode",
      "citers",
      "--limit",
      "3",
    ]);
    expect(related.code).toBe(0);
    for (const line of related.stdout.trimEnd().split("\n")) expect(line).toMatch(PAPER_LINE);
    const similar = queryOf(`/v2/search/research/papers/${encodeURIComponent(paper.id)}/similar`);
    expect([similar.get("intent"), similar.get("mode"), similar.get("k")]).toEqual([
      "efficient scheduling",
      "citers",
      "3",
    ]);
  });

  it("refuses a date that is not YYYY-MM-DD, and related papers without an intent", async () => {
    expect((await cli(["research", "search-papers", "x", "--from", "last week"])).stderr).toMatch(
      /'--from <date>' argument 'last week' is invalid\. must be a date/,
    );
    expect((await cli(["research", "related-papers", "arxiv:1"])).stderr).toMatch(/--intent/);
    expect(relay.requests).toEqual([]);
  });
});

// The emulator's corpus has no title or passage that breaks a line; the provider's text may, and a
// line of output must stay one line. Only this case has a stub answer it.
describe("research text with line breaks", () => {
  const stub = useStubProvider();

  it("prints a title and a passage that break lines, each on one line", async () => {
    const paper = {
      paperId: "p-1",
      primaryId: "arxiv:1706.03762",
      title: "Attention Is All\nYou Need",
    };
    stub.on("/v2/search/research/papers", { success: true, results: [paper] });
    stub.on("/v2/search/research/papers/arxiv%3A1706.03762", {
      success: true,
      paper,
      paperId: "p-1",
      query: "heads",
      passages: [{ text: "We use h = 8\nheads.", score: 1 }],
    });
    const stubbed = (args: string[]) =>
      runCli(["--api-url", stub.url, "-k", API_KEY, ...args], { env: isolatedEnv() });
    expect((await stubbed(["research", "search-papers", "transformers"])).stdout).toBe(
      "arxiv:1706.03762\tAttention Is All You Need\n",
    );
    expect(
      (await stubbed(["research", "read-paper", "arxiv:1706.03762", "--question", "heads"])).stdout,
    ).toBe("We use h = 8 heads.\n\n");
  });
});
