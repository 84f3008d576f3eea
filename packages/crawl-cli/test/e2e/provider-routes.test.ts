import { mkdtempSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isolatedEnv, runCli } from "../support/cli.js";
import { useEmulator } from "../support/emulator.js";
import { useStubProvider } from "../support/stub-provider.js";

// parse, feedback, monitors and the research index: the emulator of this branch does not serve
// them yet, so a stub answers as the v2 OpenAPI describes; the self-hosted emulator checks the 404.
const stub = useStubProvider();
const emulator = useEmulator({ apiKeys: [] });
const KEY = "fc-stubkey000000000000000000000f00d";

function cli(args: string[], input?: string) {
  return runCli(["--api-url", stub.url, "-k", KEY, ...args], {
    env: isolatedEnv(),
    ...(input === undefined ? {} : { input }),
  });
}

const now = "2026-11-27T09:00:00.000Z";
const monitor = {
  id: "mon-1",
  name: "Docs",
  status: "active",
  schedule: { cron: "*/30 * * * *", timezone: "UTC" },
  nextRunAt: "2026-11-27T09:30:00.000Z",
  targets: [{ id: "t1", type: "scrape", urls: ["https://example.com/docs"] }],
  retentionDays: 30,
  createdAt: now,
  updatedAt: now,
};
const summary = { totalPages: 3, same: 1, changed: 1, new: 1, removed: 0, error: 0 };
const check = {
  id: "chk-1",
  monitorId: "mon-1",
  status: "completed",
  trigger: "manual",
  billingStatus: "confirmed",
  summary,
  createdAt: now,
  updatedAt: now,
};

