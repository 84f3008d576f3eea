import { beforeAll, describe, expect, it } from "vitest";
import { jsonLdInvalid } from "../checks/structured-data/json-ld-invalid";
import { structuredDataRecommended } from "../checks/structured-data/structured-data-recommended";
import {
  READABILITY_MIN_WORDS,
  VERY_DIFFICULT_BELOW,
  readabilityVeryDifficult,
} from "../checks/readability/readability-very-difficult";
import { SITE_WORD_PAGES, spelling } from "../checks/spelling/spelling";
import { jsonLdDocument } from "../checks/document-tester";
import type { CrawledPage } from "../document";
import { pageFacts } from "../facts/page-facts";
import { JSON_LD_MAX_DEPTH, summariseJsonLd } from "../facts/structured-data";
import { PROSE_DISTINCT_WORDS } from "../facts/prose";
import type { PageFacts } from "../facts/types";
import { siteContext } from "../site-context";
import { type Speller, loadEnglishSpeller } from "../spelling/english-speller";
import { UNKNOWN_WORDS_KEPT, spellPage } from "../spelling/page-spelling";

const root = "https://moving.example.com";
const VERY_DIFFICULT_DEFAULTS = { below: VERY_DIFFICULT_BELOW, minWords: READABILITY_MIN_WORDS };
const MIB = 1024 * 1024;
/** A hang guard, not a speed assertion: each case takes well under a second when linear. */
const HANG_GUARD_MS = 120_000;
/**
 * Linear work on 8 times the text takes about 8 times as long, quadratic work 64 times. The best
 * of three runs of each size, the small one counted as at least 5 ms (timer and scheduling noise
 * on a busy 2-core host), must stay under 32 times: generous for linear, far short of quadratic.
 */
const SIZE_RATIO = 8;
const TIME_RATIO_BOUND = 32;

