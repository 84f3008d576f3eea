import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type AuditJson, comparable, pagesByCheck, readAuditJson } from "../support/audit-file.js";
import { isolatedEnv, runCli } from "../support/cli.js";
import {
  AUDIT_REVISION_CHANGES,
  CHECK_OF_DEFECT,
  CLEAN_PAGES,
  DEFECT_HOST,
  DEFECT_SITE,
  defectPage,
  REPORTED_DEFECTS,
} from "../support/defect-site.js";
import { API_KEY, useEmulator } from "../support/emulator.js";
import { tempFolders } from "../support/temp-folders.js";

const handle = useEmulator({ timing: { pageIntervalMs: 0 } });

const folder = tempFolders("crawl-cli-audit-");
const withKey = () =>
  isolatedEnv({ FIRECRAWL_API_KEY: API_KEY, FIRECRAWL_API_URL: handle.emulator.url });
/** No key, and a provider URL where nothing listens: an audit that reached for either would fail. */
const offline = () => isolatedEnv({ FIRECRAWL_API_URL: "http://127.0.0.1:9" });

/** Crawls and audits the defect site in `revision` into a new folder, through the built bin. */
async function auditedCrawl(revision: number, extra: string[] = []) {
  handle.emulator.sites.set(DEFECT_HOST, { defects: true, revision });
  const dir = folder();
  const result = await runCli(["audit", DEFECT_SITE, "-o", dir, ...extra], { env: withKey() });
  return { dir, result };
}

let first: { dir: string; record: AuditJson };

beforeAll(async () => {
  const { dir, result } = await auditedCrawl(0);
  expect(result.stderr).toMatch(/Wrote audit\.json, issues\.csv, report\.html in/);
  expect(result.code).toBe(0);
  first = { dir, record: readAuditJson(dir) };
});

describe("audit URL -o DIR, on the emulator's defect site", () => {
  it.each(REPORTED_DEFECTS)("reports %s on each page it is planted on", (defect, paths) => {
    const reported = pagesByCheck(first.record).get(CHECK_OF_DEFECT[defect]) ?? new Set();
    for (const path of paths) expect([...reported]).toContain(defectPage(path));
  });

  it("reports nothing on the clean pages, and no orphan where only the footer links", () => {
    for (const path of CLEAN_PAGES) {
      const flagged = first.record.audit.issues.filter((issue) =>
        issue.items.some((item) => comparable(item.url) === defectPage(path)),
      );
      expect(flagged.map((issue) => issue.id)).toEqual([]);
    }
    const orphans = pagesByCheck(first.record).get("orphan-page") ?? new Set();
    expect([...orphans]).not.toContain(defectPage("/privacy"));
  });

  it("keeps the crawl folder as crawl -o writes it, each page whole, beside the three files", () => {
    const lines = readFileSync(join(first.dir, "pages.ndjson"), "utf8").trim().split("\n");
    const entries = lines.map(
      (line) => JSON.parse(line) as { url: string; file: string; bytes: number },
    );
    expect(entries).toHaveLength(first.record.audit.pageCount);
    for (const entry of entries) {
      const text = readFileSync(join(first.dir, entry.file));
      expect(text.length).toBe(entry.bytes);
      const page = JSON.parse(text.toString("utf8")) as { html?: unknown; markdown?: unknown };
      expect(typeof page.html).toBe("string");
      expect(typeof page.markdown).toBe("string");
    }
    const job = JSON.parse(readFileSync(join(first.dir, "job.json"), "utf8")) as { url: string };
    expect(job.url).toBe(DEFECT_SITE);
    const csvBytes = readFileSync(join(first.dir, "issues.csv"));
    // A UTF-8 byte order mark first, so that a spreadsheet opened on it reads UTF-8.
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = csvBytes.toString("utf8").trimEnd().split("\r\n");
    expect(csv[0]).toBe('\ufeff"Site","Category","Severity","Issue","Page URL","Detail"');
    // A row per item kept, and one saying how many more for an issue the engine kept in part.
    const rows = first.record.audit.issues.reduce(
      (sum, issue) =>
        sum +
        issue.items.length +
        ((issue.total ?? issue.items.length) > issue.items.length ? 1 : 0),
      0,
    );
    expect(csv).toHaveLength(rows + 1);
    expect(readFileSync(join(first.dir, "report.html"), "utf8")).toMatch(/^<!doctype html>/i);
    expect(first.record.format).toBe("keystone-site-audit");
    expect(first.record.snapshot.pages).toHaveLength(first.record.audit.pageCount);
  });

  it("audits the folder again with --from, without a key or the network, to the same audit", async () => {
    const out = folder();
    const result = await runCli(["audit", "--from", first.dir, "-o", out], { env: offline() });
    expect(result.code).toBe(0);
    const again = readAuditJson(out);
    expect(again.startUrl).toBe(DEFECT_SITE);
    expect(again.audit.issues).toEqual(first.record.audit.issues);
    expect(again.audit.health).toEqual(first.record.audit.health);
  });

  it("without -o, prints the summary: health, counts per severity and category, issues by severity", async () => {
    const result = await runCli(["audit", "--from", first.dir], { env: offline() });
    expect(result.code).toBe(0);
    const lines = result.stdout.split("\n");
    const { health, counts } = first.record.audit;
    expect(lines).toContain(
      `health\t${health.score}\t${health.pagesWithErrors} of ${health.pages} pages have an error`,
    );
    expect(lines).toContain(`errors\t${counts["error"]}`);
    expect(lines).toContain(`warnings\t${counts["warning"]}`);
    expect(lines).toContain(`notices\t${counts["notice"]}`);
    expect(lines).toContain("category\terrors\twarnings\tnotices");
    expect(lines.some((line) => /^Response codes\t\d+\t\d+\t\d+$/.test(line))).toBe(true);
    const issueLines = lines.filter((line) => /^(error|warning|notice)\t/.test(line));
    expect(issueLines).toHaveLength(first.record.audit.issues.length);
    const ranks = issueLines.map((line) =>
      ["error", "warning", "notice"].indexOf(line.split("\t")[0] as string),
    );
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(issueLines).toContain("error\tstatus-5xx\t1\t1\tPage answers a server error (5xx)");
  });

  it("--json prints audit.json on stdout instead of the summary", async () => {
    const result = await runCli(["audit", "--from", first.dir, "--json"], { env: offline() });
    expect(result.code).toBe(0);
    const printed = JSON.parse(result.stdout) as AuditJson;
    expect(printed.format).toBe("keystone-site-audit");
    expect(printed.audit.issues).toEqual(first.record.audit.issues);
    expect(printed.snapshot.pages).toHaveLength(first.record.audit.pageCount);
  });
});

