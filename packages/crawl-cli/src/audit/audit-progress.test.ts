import picocolors from "picocolors";
import { describe, expect, it } from "vitest";
import { createAuditProgress } from "./audit-progress.js";

const colours = picocolors.createColors(true);

function progressOn(isTTY: boolean) {
  const written: string[] = [];
  const progress = createAuditProgress({
    stream: { isTTY, write: (text) => written.push(text) > 0 },
    quiet: false,
    colours,
    now: () => 0,
  });
  return { progress, written: () => written.join("") };
}

describe("the audit's progress notes", () => {
  for (const isTTY of [true, false]) {
    it(`keep the CLI's coloured label and show a hostile message on one line (${isTTY ? "terminal" : "pipe"})`, () => {
      const { progress, written } = progressOn(isTTY);
      progress.note("pages.ndjson line 3: a\nfake line \u202etxt.exe", colours.yellow("skipped:"));
      const text = written();
      expect(text).toContain(
        `${colours.yellow("skipped:")} pages.ndjson line 3: a\\nfake line \\u202etxt.exe`,
      );
      expect(text).not.toContain("\u202e");
      // One line: the bar's clear-line prefix, the message, and the one line feed that ends it.
      expect(text.trimEnd().split("\n")).toHaveLength(1);
    });
  }
});
