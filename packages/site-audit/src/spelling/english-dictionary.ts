import aff from "dictionary-en/index.aff";
import dic from "dictionary-en/index.dic";
import nspell from "nspell";

/**
 * Whether a word is in `dictionary-en` (Hunspell's en_US, from SCOWL), with nspell. Loaded only
 * through the dynamic import in `./english-speller`: its 555 KB of text and the half second it
 * takes to build stay out of a crawl without English pages.
 */
export function englishDictionary(): (word: string) => boolean {
  const checker = nspell({ aff, dic });
  return (word) => checker.correct(word);
}