describe("usage", () => {
  const JOB = "0b6a4c1e-1111-4222-8333-444455556666";
  it.each([
    [[], /url: give the URL of the site to crawl and audit, or --from DIR/],
    [["--from", "x", "--resume", JOB], /--from: reads a folder; --resume picks up a crawl/],
    [[DEFECT_SITE, "--resume", JOB], /--resume: needs -o DIR/],
    [["notaurl"], /url: "notaurl" is not a URL/],
    [[DEFECT_SITE, "--limit", "0"], /--limit/],
    [[DEFECT_SITE, "--min-health", "-1"], /--min-health/],
    [[DEFECT_SITE, "--fail-on", "errors"], /--fail-on/],
  ])("refuses audit %j before any request, naming the flag, with exit 2", async (args, message) => {
    const before = handle.emulator.stats().requests;
    const result = await runCli(["audit", ...args], { env: withKey() });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(handle.emulator.stats().requests).toEqual(before);
  });
});

describe("--config", () => {
  it("runs the checks as the rules configuration says, and records it in audit.json", async () => {
    const config = join(folder(), "rules.json");
    writeFileSync(
      config,
      JSON.stringify({
        rules: { "title-too-long": ["warning", { max: 65 }], "lorem-ipsum": "off" },
      }),
    );
    const out = folder();
    const result = await runCli(["audit", "--from", first.dir, "--config", config, "-o", out], {
      env: offline(),
    });
    expect(result.code).toBe(0);
    const record = readAuditJson(out) as AuditJson & {
      audit: { configuration: { rules: Record<string, [string, Record<string, unknown>]> } };
    };
    const issue = (id: string) => record.audit.issues.find((found) => found.id === id);
    expect(issue("lorem-ipsum")).toBeUndefined();
    expect(issue("title-too-long")?.severity).toBe("warning");
    expect(record.audit.configuration.rules["title-too-long"]).toEqual(["warning", { max: 65 }]);
    expect(record.audit.configuration.rules["lorem-ipsum"]?.[0]).toBe("off");
    // Without the file, the same folder runs every check at its own severity.
    expect(first.record.audit.issues.find((found) => found.id === "lorem-ipsum")).toBeDefined();
  });

  it.each([
    [
      "an unknown rule",
      '{"rules": {"no-such-rule": "error"}}',
      /Unknown rule "no-such-rule"\. Valid rules: .*"title-too-long"/,
    ],
    [
      "a bad severity",
      '{"rules": {"title-too-long": "fatal"}}',
      /unknown severity "fatal".*Valid severities: "error", "warning", "notice", "off"/,
    ],
    [
      "a bad option",
      '{"rules": {"url-too-long": ["notice", {"maxx": 3}]}}',
      /unknown option "maxx"; valid options: max/,
    ],
    ["not JSON", "{rules:", /is not JSON/],
    ["missing", undefined, /--config: cannot read/],
  ])(
    "refuses a configuration with %s: exit 2 with the message, before any crawl",
    async (_name, text, message) => {
      const config = join(folder(), "rules.json");
      if (text !== undefined) writeFileSync(config, text);
      const before = handle.emulator.stats().requests["v2.crawl.start"] ?? 0;
      const result = await runCli(["audit", DEFECT_SITE, "--config", config], { env: withKey() });
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^keystone-crawl: --config: /);
      expect(result.stderr).toMatch(message);
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
      expect(handle.emulator.stats().requests["v2.crawl.start"] ?? 0).toBe(before);
    },
  );
});

