import { describe, expect, it } from "vitest";
import { emptyExtraction, emptySearch } from "../model/custom-queries";
import { engineProblems } from "./check-custom-queries";

describe("the engine's check of the custom queries before a crawl", () => {
  it("refuses a regular expression RE2 cannot parse and a selector css-select cannot, on their rows, with the parsers' words", async () => {
    const problems = await engineProblems({
      searches: [
        { ...emptySearch(), name: "Fine", expression: "555-0100" },
        { ...emptySearch(), name: "Broken", kind: "regex", expression: "(unclosed" },
        // Lookbehind is JavaScript's, not RE2's: the browser would take it, the audit would not.
        { ...emptySearch(), name: "Lookbehind", kind: "regex", expression: "(?<=£)\\d+" },
      ],
      extractions: [{ ...emptyExtraction(), name: "Bad", selector: "a[href" }],
    });
    expect(problems.map((problem) => problem.row)).toEqual([
      "search-1",
      "search-2",
      "extraction-0",
    ]);
    expect(problems[0]?.message).toMatch(
      /^Search 2 \(.*Broken.*\): regular expression refused: \S/,
    );
    expect(problems[2]?.message).toMatch(/^Extraction 1 \(.*Bad.*\): selector refused: \S/);
  });

  it("finds nothing wrong with queries the audit can run", async () => {
    await expect(
      engineProblems({
        searches: [{ ...emptySearch(), name: "Phone", kind: "regex", expression: "555-01\\d\\d" }],
        extractions: [
          {
            ...emptyExtraction(),
            name: "Author",
            selector: "meta[name=author]",
            value: "attribute",
            attribute: "content",
          },
        ],
      }),
    ).resolves.toEqual([]);
  });
});
