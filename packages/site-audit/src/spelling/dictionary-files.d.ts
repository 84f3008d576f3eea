// The Hunspell files of `dictionary-en`, imported as text: its own entry reads them with
// node:fs, which a Web Worker, Bun's and Deno's web builds do not have. tsup (tsup.config.ts)
// and Vitest (vitest.config.ts) load them as strings, so the built package carries them in a
// chunk of its own, loaded by the dynamic import in `./english-speller`.
declare module "dictionary-en/index.aff" {
  const text: string;
  export default text;
}
declare module "dictionary-en/index.dic" {
  const text: string;
  export default text;
}
declare module "nspell" {
  interface NSpell {
    correct(word: string): boolean;
  }
  export default function nspell(dictionary: { aff: string; dic: string }): NSpell;
}
