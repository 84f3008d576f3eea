import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UsageError } from "../cli/errors.js";
import { readBaseline } from "./baseline.js";
import { tempFolders } from "../../test/support/temp-folders.js";

const folder = tempFolders("crawl-cli-baseline-");

const snapshot = () => ({
  crawledAt: 1,
  catalogueVersion: 2,
  checks: [{ id: "missing-title", label: "Page without a title" }],
  pages: [
    { key: "https://a.example/", url: "https://a.example/", title: "A", hash: "00", status: 200 },
  ],
  issues: [
    {
      id: "missing-title",
      label: "Page without a title",
      severity: "error",
      items: [{ url: "https://a.example/", detail: "no title" }],
      total: 1,
    },
  ],
});

function file(value: unknown): string {
  const path = join(folder(), "audit.json");
  writeFileSync(path, typeof value === "string" ? value : JSON.stringify(value));
  return path;
}

const withSnapshot = (change: (value: ReturnType<typeof snapshot>) => void) => {
  const value = snapshot();
  change(value);
  return { format: "keystone-site-audit", snapshot: value };
};

describe("readBaseline", () => {
  it("reads the snapshot of an audit.json, and a version-1 record's items with notes", () => {
    expect(readBaseline(file(withSnapshot(() => undefined))).issues[0]?.id).toBe("missing-title");
    const legacy = withSnapshot((value) => {
      (value.issues[0] as { items: unknown[] }).items = [{ url: "https://a.example/", note: "x" }];
      delete (value as { checks?: unknown }).checks;
    });
    expect(readBaseline(file(legacy)).checks).toBeUndefined();
  });

  it.each([
    ["not JSON", "{", /is not JSON/],
    [
      "JSON of another tool",
      { snapshot: snapshot() },
      /is not an audit\.json written by keystone-crawl audit/,
    ],
    ["no snapshot", { format: "keystone-site-audit" }, /snapshot is not an object/],
    [
      "a time that is text",
      withSnapshot((v) => Object.assign(v, { crawledAt: "today" })),
      /snapshot\.crawledAt is not a time/,
    ],
    [
      "pages that are not a list",
      withSnapshot((v) => Object.assign(v, { pages: {} })),
      /snapshot\.pages is not a list/,
    ],
    [
      "a page without a hash",
      withSnapshot((v) => delete (v.pages[0] as { hash?: string }).hash),
      /snapshot\.pages\[0\]\.hash is not text/,
    ],
    [
      "a status that is text",
      withSnapshot((v) => Object.assign(v.pages[0] as object, { status: "200" })),
      /snapshot\.pages\[0\]\.status is not a status code/,
    ],
    [
      "issues of null",
      withSnapshot((v) => Object.assign(v, { issues: null })),
      /snapshot\.issues is not a list/,
    ],
    [
      "items of text",
      withSnapshot((v) => Object.assign(v.issues[0] as object, { items: "abc" })),
      /snapshot\.issues\[0\]\.items is not a list/,
    ],
    [
      "an unknown severity",
      withSnapshot((v) => Object.assign(v.issues[0] as object, { severity: "fatal" })),
      /severity is not one of error, warning, notice/,
    ],
    [
      "an item without a URL",
      withSnapshot((v) => Object.assign(v.issues[0] as object, { items: [{ detail: "x" }] })),
      /items\[0\] is not an item with a URL/,
    ],
    [
      "checks of the wrong shape",
      withSnapshot((v) => Object.assign(v, { checks: {} })),
      /snapshot\.checks is not a list/,
    ],
  ])("refuses %s with one line naming where (exit 2)", (_name, value, message) => {
    const path = file(value);
    let error: unknown;
    try {
      readBaseline(path);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).message).toMatch(/^--baseline: /);
    expect((error as UsageError).message).toMatch(message);
  });

  it("refuses a file that is not there, or a folder", () => {
    expect(() => readBaseline("/nonexistent/audit.json")).toThrow(
      /--baseline: .*cannot be read \(ENOENT\)/,
    );
    expect(() => readBaseline(folder())).toThrow(/is not a regular file/);
  });
});