function bestOfThree(run: () => void): number {
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** How much longer `run` takes on `size` than on `size / SIZE_RATIO` characters. */
function timeRatio(run: (size: number) => void, size = MIB): number {
  const small = bestOfThree(() => run(size / SIZE_RATIO));
  const large = bestOfThree(() => run(size));
  return large / Math.max(small, 5);
}

const htmlPage = (html: string, language = "en"): CrawledPage => ({
  markdown: "A page.",
  html,
  metadata: { sourceURL: `${root}/`, statusCode: 200, language },
});

/** A page's facts as auditPages keeps them: read, then its words looked up. */
function spelledFacts(html: string, speller: Speller): PageFacts {
  const facts = pageFacts(htmlPage(html));
  spellPage(facts, speller);
  return facts;
}

const nested = (size: number) => `${"[".repeat(size / 2)}${"]".repeat(size / 2)}`;
const longString = (size: number) =>
  `{"@context":"https://schema.org","@type":"Organization","name":"${'x\\"'.repeat(size / 3)}"}`;

describe("1 MiB of JSON-LD shaped against the summary", { timeout: HANG_GUARD_MS }, () => {
  it("nested 10,000 and 500,000 deep: refused before parsing, where it passes the limit", () => {
    for (const text of [nested(20_000), nested(MIB)]) {
      expect(summariseJsonLd(text)).toEqual({
        ok: false,
        error: `nested deeper than ${JSON_LD_MAX_DEPTH} levels at line 1, column ${JSON_LD_MAX_DEPTH + 1}: not read`,
      });
    }
    // Objects inside objects, the way a hostile block would nest them.
    const objects = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    expect(summariseJsonLd(objects).ok).toBe(false);
    expect(timeRatio((size) => summariseJsonLd(nested(size)))).toBeLessThan(TIME_RATIO_BOUND);
  });

  it("a string of 1 MB (escaped quotes all through it): parsed, summarised in a few hundred bytes", () => {
    const summary = summariseJsonLd(longString(MIB));
    expect(summary).toMatchObject({ ok: true, itemCount: 1 });
    expect(JSON.stringify(summary).length).toBeLessThan(300);
    expect(timeRatio((size) => summariseJsonLd(longString(size)))).toBeLessThan(TIME_RATIO_BOUND);
  });

  it("through the structured-data checks: one item each, of a bounded detail", () => {
    const facts = {
      ...pageFacts(htmlPage("<p>x</p>")),
      document: jsonLdDocument(nested(MIB), longString(MIB)),
    };
    const site = siteContext([facts], `${root}/`);
    const invalid = jsonLdInvalid.run(site, {});
    expect(invalid).toHaveLength(1);
    expect(invalid[0]?.detail).toContain("nested deeper than");
    const recommended = structuredDataRecommended.run(site, {});
    expect(recommended).toHaveLength(1);
    expect(recommended[0]?.detail.length).toBeLessThan(300);
  });
});

describe(
  "1 MiB of prose shaped against readability and spelling",
  { timeout: HANG_GUARD_MS },
  () => {
    let speller: Speller;
    beforeAll(async () => {
      speller = await loadEnglishSpeller();
    });

    const oneLetterSentences = (size: number) => `<p>${"A. b. ".repeat(size / 6)}</p>`;
    /** One sentence of distinct made-up words (no full stop): every word new, none in the dictionary. */
    const endlessSentence = (size: number) => {
      const words: string[] = [];
      for (let index = 0, length = 0; length < size; index++) {
        const word = `zq${index.toString(26).replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)))}`;
        words.push(word);
        length += word.length + 1;
      }
      return `<p>${words.join(" ")}</p>`;
    };

    it("one-letter sentences: each counted, nothing kept but the counts", () => {
      const facts = spelledFacts(oneLetterSentences(MIB), speller);
      const prose = facts.content.prose;
      expect(prose?.sentences).toBe(Math.floor(MIB / 6) * 2);
      expect(prose?.words).toBe(prose?.sentences);
      expect(JSON.stringify(prose).length).toBeLessThan(300);
      const site = siteContext([facts], `${root}/`);
      // Flesch of one-syllable one-word sentences is about 121: easy, not flagged.
      expect(readabilityVeryDifficult.run(site, VERY_DIFFICULT_DEFAULTS)).toEqual([]);
      expect(spelling.run(site, { sitePages: SITE_WORD_PAGES })).toEqual([]);
      expect(timeRatio((size) => spelledFacts(oneLetterSentences(size), speller))).toBeLessThan(
        TIME_RATIO_BOUND,
      );
    });

    it("one endless sentence of new words: the distinct words capped, the unknown ones kept to 50 with their true count", () => {
      const facts = spelledFacts(endlessSentence(MIB), speller);
      const prose = facts.content.prose;
      expect(prose?.sentences).toBe(1);
      expect(prose?.words).toBeGreaterThan(100_000);
      expect(prose?.lookUp).toEqual([]);
      expect(prose?.unknownWords).toHaveLength(UNKNOWN_WORDS_KEPT);
      expect(prose?.unknownWordCount).toBe(PROSE_DISTINCT_WORDS);
      expect(JSON.stringify(prose).length).toBeLessThan(2_000);
      const site = siteContext([facts], `${root}/`);
      const [hard] = readabilityVeryDifficult.run(site, VERY_DIFFICULT_DEFAULTS);
      expect(hard?.detail).toMatch(/words a sentence/);
      const [unknown] = spelling.run(site, { sitePages: SITE_WORD_PAGES });
      expect(unknown?.detail).toMatch(/^10000 words not in the dictionary: .*, and 9950 more$/);
      expect(timeRatio((size) => spelledFacts(endlessSentence(size), speller))).toBeLessThan(
        TIME_RATIO_BOUND,
      );
    });

    it("one word of 1 MiB of letters: not prose, not looked up", () => {
      const facts = spelledFacts(`<p>${"ab".repeat(MIB / 2)}</p>`, speller);
      expect(facts.content.prose?.words).toBe(0);
      expect(facts.content.prose?.unknownWordCount).toBe(0);
    });
  },
);
