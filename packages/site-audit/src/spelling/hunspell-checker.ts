import nspell from "nspell";

/** nspell over a Hunspell dictionary's affix and word files, as text: whether it knows a word. */
export function hunspellChecker(aff: string, dic: string): (word: string) => boolean {
  const checker = nspell({ aff, dic });
  return (word) => checker.correct(word);
}
