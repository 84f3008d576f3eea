import {
  appendFileSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UsageError } from "../cli/errors.js";
import { fileNameForUrl } from "./file-names.js";
import { expectExactly, job, killedRun, manifest, page } from "../../test/support/page-folder.js";
import { JOB_FILE, MANIFEST, MAX_MANIFEST_LINE, PageFolder } from "./page-folder.js";

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

  it("resumes without duplicates, dropping the torn last line of a killed run", async () => {
    const dir = mkdtempSync(join(tmpdir(), "crawl-cli-folder-"));
    const first = await PageFolder.open(dir, "markdown", job, false);
    first.write(page("https://a.example/1"));
    first.write(page("https://a.example/2"));
    appendFileSync(join(dir, MANIFEST), '{"url":"https://a.example/3","fi');
    const resumed = await PageFolder.open(dir, "markdown", job, true);
    expect(resumed.count).toBe(2);
    for (const n of [1, 2, 3, 4]) resumed.write(page(`https://a.example/${n}`));
    // Every line is whole: the torn one is gone, not left as a line of its own.
    expect(manifest(dir).map((entry) => entry.url)).toEqual([
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

describe("a folder a killed run left", () => {
  it("loses its temporary files on resume", async () => {
    const name = fileNameForUrl("https://a.example/3", "md");
    const dir = await killedRun((at) => {
      writeFileSync(join(at, `${name}.0a1b2c3d.tmp`), "half a pa");
      writeFileSync(join(at, `${MANIFEST}.9f8e7d6c.tmp`), "");
    });
    const resumed = await PageFolder.open(dir, "markdown", job, true);
    expect(resumed.count).toBe(2);
    expectExactly(dir, ["https://a.example/1", "https://a.example/2"]);
  });

  it("rewrites a page whose file was renamed into place but whose line was never written", async () => {
    const name = fileNameForUrl("https://a.example/3", "md");
    const dir = await killedRun((at) => writeFileSync(join(at, name), "# https://a.example/3 (ha"));
    const resumed = await PageFolder.open(dir, "markdown", job, true);
    expect(resumed.count).toBe(2);
    // Not listed, so not counted; left in place until the job delivers its page, which replaces it.
    expect(readFileSync(join(dir, name), "utf8")).toBe("# https://a.example/3 (ha");
    expect(resumed.write(page("https://a.example/3"))).toBe(true);
    expectExactly(dir, ["https://a.example/1", "https://a.example/2", "https://a.example/3"]);
    expect(readFileSync(join(dir, name), "utf8")).toBe("# https://a.example/3");
  });

  it("writes again a page listed whose file is gone, and keeps one line per page", async () => {
    const dir = await killedRun((at) => {
      rmSync(join(at, fileNameForUrl("https://a.example/2", "md")));
      const lines = readFileSync(join(at, MANIFEST), "utf8");
      appendFileSync(join(at, MANIFEST), lines.split("\n")[0] + "\n");
    });
    const resumed = await PageFolder.open(dir, "markdown", job, true);
    expect(resumed.count).toBe(1);
    expect(resumed.write(page("https://a.example/1"))).toBe(false);
    expect(resumed.write(page("https://a.example/2"))).toBe(true);
    expectExactly(dir, ["https://a.example/1", "https://a.example/2"]);
  });

  it("writes again a page whose file a power loss cut short (its size is not its line's)", async () => {
    const dir = await killedRun((at) =>
      truncateSync(join(at, fileNameForUrl("https://a.example/2", "md")), 3),
    );
    const resumed = await PageFolder.open(dir, "markdown", job, true);
    expect(resumed.count).toBe(1);
    expect(resumed.write(page("https://a.example/2"))).toBe(true);
    expectExactly(dir, ["https://a.example/1", "https://a.example/2"]);
    expect(readFileSync(join(dir, fileNameForUrl("https://a.example/2", "md")), "utf8")).toBe(
      "# https://a.example/2",
    );
  });

  it("drops a line longer than the cap and all after it, and a 1 GiB line, without holding either whole", async () => {
    const dir = await killedRun((at) => {
      const title = "x".repeat(MAX_MANIFEST_LINE);
      for (const [n, extra] of [
        [3, { title }],
        [4, {}],
      ] as const) {
        const url = `https://a.example/${n}`;
        const file = fileNameForUrl(url, "md");
        writeFileSync(join(at, file), `# ${url}`);
        appendFileSync(join(at, MANIFEST), `${JSON.stringify({ url, file, ...extra })}\n`);
      }
    });
    const resumed = await PageFolder.open(dir, "markdown", job, true);
    expect(resumed.count).toBe(2);
    expect(manifest(dir).map((entry) => entry.url)).toEqual([
      "https://a.example/1",
      "https://a.example/2",
    ]);
    for (const n of [3, 4]) resumed.write(page(`https://a.example/${n}`));
    expectExactly(
      dir,
      [1, 2, 3, 4].map((n) => `https://a.example/${n}`),
    );

    const huge = mkdtempSync(join(tmpdir(), "crawl-cli-huge-"));
    writeFileSync(join(huge, JOB_FILE), JSON.stringify(job));
    writeFileSync(join(huge, MANIFEST), "");
    // A sparse file: 1 GiB of NUL bytes on one line, costing no disk.
    truncateSync(join(huge, MANIFEST), 1024 ** 3);
    const reopened = await PageFolder.open(huge, "markdown", job, true);
    expect(reopened.count).toBe(0);
    expect(lstatSync(join(huge, MANIFEST)).size).toBe(0);
  });
});

describe("links planted in the folder", () => {
  function plantedFolder(): { dir: string; outside: string } {
    const dir = mkdtempSync(join(tmpdir(), "crawl-cli-planted-"));
    const outside = join(mkdtempSync(join(tmpdir(), "crawl-cli-outside-")), "victim");
    return { dir, outside };
  }

  it.each([false, true])(
    "refuses a dangling link as pages.ndjson and creates nothing outside (resume: %s)",
    async (resume) => {
      const { dir, outside } = plantedFolder();
      if (resume) writeFileSync(join(dir, JOB_FILE), JSON.stringify(job));
      symlinkSync(outside, join(dir, MANIFEST));
      await expect(PageFolder.open(dir, "markdown", job, resume)).rejects.toThrow(
        /-o: .*pages\.ndjson is a symbolic link/,
      );
      expect(existsSync(outside)).toBe(false);
    },
  );

  it.each([false, true])(
    "refuses a link to a file outside as pages.ndjson or job.json, leaving it untouched (resume: %s)",
    async (resume) => {
      for (const name of [MANIFEST, JOB_FILE]) {
        const { dir, outside } = plantedFolder();
        writeFileSync(outside, "untouched\n");
        if (name === MANIFEST && resume) writeFileSync(join(dir, JOB_FILE), JSON.stringify(job));
        symlinkSync(outside, join(dir, name));
        await expect(PageFolder.open(dir, "markdown", job, resume)).rejects.toThrow(UsageError);
        expect(readFileSync(outside, "utf8")).toBe("untouched\n");
        expect(lstatSync(join(dir, name)).isSymbolicLink()).toBe(true);
      }
    },
  );

  it("refuses a link to /dev/zero as pages.ndjson on resume, at once", async () => {
    const { dir } = plantedFolder();
    writeFileSync(join(dir, JOB_FILE), JSON.stringify(job));
    symlinkSync("/dev/zero", join(dir, MANIFEST));
    await expect(PageFolder.open(dir, "markdown", job, true)).rejects.toThrow(
      /pages\.ndjson is a symbolic link/,
    );
  });

  it("writes into the folder a link given as DIR names: the person chose that link", async () => {
    const target = mkdtempSync(join(tmpdir(), "crawl-cli-target-"));
    const link = join(mkdtempSync(join(tmpdir(), "crawl-cli-link-")), "out");
    symlinkSync(target, link);
    const folder = await PageFolder.open(link, "markdown", job, false);
    folder.write(page("https://a.example/1"));
    expectExactly(target, ["https://a.example/1"]);
  });
});
