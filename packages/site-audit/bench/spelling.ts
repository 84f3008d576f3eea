/**
 * `pnpm --filter @keystone/site-audit bench` (second part): the English dictionary's load (nspell
 * building `dictionary-en`, read from its files as the built package carries them as text) and
 * the words a second that the content pass (with readability's counts and the spelling words)
 * and the look-up read, on English pages of 2,000 words with a site's repeated vocabulary and a
 * few misspellings, beside the same pages read with no language pass at all (pages in another
 * language). Figures, not verdicts.
 */
import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import type { CrawledPage } from "../src/document";
import { pageFacts } from "../src/facts/page-facts";
import { speller } from "../src/spelling/english-speller";
import { hunspellChecker } from "../src/spelling/hunspell-checker";
import { spellPage } from "../src/spelling/page-spelling";

const ROOT = "https://moving.example.com";
const PAGES = 500;
const WORDS_PER_PAGE = 2000;
const RUNS = 3;

const folder = dirname(createRequire(import.meta.url).resolve("dictionary-en"));
const files = ["index.aff", "index.dic"].map((name) => join(folder, name));
const [aff, dic] = files.map((file) => readFileSync(file, "utf8")) as [string, string];

const SENTENCE = (
  "Our removal team packs every room with care, and we move your furniture to the new home on " +
  "the day you choose. We recieve the keys, wrap the sofa and label each box so that nothing is " +
  "lost. Storage is available for a week or a month, with insurance for the whole journey."
).split(" ");

function pages(language: string): CrawledPage[] {
  return Array.from({ length: PAGES }, (_, index) => {
    const words = Array.from(
      { length: WORDS_PER_PAGE },
      (_, at) => SENTENCE[(at + index) % SENTENCE.length],
    );
    return {
      html: `<nav><a href="/">Home</a></nav><main><h1>Page ${index}</h1><p>${words.join(" ")} page${index}</p></main>`,
      metadata: { sourceURL: `${ROOT}/p${index}`, statusCode: 200, language },
    };
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function timed(run: () => void): number {
  const times: number[] = [];
  for (let round = 0; round < RUNS; round++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
const heapBefore = process.memoryUsage().heapUsed;
const loadStart = performance.now();
const english = speller(hunspellChecker(aff, dic));
const loadMs = performance.now() - loadStart;
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

const englishPages = pages("en");
const otherPages = pages("de");
const words = PAGES * WORDS_PER_PAGE;
const withoutProse = timed(() => otherPages.forEach((page) => pageFacts(page)));
const withProse = timed(() => englishPages.forEach((page) => pageFacts(page)));
const withSpelling = timed(() =>
  englishPages.forEach((page) => spellPage(pageFacts(page), english)),
);

console.info(
  `Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}`,
);
console.info(
  `dictionary-en: ${(bytes / 1024).toFixed(0)} KiB (.aff + .dic), built by nspell in ${loadMs.toFixed(0)} ms, heap +${heapMb.toFixed(1)} MiB`,
);
const rate = (ms: number) => `${Math.round(words / (ms / 1000)).toLocaleString("en")} words/s`;
console.info(`${PAGES} pages of ${WORDS_PER_PAGE} words, median of ${RUNS}:`);
console.info(
  `  another language (no prose pass): ${withoutProse.toFixed(0)} ms, ${rate(withoutProse)}`,
);
console.info(`  English, prose pass:              ${withProse.toFixed(0)} ms, ${rate(withProse)}`);
console.info(
  `  English, prose pass and look-up:  ${withSpelling.toFixed(0)} ms, ${rate(withSpelling)}`,
);

// The look-up itself, on words it has not cached: 20,000 of the dictionary's words and 20,000
// of them with two letters swapped (mostly unknown), through a fresh speller.
const dictionaryWords = dic
  .split("\n")
  .slice(1)
  .map((line) => line.split("/")[0] ?? "")
  .filter((word) => /^[a-z]{4,}$/.test(word))
  .filter((_, index) => index % 2 === 0)
  .slice(0, 20_000);
const swapped = dictionaryWords.map(
  (word) => `${word.slice(0, 1)}${word[2]}${word[1]}${word.slice(3)}`,
);
const fresh = speller(hunspellChecker(aff, dic));
const lookUpStart = performance.now();
let unknown = 0;
for (const word of [...dictionaryWords, ...swapped]) if (!fresh.knows(word)) unknown++;
const lookUpMs = performance.now() - lookUpStart;
console.info(
  `  look-up alone, uncached: ${(dictionaryWords.length * 2).toLocaleString("en")} words in ${lookUpMs.toFixed(0)} ms, ${Math.round((dictionaryWords.length * 2) / (lookUpMs / 1000)).toLocaleString("en")} words/s (${unknown.toLocaleString("en")} unknown)`,
);
