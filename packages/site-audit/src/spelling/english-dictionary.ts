import aff from "dictionary-en/index.aff";
import dic from "dictionary-en/index.dic";
import { hunspellChecker } from "./hunspell-checker";

/**
 * Whether a word is in `dictionary-en` (Hunspell's en_US, from SCOWL), with nspell. Loaded only
 * through the dynamic import in `./english-speller`: its 555 KB of text and the time nspell takes
 * to build it stay out of a crawl without English pages.
 */
export function englishDictionary(): (word: string) => boolean {
  return hunspellChecker(aff, dic);
}
