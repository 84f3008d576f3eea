import { describe, expect, it } from "vitest";
import { RulesConfigError } from "../rules/rules-config-error";
import { parseRulesConfig } from "../rules/rules";
import { parseCustomConfig } from "./parse-custom-config";

const file = {
  rules: { "lorem-ipsum": "off" },
  search: [
    { name: "old phone", in: "text", text: "0800 123 456" },
    { name: "no banner", mode: "does-not-contain", regex: "id=.cookie-banner." },
  ],
  extract: [{ name: "author", selector: "meta[name=author]", attribute: "content" }],
};

/** The issues a file is refused with. */
function refusal(value: unknown): string[] {
  try {
    parseCustomConfig(value);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(RulesConfigError);
    return (error as RulesConfigError).issues;
  }
}

describe("the rules configuration's search and extract lists", () => {
  it("reads them beside the rules, which take no notice of them", () => {
    expect(parseCustomConfig(file)).toEqual({
      searches: file.search,
      extractions: file.extract,
    });
    expect(parseRulesConfig(file).rules["lorem-ipsum"]).toEqual(["off", {}]);
  });

  it("is empty for a file of rules alone", () => {
    expect(parseCustomConfig({ rules: {} })).toEqual({});
  });

  it("refuses a bad entry in the file's words, with the parsers' messages", () => {
    expect(
      refusal({
        search: { name: "x", text: "y" },
        extract: [
          { name: "a", selector: "a[href" },
          { name: "b", selector: "p", value: "outer-html" },
        ],
      }),
    ).toEqual([
      'The "search" list must be a list, got {"name":"x","text":"y"} (object).',
      'Extraction 2 ("b"): "value" must be one of "text", "inner-html", "attribute", got "outer-html" (string).',
      'Extraction 1 ("a"): selector refused: Attribute selector didn\'t terminate',
    ]);
    expect(refusal({ search: [{ name: "r", regex: "(?<!a)b" }] })).toEqual([
      'Search 1 ("r"): regular expression refused: error parsing regexp: invalid named capture: `(?<!a)b`',
    ]);
  });
});
