import { describe, expect, it } from "vitest";
import {
  type CustomQueries,
  MAX_CUSTOM_SEARCHES,
  NO_CUSTOM_QUERIES,
  customQueryProblems,
  emptyExtraction,
  emptySearch,
  parseCustomQueries,
  withCustomQueries,
} from "./custom-queries";

const queries: CustomQueries = {
  searches: [
    {
      name: "Old phone",
      mode: "contains",
      kind: "text",
      scope: "text",
      expression: "555-0100 & co?",
    },
    {
      name: "No banner",
      mode: "does-not-contain",
      kind: "regex",
      scope: "html",
      expression: "cookie[-_ ]banner|consent~x",
    },
  ],
  extractions: [
    { name: "Author", selector: 'meta[name="author"]', value: "attribute", attribute: "content" },
    { name: "Lead", selector: "main > p:first-of-type ~ p", value: "text", attribute: "" },
  ],
};

describe("custom searches and extractions in the URL's query", () => {
  it("round-trips every field, the separator kept inside expressions and selectors, beside other parameters", () => {
    const query = withCustomQueries(
      "?severity=error&search=stale~contains~text~content~x",
      queries,
    );
    expect(new URLSearchParams(query).get("severity")).toBe("error");
    // The separator stays readable in a shared link; what needs escaping is escaped.
    expect(query).toContain("search=Old+phone~contains~text~text~555-0100+%26+co%3F");
    expect(parseCustomQueries(query)).toEqual(queries);
    expect(withCustomQueries(query, NO_CUSTOM_QUERIES)).toBe("?severity=error");
  });

  it("ignores entries with unknown parts or missing fields, and those past the limit", () => {
    const many = Array.from(
      { length: MAX_CUSTOM_SEARCHES + 3 },
      (_, index) => `search=s${index}~contains~text~content~x`,
    );
    const query = [
      "?search=a~maybe~text~content~x",
      "search=b~contains~glob~content~x",
      "search=c~contains~text~everywhere~x",
      "search=nofields",
      "extract=d~outer-html~~p",
      "extract=e~text",
      ...many,
    ].join("&");
    const parsed = parseCustomQueries(query);
    expect(parsed.searches.map((entry) => entry.name)).toEqual(
      Array.from({ length: MAX_CUSTOM_SEARCHES }, (_, index) => `s${index}`),
    );
    expect(parsed.extractions).toEqual([]);
  });

  it("an attribute is kept only for an attribute extraction", () => {
    expect(parseCustomQueries("?extract=x~text~href~a").extractions).toEqual([
      { name: "x", value: "text", attribute: "", selector: "a" },
    ]);
  });
});

describe("customQueryProblems", () => {
  it("finds nothing wrong with well-formed queries", () => {
    expect(customQueryProblems(queries)).toEqual([]);
    expect(customQueryProblems(NO_CUSTOM_QUERIES)).toEqual([]);
  });

  it("names the row of a missing or repeated name, an empty expression or selector and a missing attribute", () => {
    const problems = customQueryProblems({
      searches: [
        emptySearch(),
        { ...emptySearch(), name: "Phone", expression: "x" },
        { ...emptySearch(), name: "phone", expression: "y" },
        { ...emptySearch(), name: "a~b", expression: "z" },
      ],
      extractions: [{ ...emptyExtraction(), name: "Author", value: "attribute" }],
    });
    expect(problems).toEqual([
      { row: "search-0", message: "Give it a name." },
      { row: "search-0", message: "Enter the text." },
      { row: "search-2", message: "Another search or extraction is named “phone”." },
      { row: "search-3", message: "A name cannot contain “~”." },
      { row: "extraction-0", message: "Enter the CSS selector." },
      { row: "extraction-0", message: "Name the attribute to read." },
    ]);
  });
});
