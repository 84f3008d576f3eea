import {
  appendFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UsageError } from "../cli/errors.js";
import { fileNameForUrl } from "./file-names.js";
import { type JobRecord, MANIFEST, PageFolder } from "./page-folder.js";

const job: JobRecord = {
  id: "job-1",
  kind: "crawl",
  apiUrl: "http://127.0.0.1:1",
  startedAt: "now",
};

function page(url: string, markdown = `# ${url}`) {
  return {
    markdown,
    metadata: { sourceURL: url, scrapeId: `s-${url}`, statusCode: 200, title: "T" },
  };
}

function manifest(dir: string) {
  return readFileSync(join(dir, MANIFEST), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { url: string; file: string });
}

describe("a page folder", () => {
  it("writes each page once, as it comes, and lists it in pages.ndjson", async () => {
    const dir = mkdtempSync(join(tmpdir(), "crawl-cli-folder-"));
    const folder = await PageFolder.open(dir, "markdown", job, false);
    expect(folder.write(page("https://a.example/1"))).toBe(true);
    expect(folder.write(page("https://a.example/2"))).toBe(true);
    expect(folder.write(page("https://a.example/1"))).toBe(false);
    expect(folder.count).toBe(2);
    expect(manifest(dir).map((entry) => entry.url)).toEqual([
      "https://a.example/1",
      "https://a.example/2",
    ]);
    const file = fileNameForUrl("https://a.example/1", "md");
    expect(readFileSync(join(dir, file), "utf8")).toBe("# https://a.example/1");
    expect(readdirSync(dir).sort()).toEqual(
      [...[file, fileNameForUrl("https://a.example/2", "md")].sort(), "job.json", MANIFEST].sort(),
    );
  });

  it("keeps two pages with neither URL nor scrape id, of the same size, and one page read twice once", async () => {
    const dir = mkdtempSync(join(tmpdir(), "crawl-cli-folder-"));
    const folder = await PageFolder.open(dir, "markdown", job, false);
    const anonymous = (markdown: string) => ({ markdown, metadata: { statusCode: 200 } });
    expect(folder.write(anonymous("# one"))).toBe(true);
    expect(folder.write(anonymous("# two"))).toBe(true);
    expect(folder.write(anonymous("# one"))).toBe(false);
    expect(folder.count).toBe(2);
    const files = manifest(dir).map((entry) => entry.file);
    expect(new Set(files).size).toBe(2);
    expect(files.map((file) => readFileSync(join(dir, file), "utf8")).sort()).toEqual([
      "# one",
      "# two",
    ]);
  });

  it("refuses a folder that holds another run's pages unless resuming that job", async () => {
    const dir = mkdtempSync(join(tmpdir(), "crawl-cli-folder-"));
    (await PageFolder.open(dir, "markdown", job, false)).write(page("https://a.example/1"));
    await expect(PageFolder.open(dir, "markdown", job, false)).rejects.toThrow(UsageError);
    await expect(PageFolder.open(dir, "markdown", { ...job, id: "job-2" }, true)).rejects.toThrow(
      /holds the pages of job job-1/,
    );
  });

  it("resumes without duplicates, a torn last line of a killed run included", async () => {
    const dir = mkdtempSync(join(tmpdir(), "crawl-cli-folder-"));
    const first = await PageFolder.open(dir, "markdown", job, false);
    first.write(page("https://a.example/1"));
    first.write(page("https://a.example/2"));
    appendFileSync(join(dir, MANIFEST), '{"url":"https://a.example/3","fi');
    const resumed = await PageFolder.open(dir, "markdown", job, true);
    expect(resumed.count).toBe(2);
    for (const n of [1, 2, 3, 4]) resumed.write(page(`https://a.example/${n}`));
    const lines = readFileSync(join(dir, MANIFEST), "utf8").split("\n").filter(Boolean);
    const parsed = lines.flatMap((line) => {
      try {
        return [(JSON.parse(line) as { url: string }).url];
      } catch {
        return [];
      }
    });
    expect(parsed).toEqual([
      "https://a.example/1",
      "https://a.example/2",
      "https://a.example/3",
      "https://a.example/4",
    ]);
  });

  it("replaces a symlink planted under a page's name instead of writing through it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "crawl-cli-folder-"));
    const outside = join(mkdtempSync(join(tmpdir(), "crawl-cli-outside-")), "secret.txt");
    writeFileSync(outside, "untouched");
    const folder = await PageFolder.open(dir, "markdown", job, false);
    symlinkSync(outside, join(dir, fileNameForUrl("https://a.example/1", "md")));
    folder.write(page("https://a.example/1", "hostile page"));
    expect(readFileSync(outside, "utf8")).toBe("untouched");
    expect(readFileSync(join(dir, fileNameForUrl("https://a.example/1", "md")), "utf8")).toBe(
      "hostile page",
    );
  });

  it("writes whole documents as JSON when asked, or when a page has no markdown", async () => {
    const dir = mkdtempSync(join(tmpdir(), "crawl-cli-folder-"));
    const folder = await PageFolder.open(dir, "markdown", job, false);
    folder.write({ metadata: { sourceURL: "https://a.example/links" }, links: ["x"] });
    const [entry] = manifest(dir);
    expect(entry?.file).toMatch(/\.json$/);
    expect(JSON.parse(readFileSync(join(dir, entry?.file ?? ""), "utf8"))).toMatchObject({
      links: ["x"],
    });
  });
});
