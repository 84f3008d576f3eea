import { execFileSync } from "node:child_process";
import { mkdtempSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FileRefusedError, readCappedFile } from "./capped-file.js";

function scratch(): string {
  return mkdtempSync(join(tmpdir(), "crawl-cli-capped-"));
}

function refusal(read: () => unknown): FileRefusedError {
  try {
    read();
  } catch (error) {
    if (error instanceof FileRefusedError) return error;
    throw error;
  }
  throw new Error("the file was read");
}

describe("readCappedFile", () => {
  it("reads a regular file up to the cap, the cap itself included", () => {
    const file = join(scratch(), "urls.txt");
    writeFileSync(file, "0123456789");
    expect(readCappedFile(file, { maxBytes: 10 }).toString("utf8")).toBe("0123456789");
  });

  it("refuses a file one byte over the cap, without reading it", () => {
    const file = join(scratch(), "big.json");
    writeFileSync(file, "");
    truncateSync(file, 11);
    const error = refusal(() => readCappedFile(file, { maxBytes: 10 }));
    expect(error.reason).toBe("too-large");
    expect(error.message).toBe(`${file} is larger than 10 bytes`);
  });

  it("refuses a device, a folder and a FIFO before any read (a link to /dev/zero never ends)", () => {
    const dir = scratch();
    execFileSync("mkfifo", [join(dir, "fifo")]);
    expect(refusal(() => readCappedFile(join(dir, "fifo"), { maxBytes: 10 })).reason).toBe(
      "not-a-file",
    );
    symlinkSync("/dev/zero", join(dir, "zero"));
    expect(refusal(() => readCappedFile(join(dir, "zero"), { maxBytes: 10 })).reason).toBe(
      "not-a-file",
    );
    expect(refusal(() => readCappedFile("/dev/zero", { maxBytes: 10 })).reason).toBe("not-a-file");
    expect(refusal(() => readCappedFile(dir, { maxBytes: 10 })).reason).toBe("not-a-file");
  });

  it("follows a link by default, and refuses one when told not to follow links", () => {
    const dir = scratch();
    writeFileSync(join(dir, "real.json"), "{}");
    symlinkSync(join(dir, "real.json"), join(dir, "link.json"));
    expect(readCappedFile(join(dir, "link.json"), { maxBytes: 10 }).toString()).toBe("{}");
    const error = refusal(() =>
      readCappedFile(join(dir, "link.json"), { maxBytes: 10, followLinks: false }),
    );
    expect(error.reason).toBe("symlink");
  });

  it("passes other failures through as they are (a missing file is ENOENT)", () => {
    expect(() => readCappedFile(join(scratch(), "none"), { maxBytes: 10 })).toThrow(
      expect.objectContaining({ code: "ENOENT" }),
    );
  });
});