describe("--baseline", () => {
  let second: { dir: string; record: AuditJson };
  const pairs = (changes: { checkId: string; url: string }[]) =>
    changes.map((change) => [change.checkId, comparable(change.url)]);

  beforeAll(async () => {
    const { dir, result } = await auditedCrawl(1, ["--baseline", join(first.dir, "audit.json")]);
    expect(result.code).toBe(0);
    second = { dir, record: readAuditJson(dir) };
  });

  it("says what is new and what was fixed since a changed site's earlier crawl", () => {
    const comparison = second.record.comparison;
    expect(comparison).toBeDefined();
    const {
      fixed,
      new: fresh,
      addedPages,
    } = {
      ...AUDIT_REVISION_CHANGES,
      new: AUDIT_REVISION_CHANGES.new,
    };
    for (const [defect, paths] of Object.entries(fixed))
      for (const path of paths)
        expect(pairs(comparison?.fixed ?? [])).toContainEqual([
          CHECK_OF_DEFECT[defect as keyof typeof CHECK_OF_DEFECT],
          defectPage(path),
        ]);
    for (const [defect, paths] of Object.entries(fresh))
      for (const path of paths)
        expect(pairs(comparison?.new ?? [])).toContainEqual([
          CHECK_OF_DEFECT[defect as keyof typeof CHECK_OF_DEFECT],
          defectPage(path),
        ]);
    expect(comparison?.pages.added.map((url) => comparable(url))).toEqual(
      addedPages.map(defectPage),
    );
    expect(comparison?.notCompared).toEqual([]);
  });

  it("adds the new and fixed issues to the summary", async () => {
    const result = await runCli(
      ["audit", "--from", second.dir, "--baseline", join(first.dir, "audit.json")],
      { env: offline() },
    );
    expect(result.code).toBe(0);
    const lines = result.stdout.split("\n");
    expect(lines).toContain(`new\t${second.record.comparison?.new.length}`);
    expect(lines).toContain(`fixed\t${second.record.comparison?.fixed.length}`);
    expect(lines).toContain(`baseline\t${new Date(first.record.snapshot.crawledAt).toISOString()}`);
    expect(
      lines.some((line) =>
        line.startsWith(`fixed\terror\tstatus-5xx\t${DEFECT_SITE}quote-calculator\t`),
      ),
    ).toBe(true);
    expect(
      lines.some((line) => line.startsWith(`new\twarning\tnoindex\t${DEFECT_SITE}Resources\t`)),
    ).toBe(true);
  });

  it("lists as not compared the checks that only one of two catalogues has", async () => {
    const older = JSON.parse(readFileSync(join(first.dir, "audit.json"), "utf8")) as AuditJson;
    older.snapshot.catalogueVersion = 1;
    older.snapshot.checks = [
      ...older.snapshot.checks.filter((check) => check.id !== "lorem-ipsum"),
      { id: "thin-page", label: "Thin pages (fewer than 100 words)" },
    ];
    const file = join(folder(), "older.json");
    writeFileSync(file, JSON.stringify(older));
    const result = await runCli(["audit", "--from", first.dir, "--baseline", file, "--json"], {
      env: offline(),
    });
    expect(result.code).toBe(0);
    const comparison = (JSON.parse(result.stdout) as AuditJson).comparison;
    expect(comparison?.notCompared.map((check) => check.id).sort()).toEqual([
      "lorem-ipsum",
      "thin-page",
    ]);
    // An issue of a check not compared is neither new nor fixed.
    expect(comparison?.new.filter((change) => change.checkId === "lorem-ipsum")).toEqual([]);
    const summary = await runCli(["audit", "--from", first.dir, "--baseline", file], {
      env: offline(),
    });
    expect(summary.stdout).toContain("not compared\tlorem-ipsum\t");
    expect(summary.stdout).toContain("not compared\tthin-page\tThin pages (fewer than 100 words)");
  });

  it.each([
    ["not JSON", "{", /--baseline: .*older\.json: is not JSON/],
    ["not an audit", '{"a":1}', /is not an audit\.json written by keystone-crawl audit/],
    ["a damaged snapshot", null, /snapshot\.issues\[0\]\.items is not a list/],
  ])(
    "refuses a baseline that is %s with exit 2, before any crawl",
    async (_name, text, message) => {
      const file = join(folder(), "older.json");
      const damaged = JSON.parse(readFileSync(join(first.dir, "audit.json"), "utf8")) as {
        snapshot: { issues: { items: unknown }[] };
      };
      (damaged.snapshot.issues[0] as { items: unknown }).items = "abc";
      writeFileSync(file, text ?? JSON.stringify(damaged));
      const before = handle.emulator.stats().requests["v2.crawl.start"] ?? 0;
      const result = await runCli(["audit", DEFECT_SITE, "--baseline", file], { env: withKey() });
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
      expect(handle.emulator.stats().requests["v2.crawl.start"] ?? 0).toBe(before);
    },
  );

  describe("gates (exit 4, each named in one line)", () => {
    const gate = (dir: string, args: string[]) =>
      runCli(["audit", "--from", dir, ...args], { env: offline() });
    const rev0 = () => join(first.dir, "audit.json");

    it("--fail-on error fails on the errors, naming the checks", async () => {
      const result = await gate(first.dir, ["--fail-on", "error"]);
      expect(result.code).toBe(4);
      const errors = first.record.audit.counts["error"];
      expect(result.stderr).toContain(
        `keystone-crawl: gate failed: --fail-on error: ${errors} issues at error or above (`,
      );
      expect(result.stderr).toMatch(/status-5xx ×1/);
      // The summary is printed all the same: the audit ran.
      expect(result.stdout).toContain("health\t");
    });

    it("--fail-on notice counts every issue, at every severity", async () => {
      const result = await gate(first.dir, ["--fail-on", "notice"]);
      expect(result.code).toBe(4);
      const { counts } = first.record.audit;
      const all = (counts["error"] ?? 0) + (counts["warning"] ?? 0) + (counts["notice"] ?? 0);
      expect(result.stderr).toContain(`--fail-on notice: ${all} issues at notice or above`);
    });

    it("--min-health fails below the score and passes at it", async () => {
      const { score } = first.record.audit.health;
      const below = await gate(first.dir, ["--min-health", String(score + 1)]);
      expect(below.code).toBe(4);
      expect(below.stderr).toContain(
        `gate failed: --min-health ${score + 1}: the health score is ${score}`,
      );
      const at = await gate(first.dir, ["--min-health", String(score)]);
      expect(at.code).toBe(0);
      expect(at.stderr).not.toContain("gate failed");
    });

    it("--fail-on-new fails on new issues only", async () => {
      const same = await gate(first.dir, [
        "--fail-on-new",
        "--fail-on",
        "notice",
        "--baseline",
        rev0(),
      ]);
      expect(same.code).toBe(0);
      const changed = await gate(second.dir, ["--fail-on-new", "--baseline", rev0()]);
      expect(changed.code).toBe(4);
      const fresh = second.record.comparison?.new.length ?? 0;
      expect(changed.stderr).toContain(`--fail-on-new: ${fresh} new issues since the baseline (`);
      // The second revision fixes errors and brings warnings and notices: no new error.
      expect(second.record.comparison?.new.some((change) => change.severity === "error")).toBe(
        false,
      );
      const errorsOnly = await gate(second.dir, [
        "--fail-on-new",
        "--fail-on",
        "error",
        "--baseline",
        rev0(),
      ]);
      expect(errorsOnly.code).toBe(0);
    });

    it("names each gate that failed, one line each", async () => {
      const result = await gate(second.dir, [
        "--fail-on-new",
        "--baseline",
        rev0(),
        "--min-health",
        "100",
      ]);
      expect(result.code).toBe(4);
      expect(result.stderr.match(/gate failed:/g)).toHaveLength(2);
    });

    it("refuses --fail-on-new without --baseline, and a bad gate value, with exit 2", async () => {
      const alone = await gate(first.dir, ["--fail-on-new"]);
      expect(alone.code).toBe(2);
      expect(alone.stderr).toContain("--fail-on-new: needs --baseline FILE");
      for (const args of [
        ["--fail-on", "fatal"],
        ["--min-health", "101"],
      ]) {
        const bad = await gate(first.dir, args);
        expect(bad.code).toBe(2);
        expect(bad.stderr).toMatch(/error: option '--(fail-on|min-health) <[a-z]+>' argument/);
      }
    });
  });
});
