import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLI_USAGE } from "./cli-args.js";
import { FAULT_KINDS, ROUTE_NAMES } from "./index.js";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

/** The first fenced block after a heading, without its fences. */
function codeAfter(heading: string): string {
  const section = readme.slice(readme.indexOf(`\n${heading}\n`));
  const match = /```\w*\n([\s\S]*?)```/.exec(section);
  if (!match?.[1]) throw new Error(`No code block after ${heading}`);
  return match[1];
}

describe("README", () => {
  it("shows readme-example.test.ts as its test example, but for the import by package name", () => {
    const source = readFileSync(new URL("readme-example.test.ts", import.meta.url), "utf8");
    const withoutLeadingComment = source.replace(/^(\/\/.*\n)+/, "");
    expect(codeAfter("## Starting it from a test")).toBe(
      withoutLeadingComment.replace('from "./index.js"', 'from "@keystone/crawl-emulator"'),
    );
  });

  it("names every route and every fault kind", () => {
    for (const route of ROUTE_NAMES) expect(readme).toContain(`\`${route}\``);
    for (const kind of FAULT_KINDS) expect(readme).toContain(`| \`${kind}\``);
  });

  it("lists every command-line flag", () => {
    const flags = CLI_USAGE.match(/--[a-z-]+/g) ?? [];
    expect(flags.length).toBeGreaterThan(5);
    for (const flag of flags) expect(readme, flag).toContain(`\`${flag}`);
  });
});
