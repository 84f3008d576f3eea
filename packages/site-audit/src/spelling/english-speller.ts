/** What the spelling check asks of a dictionary: whether it knows a word as written. */
export interface Speller {
  knows(word: string): boolean;
}

/**
 * British spellings the en_US dictionary does not hold, to their American forms (colour → color,
 * organise → organize, centre → center, travelled → traveled, catalogue → catalog, licence →
 * license, programme → program): a British site's words are not misspellings.
 */
const BRITISH_TO_AMERICAN: readonly [RegExp, string][] = [
  [/our(s|ed|ing|ite|ites|able|ful)?$/, "or$1"],
  [/our(?=[a-z])/, "or"],
  [/is(e|es|ed|ing|ation|ations|er|ers)$/, "iz$1"],
  [/ys(e|es|ed|ing)$/, "yz$1"],
  [/tre(s)?$/, "ter$1"],
  [/ence$/, "ense"],
  [/ll(ed|ing|er|ers)$/, "l$1"],
  [/ogue(s)?$/, "og$1"],
  [/mme(s)?$/, "m$1"],
];

/** Words known or not, across pages and audits: a site repeats its words. Capped. */
const KNOWN_CACHE_SIZE = 200_000;

/**
 * A speller over a dictionary's `correct`: a word it knows as written, or each part of a
 * hyphenated word, or the word without a possessive 's, or its American spelling.
 */
export function speller(correct: (word: string) => boolean): Speller {
  const known = new Map<string, boolean>();
  const check = (word: string): boolean => {
    if (correct(word)) return true;
    if (word.includes("-")) {
      const parts = word.split("-").filter(Boolean);
      return parts.length > 0 && parts.every((part) => part.length < 2 || check(part));
    }
    if (word.endsWith("'s")) return check(word.slice(0, -2));
    const lower = word.toLowerCase();
    return BRITISH_TO_AMERICAN.some(([pattern, american]) => {
      const variant = lower.replace(pattern, american);
      return variant !== lower && correct(variant);
    });
  };
  return {
    knows(word) {
      let answer = known.get(word);
      if (answer === undefined) {
        answer = check(word);
        if (known.size < KNOWN_CACHE_SIZE) known.set(word, answer);
      }
      return answer;
    },
  };
}

let english: Promise<Speller> | undefined;

/** Whether this process has started loading the English dictionary (for the tests that it has not). */
export const englishSpellerRequested = () => english !== undefined;

/**
 * The English speller, loaded once per process (a Web Worker, Node, Bun, Deno) on the first call:
 * the dictionary is a dynamic import, so a crawl without English pages never loads it.
 */
export function loadEnglishSpeller(): Promise<Speller> {
  english ??= import("./english-dictionary").then(({ englishDictionary }) =>
    speller(englishDictionary()),
  );
  return english;
}
