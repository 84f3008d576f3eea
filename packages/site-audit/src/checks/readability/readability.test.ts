import { describe, expect, it } from "vitest";
import { fleschReadingEase } from "../../facts/prose";
import { pageFacts } from "../../facts/page-facts";
import { page, runCheck, testCheck } from "../rule-tester";
import { languageListings } from "./language-listing";
import { readabilityDifficult } from "./readability-difficult";
import { readabilityVeryDifficult } from "./readability-very-difficult";

const sentences = (sentence: string, count: number) =>
  `<p>${Array.from({ length: count }, () => sentence).join(" ")}</p>`;

/** Short sentences of short words: Flesch about 100. */
const EASY = sentences("We pack your box and load it in the van.", 12);
/** Long sentences of long words: Flesch far below 0. */
const VERY_HARD = sentences(
  "Comprehensive organisational considerations necessitate extraordinarily meticulous administrative documentation regarding international relocation responsibilities and corresponding insurance obligations.",
  6,
);
/** Sentences of 25 words: Flesch about 46, between 30 and 50. */
const HARD = sentences(
  "Our removal team carefully packs every delivery and protects your furniture and delicate things on the whole journey to the new home you have chosen.",
  6,
);
/** Plain English words in long sentences: Flesch about 20, English by its common words. */
const VERY_HARD_ENGLISH = sentences(
  "When the removal team arrives at the property, they will carefully examine the furniture and determine which protective materials are necessary for the journey.",
  6,
);

const ease = (body: string) => {
  const prose = pageFacts(page("/p", { body })).content.prose;
  if (!prose) throw new Error("no prose");
  return fleschReadingEase(prose) as number;
};

describe("the fixtures' scores", () => {
  it("fall in the bands the tests need", () => {
    expect(ease(EASY)).toBeGreaterThan(80);
    expect(ease(VERY_HARD)).toBeLessThan(30);
    expect(ease(HARD)).toBeGreaterThanOrEqual(30);
    expect(ease(HARD)).toBeLessThan(50);
  });
});

describe("readability-very-difficult", () => {
  testCheck(readabilityVeryDifficult, {
    invalid: [
      {
        name: "an English page of long sentences of long words, with its score and words a sentence",
        pages: [page("/hard", { body: VERY_HARD }), page("/easy", { body: EASY })],
        items: [{ path: "/hard", detail: "(very difficult): 16.0 words a sentence" }],
      },
      {
        name: "a page without a language that reads as English",
        pages: [page("/hard", { body: VERY_HARD_ENGLISH, metadata: { language: undefined } })],
        items: [{ path: "/hard" }],
      },
    ],
    valid: [
      { name: "plain English", pages: [page("/easy", { body: EASY })] },
      {
        name: "a page without a language whose words are not English's (hard words, few common ones)",
        pages: [page("/other", { body: VERY_HARD, metadata: { language: undefined } })],
      },
      {
        name: "a page in another language, skipped",
        pages: [page("/de", { body: VERY_HARD, metadata: { language: "de" } })],
      },
      {
        name: "a page under the minimum of words",
        pages: [page("/short", { body: "<p>Comprehensive organisational considerations.</p>" })],
      },
    ],
  });

  it("flags a page at the edge only once the threshold passes its score", () => {
    const score = ease(VERY_HARD);
    const pages = [page("/hard", { body: VERY_HARD })];
    expect(runCheck(readabilityVeryDifficult, pages, undefined, { below: score })).toEqual([]);
    expect(
      runCheck(readabilityVeryDifficult, pages, undefined, { below: score + 0.01 }),
    ).toHaveLength(1);
  });
});

describe("readability-difficult", () => {
  testCheck(readabilityDifficult, {
    invalid: [
      {
        name: "an English page between 30 and 50",
        pages: [page("/hard", { body: HARD }), page("/very", { body: VERY_HARD })],
        items: [{ path: "/hard", detail: "(difficult): 25.0 words a sentence" }],
      },
    ],
    valid: [{ name: "plain English", pages: [page("/easy", { body: EASY })] }],
  });

  it("takes a page at exactly its lower bound, not at its upper one", () => {
    const score = ease(HARD);
    const pages = [page("/hard", { body: HARD })];
    expect(runCheck(readabilityDifficult, pages, undefined, { from: score })).toHaveLength(1);
    expect(runCheck(readabilityDifficult, pages, undefined, { below: score })).toEqual([]);
  });
});

describe("the languages listing", () => {
  it("counts the pages read as English and those skipped, by language", () => {
    const pages = [
      page("/en", { body: EASY }),
      page("/en-gb", { body: EASY, metadata: { language: "en-GB" } }),
      page("/de", { body: EASY, metadata: { language: "de" } }),
      page("/none", { body: VERY_HARD_ENGLISH, metadata: { language: undefined } }),
      page("/other", { body: VERY_HARD, metadata: { language: undefined } }),
    ].map(pageFacts);
    const listed = languageListings(pages).map(({ id, total }) => [id, total]);
    expect(listed).toEqual([
      ["language-de", 1],
      ["language-english", 2],
      ["language-english-detected", 1],
      ["language-not-english", 1],
    ]);
  });
});