describe("parse", () => {
  it("uploads the file as multipart form data and prints its markdown", async () => {
    stub.on("POST /v2/parse", {
      json: { success: true, data: { markdown: "# Quarterly report\n", metadata: { title: "Q" } } },
    });
    const file = join(mkdtempSync(join(tmpdir(), "crawl-cli-parse-")), "report.html");
    writeFileSync(file, "<h1>Quarterly report</h1>");
    const result = await cli(["parse", file, "--only-main-content"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe("# Quarterly report\n");
    const [request] = stub.requests;
    expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('filename="report.html"');
    expect(request?.body).toContain("Content-Type: text/html");
    expect(request?.body).toContain("<h1>Quarterly report</h1>");
    expect(request?.body).toMatch(/"formats":\["markdown"\]/);
    expect(request?.body).toMatch(/"onlyMainContent":true/);
    expect(request?.headers["authorization"]).toBe(`Bearer ${KEY}`);
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
    expect(stub.requests).toEqual([]);
  });

  it("is a route a self-hosted server does not serve: one line, exit 1", async () => {
    emulator.emulator.setDeployment("self-hosted");
    const file = join(mkdtempSync(join(tmpdir(), "crawl-cli-parse-")), "page.html");
    writeFileSync(file, "<p>hi</p>");
    const result = await runCli(["--api-url", emulator.emulator.url, "parse", file], {
      env: isolatedEnv(),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^keystone-crawl: RouteNotServedError HTTP 404: .*POST \/v2\/parse/,
    );
  });
});

describe("feedback", () => {
  it("sends the rating and details of a job, and prints the refund", async () => {
    stub.on("POST /v2/feedback", {
      json: { success: true, feedbackId: "fb-1", creditsRefunded: 2 },
    });
    const result = await cli([
      "feedback",
      "scrape",
      "job-123",
      "--rating",
      "bad",
      "--issues",
      "missing_markdown,stale",
      "--note",
      "no table",
      "--page-numbers",
      "1,3",
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe("feedback fb-1: 2 credits refunded");
    expect(JSON.parse(stub.requests[0]?.body ?? "")).toMatchObject({
      endpoint: "scrape",
      jobId: "job-123",
      rating: "bad",
      issues: ["missing_markdown", "stale"],
      note: "no table",
      pageNumbers: [1, 3],
    });
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
    expect(stub.requests).toEqual([]);
  });
});

describe("monitor", () => {
  it("creates a monitor from flags", async () => {
    stub.on("POST /v2/monitor", { json: { success: true, data: monitor } });
    const result = await cli([
      "monitor",
      "create",
      "--name",
      "Docs",
      "--schedule",
      "every 30 minutes",
      "--page",
      "https://example.com/docs",
      "--email",
      "ops@example.com",
      "--goal",
      "new sections",
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(
      "mon-1\tactive\tDocs\t*/30 * * * *\tnext 2026-11-27T09:30:00.000Z",
    );
    expect(JSON.parse(stub.requests[0]?.body ?? "")).toMatchObject({
      name: "Docs",
      goal: "new sections",
      schedule: { text: "every 30 minutes" },
      targets: [{ type: "scrape", urls: ["https://example.com/docs"] }],
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
    expect(stub.requests).toEqual([]);
  });

  it("lists monitors, runs one, and reads its checks and a check's pages a page at a time", async () => {
    stub.on("GET /v2/monitor", { json: { success: true, data: [monitor] } });
    stub.on("POST /v2/monitor/mon-1/run", { json: { success: true, data: check } });
    stub.on("GET /v2/monitor/mon-1/checks", { json: { success: true, data: [check] } });
    stub.on("GET /v2/monitor/mon-1/checks/chk-1", {
      json: {
        success: true,
        data: {
          ...check,
          pages: [
            {
              id: "p1",
              targetId: "t1",
              url: "https://example.com/docs",
              status: "changed",
              createdAt: now,
            },
            {
              id: "p2",
              targetId: "t1",
              url: "https://example.com/docs/new",
              status: "new",
              createdAt: now,
            },
          ],
          next: null,
        },
      },
    });
    expect((await cli(["monitor", "list"])).stdout).toContain("mon-1\tactive\tDocs");
    expect((await cli(["monitor", "run", "mon-1"])).stdout.trim()).toBe(
      "chk-1\tcompleted\tmanual\t1 changed, 1 new, 0 removed, 1 same, 0 errors",
    );
    expect(
      (await cli(["monitor", "checks", "mon-1", "--status", "completed"])).stdout.trim(),
    ).toMatch(/^chk-1\tcompleted/);
    const checksRequest = stub.requests.find((request) =>
      request.url.startsWith("/v2/monitor/mon-1/checks?"),
    );
    expect(new URL(checksRequest?.url ?? "", "http://x").searchParams.get("status")).toBe(
      "completed",
    );
    const pages = await cli(["monitor", "check", "mon-1", "chk-1"]);
    expect(pages.stdout).toBe(
      "changed\thttps://example.com/docs\nnew\thttps://example.com/docs/new\n",
    );
  });

  it("pauses and deletes a monitor", async () => {
    stub.on("PATCH /v2/monitor/mon-1", (request) => ({
      json: { success: true, data: { ...monitor, ...(JSON.parse(request.body) as object) } },
    }));
    stub.on("DELETE /v2/monitor/mon-1", { json: { success: true } });
    expect((await cli(["monitor", "update", "mon-1", "--state", "paused"])).stdout).toContain(
      "mon-1\tpaused\tDocs",
    );
    expect(JSON.parse(stub.requests[0]?.body ?? "")).toMatchObject({ status: "paused" });
    expect(Object.keys(JSON.parse(stub.requests[0]?.body ?? "") as object).sort()).toEqual([
      "origin",
      "status",
    ]);
    expect((await cli(["monitor", "delete", "mon-1"])).stdout.trim()).toBe("deleted mon-1");
  });
});

describe("research", () => {
  const paper = {
    paperId: "p-1",
    primaryId: "arxiv:1706.03762",
    title: "Attention Is All\nYou Need",
    abstract: "The dominant…",
    score: 0.9,
  };

  it("searches papers, one a line, and sends the filters", async () => {
    stub.on("GET /v2/search/research/papers", { json: { success: true, results: [paper] } });
    const result = await cli([
      "research",
      "search-papers",
      "transformers",
      "--limit",
      "5",
      "--authors",
      "Vaswani",
      "--from",
      "2017-01-01",
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe("arxiv:1706.03762\tAttention Is All You Need\n");
    const query = new URL(stub.requests[0]?.url ?? "", "http://x").searchParams;
    expect([query.get("query"), query.get("k"), query.get("authors"), query.get("from")]).toEqual([
      "transformers",
      "5",
      "Vaswani",
      "2017-01-01",
    ]);
  });

  it("reads a paper's passages for a question, and finds related papers", async () => {
    stub.on("GET /v2/search/research/papers/arxiv%3A1706.03762", (request) => ({
      json: request.url.includes("query=")
        ? {
            success: true,
            paper,
            paperId: "p-1",
            query: "heads",
            passages: [{ text: "We use h = 8\nheads.", score: 1 }],
          }
        : { success: true, paper: { ...paper, authors: "Vaswani et al." } },
    }));
    stub.on("GET /v2/search/research/papers/arxiv%3A1706.03762/similar", {
      json: { success: true, results: [paper], poolSize: 10, truncated: false },
    });
    expect(
      (await cli(["research", "read-paper", "arxiv:1706.03762", "--question", "heads"])).stdout,
    ).toBe("We use h = 8 heads.\n\n");
    expect((await cli(["research", "inspect-paper", "arxiv:1706.03762"])).stdout).toMatch(
      /^Attention Is All\nYou Need\nVaswani et al\./,
    );
    const related = await cli([
      "research",
      "related-papers",
      "arxiv:1706.03762",
      "--intent",
      "efficient attention",
      "--mode",
      "citers",
    ]);
    expect(related.stdout).toBe("arxiv:1706.03762\tAttention Is All You Need\n");
    const similar = stub.requests.find((request) => request.url.includes("/similar"));
    expect(new URL(similar?.url ?? "", "http://x").searchParams.get("mode")).toBe("citers");
  });

  it("refuses a date that is not YYYY-MM-DD, and related papers without an intent", async () => {
    expect((await cli(["research", "search-papers", "x", "--from", "last week"])).stderr).toMatch(
      /'--from <date>' argument 'last week' is invalid\. must be a date/,
    );
    expect((await cli(["research", "related-papers", "arxiv:1"])).stderr).toMatch(/--intent/);
    expect(stub.requests).toEqual([]);
  });
});
