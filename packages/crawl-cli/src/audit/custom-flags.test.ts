import { InvalidArgumentError } from "commander";
import { describe, expect, it } from "vitest";
import { UsageError } from "../cli/errors.js";
import { auditQueries, parseExtractFlag, parseSearchFlag } from "./custom-flags.js";

describe("--search and --search-not", () => {
  it.each([
    ["phone=0800 123", { name: "phone", mode: "contains", text: "0800 123" }],
    ["phone:text=0800 123", { name: "phone", mode: "contains", in: "text", text: "0800 123" }],
    [
      "p:content,i=Call us",
      { name: "p", mode: "contains", in: "content", text: "Call us", ignoreCase: true },
    ],
    ["re=/0800\\s?[0-9]+/", { name: "re", mode: "contains", regex: "0800\\s?[0-9]+" }],
    [
      "re:html=/a=b/i",
      { name: "re", mode: "contains", in: "html", regex: "a=b", ignoreCase: true },
    ],
    // The value is everything after the first "=": an "=" or ":" in it is its own.
    ["eq=a=b:c", { name: "eq", mode: "contains", text: "a=b:c" }],
    // A lone "/" is a text, not an expression.
    ["slash=/", { name: "slash", mode: "contains", text: "/" }],
  ])("reads %s", (given, expected) => {
    expect(parseSearchFlag("--search", given)).toEqual(expected);
  });

  it("reads --search-not as 'does not contain'", () => {
    expect(parseSearchFlag("--search-not", 'banner=id="cookie-banner"')).toEqual({
      name: "banner",
      mode: "does-not-contain",
      text: 'id="cookie-banner"',
    });
  });

  it.each([
    ["no-equals", '--search takes NAME=VALUE, got "no-equals"'],
    ["=x", '--search takes NAME=VALUE, got "=x"'],
    ["x=", '--search takes NAME=VALUE, got "x="'],
    [
      "x:body=y",
      '--search "x": unknown option "body"; after NAME: give one of html, text, content (where to search) and i (any case), e.g. x:text,i=…',
    ],
    [
      "x=/a/g",
      '--search "x": unknown flags "g" after /REGEX/: only i (any case); RE2 takes (?s) and (?m) inside the expression',
    ],
  ])("refuses %s", (given, message) => {
    expect(() => parseSearchFlag("--search", given)).toThrow(new InvalidArgumentError(message));
  });
});

describe("--extract", () => {
  it.each([
    ["h1=main h1", { name: "h1", selector: "main h1" }],
    ["h1:text=h1", { name: "h1", selector: "h1" }],
    ["price:html=.price", { name: "price", selector: ".price", value: "inner-html" }],
    [
      "author:@content=meta[name=author]",
      { name: "author", selector: "meta[name=author]", value: "attribute", attribute: "content" },
    ],
  ])("reads %s", (given, expected) => {
    expect(parseExtractFlag(given)).toEqual(expected);
  });

  it("refuses an unknown option, naming the valid ones", () => {
    expect(() => parseExtractFlag("x:outer=p")).toThrow(
      new InvalidArgumentError(
        '--extract "x": unknown option "outer"; after NAME: text (the default), html (the inner HTML) or @ATTRIBUTE, e.g. x:@href=…',
      ),
    );
  });
});

describe("auditQueries", () => {
  it("joins the file's queries and the flags', and is undefined when there are none", () => {
    expect(auditQueries({}, [], [])).toBeUndefined();
    expect(
      auditQueries(
        { searches: [{ name: "a", text: "a" }] },
        [{ name: "b", text: "b" }],
        [{ name: "c", selector: "p" }],
      ),
    ).toEqual({
      searches: [
        { name: "a", text: "a" },
        { name: "b", text: "b" },
      ],
      extractions: [{ name: "c", selector: "p" }],
    });
  });

  it("refuses a bad expression, a bad selector and a repeated name with the parsers' messages", () => {
    const refused = () =>
      auditQueries(
        { searches: [{ name: "a", text: "a" }] },
        [
          { name: "a", text: "x" },
          { name: "back", regex: "(x)\\1" },
        ],
        [{ name: "sel", selector: "p:hovering" }],
      );
    expect(refused).toThrow(UsageError);
    expect(refused).toThrow(
      [
        '--search/--extract: Search 2 ("a"): the name is already used; each search and extraction needs its own.',
        'Search 3 ("back"): regular expression refused: error parsing regexp: invalid escape sequence: `\\1`',
        'Extraction 1 ("sel"): selector refused: Unknown pseudo-class :hovering',
      ].join("; "),
    );
  });
});
