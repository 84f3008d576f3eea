import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expectExactly, job, killedRun, page } from "../../test/support/page-folder.js";
import { UsageError } from "../cli/errors.js";
import { fileNameForUrl } from "./file-names.js";
import { JOB_FILE, MANIFEST, PageFolder } from "./page-folder.js";

/** Files of a person's own, named as a crawl names its pages: `<name>-<8 hex digits>.<ext>`. */
const LOOK_ALIKES: Record<string, string> = {
  "minutes-20240105.md": "# Minutes of 5 January\n",
  "report-final-00000001.html": "<h1>Final report</h1>\n",
  "data-cafebabe.json": '{"rows": 3}\n',
};

function plantLookAlikes(dir: string): void {
  for (const [name, text] of Object.entries(LOOK_ALIKES)) writeFileSync(join(dir, name), text);
}

function expectLookAlikesKept(dir: string): void {
  for (const [name, text] of Object.entries(LOOK_ALIKES))
    expect(readFileSync(join(dir, name), "utf8")).toBe(text);
}

/** Everything in a folder, name → content (folders as "<folder>"), to show nothing changed. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { withFileTypes: true }).map((entry) => [
      entry.name,
      entry.isFile() ? readFileSync(join(dir, entry.name), "utf8") : "<folder>",
    ]),
  );
}

describe("--resume in a folder that never held this job", () => {
  it("refuses, in one line, a folder with files named like pages but no job.json, and removes nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "crawl-cli-resume-"));
    plantLookAlikes(dir);
    writeFileSync(join(dir, "notes.txt"), "mine\n");
    const before = snapshot(dir);
    const refusal = PageFolder.open(dir, "markdown", job, true);
    await expect(refusal).rejects.toThrow(UsageError);
    await expect(refusal).rejects.toThrow(
      /^-o: .* no job\.json says job job-1 wrote it; nothing was removed/,
    );
    expect(snapshot(dir)).toEqual(before);
  });

  it("refuses a pages.ndjson or a temporary file of a crawl without job.json alike", async () => {
    for (const name of [
      MANIFEST,
      `${MANIFEST}.0a1b2c3d.tmp`,
      "a.example-d817b80f.md.0a1b2c3d.tmp",
    ]) {
      const dir = mkdtempSync(join(tmpdir(), "crawl-cli-resume-"));
      writeFileSync(join(dir, name), "");
      await expect(PageFolder.open(dir, "markdown", job, true)).rejects.toThrow(UsageError);
      expect(readdirSync(dir)).toEqual([name]);
    }
  });

  it("takes a folder holding nothing a crawl writes as a new one, and leaves the rest alone", async () => {
    const dir = mkdtempSync(join(tmpdir(), "crawl-cli-resume-"));
    writeFileSync(join(dir, "notes.txt"), "mine\n");
    const folder = await PageFolder.open(dir, "markdown", job, true);
    expect(folder.count).toBe(0);
    folder.write(page("https://a.example/1"));
    folder.close();
    expect(JSON.parse(readFileSync(join(dir, JOB_FILE), "utf8"))).toEqual(job);
    expectExactly(dir, ["https://a.example/1"], ["notes.txt"]);
  });

  it.each([
    ["not JSON", "hello\n"],
    ["JSON of another shape", '{"name": "my project", "version": 2}\n'],
    ["larger than a job record", `{"id": "job-1", "pad": "${"x".repeat(70_000)}"}`],
  ])(
    "refuses a job.json that is %s, for a new job and on resume, and replaces nothing",
    async (_, text) => {
      for (const resume of [false, true]) {
        const dir = mkdtempSync(join(tmpdir(), "crawl-cli-resume-"));
        writeFileSync(join(dir, JOB_FILE), text);
        plantLookAlikes(dir);
        const before = snapshot(dir);
        expect(() => PageFolder.check(dir, resume)).toThrow(
          /job\.json is not a keystone-crawl job record/,
        );
        await expect(PageFolder.open(dir, "markdown", job, resume)).rejects.toThrow(
          /job\.json is not a keystone-crawl job record/,
        );
        expect(snapshot(dir)).toEqual(before);
      }
    },
  );
});

describe("--resume in the job's own folder", () => {
  it("removes only the temporary files a killed run left, never a file of another name", async () => {
    const page3 = fileNameForUrl("https://a.example/3", "md");
    const dir = await killedRun((at) => {
      plantLookAlikes(at);
      writeFileSync(join(at, `${page3}.0a1b2c3d.tmp`), "half a pa");
      writeFileSync(join(at, `${MANIFEST}.9f8e7d6c.tmp`), "");
      writeFileSync(join(at, `${JOB_FILE}.11223344.tmp`), "{");
    });
    const resumed = await PageFolder.open(dir, "markdown", job, true);
    expect(resumed.count).toBe(2);
    for (const n of [1, 2, 3]) resumed.write(page(`https://a.example/${n}`));
    resumed.close();
    expectLookAlikesKept(dir);
    expectExactly(
      dir,
      [1, 2, 3].map((n) => `https://a.example/${n}`),
      Object.keys(LOOK_ALIKES),
    );
  });

  it("leaves alone a folder named like a page (it is no page of this job's), and resumes", async () => {
    const dir = await killedRun((at) => {
      mkdirSync(join(at, "planted-deadbeef.md"));
      writeFileSync(join(at, "planted-deadbeef.md", "inside"), "kept\n");
    });
    const resumed = await PageFolder.open(dir, "markdown", job, true);
    expect(resumed.count).toBe(2);
    resumed.write(page("https://a.example/3"));
    resumed.close();
    expect(readFileSync(join(dir, "planted-deadbeef.md", "inside"), "utf8")).toBe("kept\n");
    expectExactly(
      dir,
      [1, 2, 3].map((n) => `https://a.example/${n}`),
      ["planted-deadbeef.md"],
    );
  });

  it("refuses, removing nothing, when something named like its temporary file is not a regular file", async () => {
    const page3 = fileNameForUrl("https://a.example/3", "md");
    const dir = await killedRun((at) => {
      writeFileSync(join(at, `${page3}.0a1b2c3d.tmp`), "half a pa");
      mkdirSync(join(at, `planted-deadbeef.md.0a1b2c3d.tmp`));
    });
    const before = snapshot(dir);
    await expect(PageFolder.open(dir, "markdown", job, true)).rejects.toThrow(
      /^-o: .*planted-deadbeef\.md\.0a1b2c3d\.tmp is named as a crawl's temporary file but is not a regular file; nothing was removed/,
    );
    expect(snapshot(dir)).toEqual(before);
  });

  it("does not count a line whose file is not the name its URL gives, and leaves that file alone", async () => {
    const dir = await killedRun((at) => {
      plantLookAlikes(at);
      const text = LOOK_ALIKES["minutes-20240105.md"] as string;
      appendFileSync(
        join(at, MANIFEST),
        `${JSON.stringify({ url: "https://a.example/3", file: "minutes-20240105.md", bytes: text.length })}\n`,
      );
    });
    const resumed = await PageFolder.open(dir, "markdown", job, true);
    expect(resumed.count).toBe(2);
    expect(resumed.write(page("https://a.example/3"))).toBe(true);
    resumed.close();
    expectLookAlikesKept(dir);
    expect(existsSync(join(dir, fileNameForUrl("https://a.example/3", "md")))).toBe(true);
    expectExactly(
      dir,
      [1, 2, 3].map((n) => `https://a.example/${n}`),
      Object.keys(LOOK_ALIKES),
    );
  });
});
