import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { JOB_FILE, type JobRecord, MANIFEST, PageFolder } from "../../src/output/page-folder.js";

/** The job the unit tests write folders for. */
export const job: JobRecord = {
  id: "job-1",
  kind: "crawl",
  apiUrl: "http://127.0.0.1:1",
  startedAt: "now",
};

/** A page as the provider sends it, known by its URL. */
export function page(url: string, markdown = `# ${url}`) {
  return {
    markdown,
    metadata: { sourceURL: url, scrapeId: `s-${url}`, statusCode: 200, title: "T" },
  };
}

/** The folder's manifest lines. */
export function manifest(dir: string) {
  return readFileSync(join(dir, MANIFEST), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { url: string; file: string });
}

/** A folder as a killed run left it: pages 1 and 2 listed, and whatever `plant` adds. */
export async function killedRun(plant: (dir: string) => void): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "crawl-cli-killed-"));
  const folder = await PageFolder.open(dir, "markdown", job, false);
  folder.write(page("https://a.example/1"));
  folder.write(page("https://a.example/2"));
  folder.close();
  plant(dir);
  return dir;
}

/**
 * The folder holds exactly these pages, one file each and one manifest line each, and besides
 * them only `others` (files that are not the crawl's).
 */
export function expectExactly(dir: string, urls: string[], others: string[] = []): void {
  const entries = manifest(dir);
  expect(entries.map((entry) => entry.url).sort()).toEqual([...urls].sort());
  const files = entries.map((entry) => entry.file);
  expect(new Set(files).size).toBe(files.length);
  expect(readdirSync(dir).sort()).toEqual([...files, JOB_FILE, MANIFEST, ...others].sort());
}
