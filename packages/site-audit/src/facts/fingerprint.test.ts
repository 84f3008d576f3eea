import { describe, expect, it } from "vitest";
import { words } from "../checks/rule-tester";
import { contentFacts } from "./content";
import { BINS, EMPTY_BIN, similarity } from "./fingerprint";

const base = words(1000, "base").split(" ");
/** The base text with `count` words from `from` on replaced by words the base never uses. */
const edited = (seed: string, from: number, count: number) =>
  [
    ...base.slice(0, from),
    ...words(count, seed)
      .split(" ")
      .map((word) => `${word}x`),
    ...base.slice(from + count),
  ].join(" ");
/** The Jaccard similarity of the two texts' 3-shingle sets: `count + 2` shingles differ on each side. */
const trueJaccard = (count: number) => (998 - (count + 2)) / (998 + count + 2);

describe("MinHash fingerprints", () => {
  const fingerprint = (text: string) => contentFacts(text).fingerprint;
  const original = fingerprint(base.join(" "));

  it("estimate the Jaccard similarity of word 3-shingles without bias, over 30 edits each", () => {
    for (const count of [20, 50, 200]) {
      const estimates = Array.from({ length: 30 }, (_, index) =>
        similarity(original, fingerprint(edited(`e${index}`, 100 + index * 20, count))),
      );
      const mean = estimates.reduce((sum, value) => sum + value, 0) / estimates.length;
      expect(Math.abs(mean - trueJaccard(count))).toBeLessThan(0.02);
    }
  });

  it("give 1 for the same words whatever the markup and case, and 0 for texts without a shared shingle", () => {
    expect(similarity(original, fingerprint(base.join("  ").toUpperCase()))).toBe(1);
    expect(similarity(original, fingerprint(words(1000, "other")))).toBeLessThan(0.05);
  });

  it("leave every bin empty for fewer than three words, and compare such texts as 0", () => {
    const empty = fingerprint("two words");
    expect(empty).toHaveLength(BINS);
    expect([...empty].every((value) => value === EMPTY_BIN)).toBe(true);
    expect(similarity(empty, empty)).toBe(0);
  });
});
