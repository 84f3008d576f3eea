import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CustomResults } from "@keystone/site-audit";
import { describe, expect, it } from "vitest";
import { isolatedEnv, runCli } from "../support/cli.js";
import { API_KEY, useEmulator } from "../support/emulator.js";
import { useRecordingRelay } from "../support/recording-relay.js";
import { tempFolders } from "../support/temp-folders.js";

// audit URL with custom searches, extractions and the sitemap, through a relay that records what
// the CLI asks of the emulator: the request is the evidence of rawHtml and of the sitemap's map.
const served = useEmulator({ site: { pages: 6, pageBytes: 600 }, timing: { pageIntervalMs: 0 } });
const relay = useRecordingRelay(() => served.emulator.url);
const folder = tempFolders("crawl-cli-audit-custom-");
const SITE = "https://custom.example.com/";

const cli = (args: string[], env = isolatedEnv()) =>
  runCli(["--api-url", relay.url, "-k", API_KEY, ...args], { env });

const bodyOf = (path: string) =>
  JSON.parse(relay.requests.find((request) => request.url.startsWith(path))?.body ?? "null") as {
    scrapeOptions?: { formats?: unknown[] };
    sitemap?: string;
  } | null;

const QUERIES = [
  // The title lives in the head: only the document as served (rawHtml) has it.
  "--search",
  "title:html,i=<title>",
  "--search",
  "nowhere=zz-not-on-any-page",
  "--search-not",
  "no-lorem:text=/(?i)lorem ipsum/",
  "--extract",
  "page title=head > title",
  "--extract",
  "lang:@lang=html",
];

describe("audit URL with --search, --extract and --compare-sitemap", () => {
  it("asks for rawHtml and the sitemap, and writes the results in audit.json, custom.csv, report.html", async () => {
    const dir = folder();
    const result = await cli(["audit", SITE, "-o", dir, "--compare-sitemap", ...QUERIES]);
    expect(result.stderr).toMatch(/Wrote audit\.json, issues\.csv, report\.html, custom\.csv in/);
    expect(result.code).toBe(0);
    // The map of the sitemap alone, before the crawl; the crawl asks for the whole document.
    const paths = relay.requests.map((request) => new URL(request.url, "http://x").pathname);
    expect(paths.indexOf("/v2/map")).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf("/v2/map")).toBeLessThan(paths.indexOf("/v2/crawl"));
    expect(bodyOf("/v2/map")?.sitemap).toBe("only");
    expect(bodyOf("/v2/crawl")?.scrapeOptions?.formats).toEqual(["markdown", "html", "rawHtml"]);
    expect(result.stderr).toMatch(
      /Sitemap: \d+ URLs to compare with the crawl|found no sitemap URL/,
    );

    const record = JSON.parse(readFileSync(join(dir, "audit.json"), "utf8")) as {
      audit: { pageCount: number; custom: CustomResults };
    };
    const { custom, pageCount } = record.audit;
    expect(custom.pagesRead).toBe(pageCount);
    const [title, nowhere, noLorem] = custom.searches;
    expect(title?.pagesMatched).toBe(pageCount);
    expect(nowhere).toMatchObject({ pagesMatched: 0, pages: [] });
    expect(noLorem?.pagesMatched).toBe(pageCount);
    const [titles, lang] = custom.extractions;
    expect(titles?.pagesMatched).toBe(pageCount);
    expect(titles?.pages[0]?.values[0]).toMatch(/\S/);
    expect(lang?.pages.map((page) => page.values)).toContainEqual(["en"]);
    expect(result.stderr).toMatch(/Custom: title \d+ pages; nowhere 0 pages; no-lorem \d+ pages;/);

    const csv = readFileSync(join(dir, "custom.csv"), "utf8").trim().split("\r\n");
    expect(csv[0]).toBe('"Page URL","title","nowhere","no-lorem","page title","lang"');
    expect(csv).toHaveLength(pageCount + 1);
    expect(csv[1]).toMatch(/^"https:\/\/custom\.example\.com\/[^"]*","1","0","0","[^"]+","en"$/);

    const report = readFileSync(join(dir, "report.html"), "utf8");
    expect(report).toContain("Custom searches and extractions");
    expect(report).toContain('data-custom="nowhere"');
    expect(report).toMatch(/<strong>Matched nothing<\/strong> on\s+\d+ pages read\./);
  });

  it("audits a saved folder again with other queries, offline, and with its sitemap in one request", async () => {
    const dir = folder();
    expect((await cli(["audit", SITE, "-o", dir])).code).toBe(0);
    const offline = await runCli(["audit", "--from", dir, "--extract", "title=title", "--json"], {
      env: isolatedEnv({ FIRECRAWL_API_URL: "http://127.0.0.1:9" }),
    });
    expect(offline.code).toBe(0);
    const record = JSON.parse(offline.stdout) as {
      audit: { pageCount: number; custom: CustomResults };
    };
    expect(record.audit.custom.extractions[0]?.pagesMatched).toBe(record.audit.pageCount);
    // With --compare-sitemap the folder's audit makes one request: the sitemap's map.
    relay.requests.splice(0);
    const compared = await cli(["audit", SITE, "--from", dir, "--compare-sitemap", "--json"]);
    expect(compared.code).toBe(0);
    expect(relay.requests.map((request) => new URL(request.url, "http://x").pathname)).toEqual([
      "/v2/map",
    ]);
    expect(bodyOf("/v2/map")?.sitemap).toBe("only");
    const noUrl = await runCli(["audit", "--from", dir, "--compare-sitemap"], {
      env: isolatedEnv(),
    });
    expect(noUrl.code).toBe(2);
    expect(noUrl.stderr).toContain("--compare-sitemap: with --from, give the site's URL too");
  });

  it("refuses a bad expression or selector before any request, exit 2, with the parser's message", async () => {
    const result = await cli([
      "audit",
      SITE,
      "--compare-sitemap",
      "--search",
      "back=/(a)\\1/",
      "--extract",
      "sel=a[href",
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'Search 1 ("back"): regular expression refused: error parsing regexp: invalid escape sequence: `\\1`',
    );
    expect(result.stderr).toContain(
      'Extraction 1 ("sel"): selector refused: Attribute selector didn\'t terminate',
    );
    expect(relay.requests).toEqual([]);
  });

  it("reads the searches and extractions of --config, refusing a bad one by the file's name", async () => {
    const config = join(folder(), "audit.config.json");
    writeFileSync(
      config,
      JSON.stringify({ search: [{ name: "look", mode: "does-not-contain", regex: "a(?=b)" }] }),
    );
    const result = await cli(["audit", SITE, "--config", config]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      `--config: ${config}: Search 1 ("look"): regular expression refused: error parsing regexp: invalid or unsupported Perl syntax: \`(?=\``,
    );
    expect(relay.requests).toEqual([]);
  });
});
