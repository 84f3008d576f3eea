import { describe, expect, it } from "vitest";
import {
  NO_CHOICE,
  choiceIsKept,
  comparing,
  historyChoiceIn,
  parseHistoryChoice,
  withHistoryChoice,
} from "./history-choice";

describe("the History choice in the address", () => {
  it("reads an opened crawl and a comparison, the two crawls in the order they were saved", () => {
    expect(parseHistoryChoice("open:12")).toEqual({ kind: "open", id: 12 });
    expect(parseHistoryChoice("compare:3-12")).toEqual({ kind: "compare", older: 3, newer: 12 });
    expect(parseHistoryChoice("compare:12-3")).toEqual({ kind: "compare", older: 3, newer: 12 });
    expect(historyChoiceIn("?severity=error&history-moving=open:7", "moving")).toEqual({
      kind: "open",
      id: 7,
    });
    expect(historyChoiceIn("?history-moving=open:7", "cleaning")).toEqual(NO_CHOICE);
  });

  it("ignores whatever is not one of the two exact forms", () => {
    const hostile = [
      null,
      "",
      "open:",
      "open:0",
      "open:-3",
      "open:1.5",
      "open:1e3",
      "open:0x10",
      " open:3",
      "open:3 ",
      "open:3\n",
      "OPEN:3",
      "open:3&x=1",
      "open:9999999999999999",
      `open:${"9".repeat(100_000)}`,
      "compare:3-3",
      "compare:3",
      "compare:3-",
      "compare:3-4-5",
      "compare:a-b",
      "<script>alert(1)</script>",
      "open:３",
    ];
    for (const value of hostile)
      expect(parseHistoryChoice(value), String(value)).toEqual(NO_CHOICE);
  });

  it("writes the site's choice beside the other parameters, and removes it for none", () => {
    const search = "?severity=error,warning&history-cleaning=open:2";
    expect(withHistoryChoice(search, "moving", comparing(9, 4))).toBe(
      "?severity=error%2Cwarning&history-cleaning=open%3A2&history-moving=compare:4-9",
    );
    expect(withHistoryChoice("?history-moving=open:3", "moving", NO_CHOICE)).toBe("");
    expect(withHistoryChoice("?a=1&history-moving=open:3", "moving", { kind: "open", id: 5 })).toBe(
      "?a=1&history-moving=open:5",
    );
    // What is written reads back as the same choice.
    for (const choice of [{ kind: "open", id: 41 } as const, comparing(2, 30)]) {
      expect(historyChoiceIn(withHistoryChoice("?x=1", "moving", choice), "moving")).toEqual(
        choice,
      );
    }
  });

  it("tells whether the crawls a choice names are still kept", () => {
    const kept = new Set([3, 4]);
    expect(choiceIsKept({ kind: "open", id: 3 }, kept)).toBe(true);
    expect(choiceIsKept({ kind: "open", id: 5 }, kept)).toBe(false);
    expect(choiceIsKept(comparing(3, 4), kept)).toBe(true);
    expect(choiceIsKept(comparing(3, 5), kept)).toBe(false);
    expect(choiceIsKept(NO_CHOICE, kept)).toBe(true);
  });
});
