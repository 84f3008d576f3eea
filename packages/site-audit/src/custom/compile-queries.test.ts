import { describe, expect, it } from "vitest";
import { compileCustomQueries } from "./compile-queries";
import { CustomQueryError } from "./custom-query-error";
import { MAX_SEARCHES } from "./limits";
import type { CustomQueries } from "./types";

/** The issues a set of queries is refused with (none: it compiles). */
function refusal(queries: CustomQueries): string[] {
  try {
    compileCustomQueries(queries);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(CustomQueryError);
    return (error as CustomQueryError).issues;
  }
}

describe("compileCustomQueries", () => {
  it("compiles texts, regular expressions and selectors with their defaults filled in", () => {
    const compiled = compileCustomQueries({
      searches: [
        { name: "phone", text: "0800 (123)" },
        { name: "re", regex: "a+b", in: "text" },
      ],
      extractions: [{ name: "author", selector: "meta[name=author]", attribute: "Content" }],
    });
    expect(compiled?.searches.map((search) => search.definition)).toEqual([
      { name: "phone", mode: "contains", in: "html", ignoreCase: false, text: "0800 (123)" },
      { name: "re", mode: "contains", in: "text", ignoreCase: false, regex: "a+b" },
    ]);
    // A text is found as written: its parentheses are not a group.
    expect(compiled?.searches[0]?.pattern.test("call 0800 (123)")).toBe(true);
    expect(compiled?.searches[0]?.pattern.test("call 0800 123")).toBe(false);
    expect(compiled?.extractions[0]?.definition).toEqual({
      name: "author",
      selector: "meta[name=author]",
      value: "attribute",
      attribute: "content",
    });
  });

  it("does nothing without queries", () => {
    expect(compileCustomQueries(undefined)).toBeNull();
    expect(compileCustomQueries({ searches: [], extractions: [] })).toBeNull();
  });

  it.each([
    ["a backreference", "(a)\\1", "invalid escape sequence: `\\1`"],
    ["a lookahead", "a(?=b)", "invalid or unsupported Perl syntax: `(?=`"],
    ["an unclosed class", "[a-z", "missing closing ]: `[a-z`"],
    ["a repeat over RE2's limit", "a{1001}", "invalid repeat count: `{1001}`"],
  ])("refuses %s with RE2's message", (_, regex, message) => {
    expect(refusal({ searches: [{ name: "bad", regex }] })).toEqual([
      `Search 1 ("bad"): regular expression refused: error parsing regexp: ${message}`,
    ]);
  });

  it("refuses an expression whose program is too large", () => {
    expect(refusal({ searches: [{ name: "big", regex: "a{1000}".repeat(30) }] })).toEqual([
      'Search 1 ("big"): regular expression refused: the expression is too large for the search (30002 RE2 instructions, at most 20000)',
    ]);
  });

  it.each([
    ["an unclosed attribute selector", "a[href", "Attribute selector didn't terminate"],
    ["two combinators in a row", "> >", "Did not expect successive traversals."],
    ["an unknown pseudo-class", "p:hovering", "Unknown pseudo-class :hovering"],
    ["an empty selector in a list", "a,,b", "Empty sub-selector"],
  ])("refuses %s with css-select's message", (_, selector, message) => {
    expect(refusal({ extractions: [{ name: "sel", selector }] })).toEqual([
      `Extraction 1 ("sel"): selector refused: ${message}`,
    ]);
  });

  it("names every problem of the shapes at once", () => {
    const issues = refusal({
      searches: [
        { name: "a", text: "x", regex: "y" },
        { name: "a", text: "" },
        { name: "b", text: "x", in: "body" as never },
        { name: "", text: "x" },
        { name: "c", text: "x", colour: "red" } as never,
      ],
      extractions: [
        { name: "d", selector: "a", value: "attribute" },
        { name: "e", selector: "a", value: "text", attribute: "href" },
        { selector: "a" } as never,
      ],
    });
    expect(issues).toEqual([
      'Search 1 ("a"): give exactly one of "text" (found as written) and "regex".',
      'Search 2 ("a"): the name is already used; each search and extraction needs its own.',
      'Search 2 ("a"): the text is empty.',
      'Search 3 ("b"): "in" must be one of "html", "text", "content", got "body" (string).',
      'Search 4: the name must be 1 to 60 characters, got "" (string).',
      'Search 5 ("c"): unknown field "colour" (string); valid fields: name, mode, in, text, regex, ignoreCase.',
      'Extraction 1 ("d"): "value": "attribute" needs the attribute\'s name in "attribute".',
      'Extraction 2 ("e"): "attribute" is read only with "value": "attribute".',
      'Extraction 3: "name" is required (a text of 1 to 60 characters).',
    ]);
  });

  it(`takes at most ${MAX_SEARCHES} searches`, () => {
    const searches = Array.from({ length: MAX_SEARCHES + 1 }, (_, index) => ({
      name: `s${index}`,
      text: "x",
    }));
    expect(refusal({ searches })).toEqual([`Too many searches: 11, at most ${MAX_SEARCHES}.`]);
    expect(refusal({ searches: searches.slice(1) })).toEqual([]);
  });
});
