import { describe, expect, it } from "vitest";
import { PaperIndex } from "./papers.js";

describe("PaperIndex.citers", () => {
  it("lists, in corpus order, exactly the papers whose references name the paper", () => {
    const index = new PaperIndex(7);
    let cited = 0;
    index.papers.forEach((_, paper) => {
      const expected = index.papers.flatMap((candidate, citer) =>
        candidate.references.includes(paper) ? [citer] : [],
      );
      expect(index.citers(paper)).toEqual(expected);
      if (expected.length > 0) cited += 1;
    });
    expect(cited).toBeGreaterThan(0);
    expect(index.citers(index.papers.length)).toEqual([]);
  });
});
