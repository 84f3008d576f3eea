import { readFileSync } from "node:fs";
import { expect } from "vitest";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

/** The text of the README's section under `heading`, up to the next heading of its level. */
export function readmeSection(heading: string): string {
  const start = readme.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThan(-1);
  const level = heading.slice(0, heading.indexOf(" ") + 1);
  const end = readme.indexOf(`\n${level}`, start + heading.length + 2);
  return readme.slice(start, end === -1 ? undefined : end);
}

/** The cells of each row of a table whose rows start with a code span, trimmed (Prettier pads them). */
export const tableRows = (text: string): string[][] =>
  text
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cellText) => cellText.trim()),
    );
