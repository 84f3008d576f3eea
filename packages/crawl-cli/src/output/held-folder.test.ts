import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expectExactly, job, page } from "../../test/support/page-folder.js";
import { ExitError, UsageError } from "../cli/errors.js";
import { HeldFolder } from "./held-folder.js";
import { PageFolder } from "./page-folder.js";

/** `parent/out`, the folder a crawl writes to, beside `parent/victim`, which it must never touch. */
function crawlBesideVictim() {
  const parent = mkdtempSync(join(tmpdir(), "crawl-cli-swap-"));
  const out = join(parent, "out");
  const victim = join(parent, "victim");
  mkdirSync(victim);
  return { parent, out, victim, moved: join(parent, "out.moved") };
}

describe("the -o folder swapped mid-crawl", () => {
  it("moved away and replaced by a link: the next page stops the run, and nothing lands through the link", async () => {
    const { out, victim, moved } = crawlBesideVictim();
    const folder = await PageFolder.open(out, "markdown", job, false);
    folder.write(page("https://a.example/1"));
    renameSync(out, moved);
    symlinkSync("victim", out);
    expect(() => folder.write(page("https://a.example/2"))).toThrow(ExitError);
    expect(() => folder.write(page("https://a.example/2"))).toThrow(
      /^-o: .*out is no longer the folder this run opened/,
    );
    folder.close();
    expect(readdirSync(victim)).toEqual([]);
    expectExactly(moved, ["https://a.example/1"]);
  });

  it("moved away and replaced by another folder: the same", async () => {
    const { out, moved } = crawlBesideVictim();
    const folder = await PageFolder.open(out, "markdown", job, false);
    folder.write(page("https://a.example/1"));
    renameSync(out, moved);
    mkdirSync(out);
    expect(() => folder.write(page("https://a.example/2"))).toThrow(/no longer the folder/);
    folder.close();
    expect(readdirSync(out)).toEqual([]);
    expectExactly(moved, ["https://a.example/1"]);
  });

  it("names its files through the open folder: a swap after the check still writes to the folder held", () => {
    const { out, victim, moved } = crawlBesideVictim();
    mkdirSync(out);
    const held = HeldFolder.open(out);
    const path = held.pathOf("page-0a1b2c3d.md");
    // The suite runs on Linux, where the kernel resolves /proc/self/fd/N to the folder held.
    expect(path).toMatch(/^\/proc\/self\/fd\/\d+\/page-0a1b2c3d\.md$/);
    renameSync(out, moved);
    symlinkSync("victim", out);
    writeFileSync(path, "written after the swap");
    held.close();
    expect(readdirSync(victim)).toEqual([]);
    expect(readdirSync(moved)).toEqual(["page-0a1b2c3d.md"]);
  });
});

describe("a folder others could swap", () => {
  /** `base` with `mode`, and the -o folder `under` it. */
  function shared(mode: number, under: string) {
    const base = mkdtempSync(join(tmpdir(), "crawl-cli-shared-"));
    chmodSync(base, mode);
    return { base, dir: join(base, under) };
  }

  it.each([
    ["its parent", "out"],
    ["a folder above it", "sub/out"],
    ["the folder it would be made in", "new/out"],
  ])(
    "is refused when %s is writable by others without the sticky bit, before anything is made",
    async (_, under) => {
      const { base, dir } = shared(0o777, under);
      if (under === "sub/out") mkdirSync(join(base, "sub", "out"), { recursive: true });
      const before = readdirSync(base);
      const refusal = new RegExp(
        `^-o: ${base} can be written to by other users and has no sticky bit`,
      );
      expect(() => PageFolder.check(dir, false)).toThrow(UsageError);
      expect(() => PageFolder.check(dir, false)).toThrow(refusal);
      await expect(PageFolder.open(dir, "markdown", job, false)).rejects.toThrow(refusal);
      expect(readdirSync(base)).toEqual(before);
      expect(existsSync(join(dir, "job.json"))).toBe(false);
    },
  );

  it("is taken when that folder has the sticky bit (as /tmp has)", async () => {
    const { dir } = shared(0o1777, "out");
    PageFolder.check(dir, false);
    const folder = await PageFolder.open(dir, "markdown", job, false);
    folder.write(page("https://a.example/1"));
    folder.close();
    expectExactly(dir, ["https://a.example/1"]);
  });
});
