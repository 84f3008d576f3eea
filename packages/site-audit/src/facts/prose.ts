import { syllable } from "syllable";
import { ownCopy } from "../text/own-copy";

/**
 * How a page's prose is read: "lang" when its language says English, "detect" when it names no
 * language (English is then told by its common words). A page in another language is not read.
 */
export type ProseMode = "lang" | "detect";

/** What readability and spelling know of a page's content area (`ContentFacts.prose`). */
export interface ProseFacts {
  /**
   * Why the page counts as English: its language ("lang"), or its words ("detected": at least
   * `DETECT_MIN_WORDS` words, `DETECT_COMMON_SHARE` of them common English words); null when a
   * page without a language reads as another one.
   */
  english: "lang" | "detected" | null;
  sentences: number;
  /** Prose words: not in code, not in a URL, an address or a file name, and without digits. */
  words: number;
  syllables: number;
  /**
   * The distinct words the spelling check looks up (lower case, or capitalised when only ever
   * seen starting a sentence), at most `PROSE_DISTINCT_WORDS`. Views into the page: the audit
   * empties the list once it has looked them up (`../spelling/page-spelling`), keeping only
   * `unknownWords`.
   */
  lookUp: string[];
  /** The words the dictionary did not know, the first `UNKNOWN_WORDS_KEPT`; null until looked up. */
  unknownWords: string[] | null;
  /** How many distinct words it did not know, kept or not. */
  unknownWordCount: number;
}

/** Longer "words" are not prose (a hash, a run of letters): not counted, not looked up. */
export const PROSE_WORD_CHARS = 40;
/** Distinct words remembered per page (their syllables, whether to look them up); the count goes on. */
export const PROSE_DISTINCT_WORDS = 10_000;
/** Words of one whitespace-delimited token read before it is taken for something other than prose. */
const TOKEN_WORDS = 16;
export const DETECT_MIN_WORDS = 20;
export const DETECT_COMMON_SHARE = 0.15;

/**
 * Common English words that other languages written in Latin letters rarely use: a page without
 * a language is read as English when they make `DETECT_COMMON_SHARE` of its words (in English
 * prose they make about 40 %, in French, German or Spanish a few per cent).
 */
const COMMON_ENGLISH = new Set(
  (
    "the and of to is that it for with are as be this by have from or not but which you your we " +
    "our they their at can has were been there what all would more if about these when who its " +
    "into than then also how any each other only just some out up my will should could"
  ).split(" "),
);

/** Syllables per word, kept across pages and audits (a site repeats its words); capped. */
const SYLLABLE_CACHE = new Map<string, number>();
const SYLLABLE_CACHE_SIZE = 100_000;
function syllablesOf(lower: string): number {
  let count = SYLLABLE_CACHE.get(lower);
  if (count === undefined) {
    count = Math.max(1, syllable(lower));
    if (SYLLABLE_CACHE.size < SYLLABLE_CACHE_SIZE) SYLLABLE_CACHE.set(lower, count);
  }
  return count;
}

const SEPARATOR = 0;
const LETTER = 1;
const DIGIT = 2;
const JOINER = 3;
const SPACE = 4;
const TERMINAL = 5;
/** A character that prose does not hold between letters: the token is an address, a path, code. */
const NOT_PROSE = 6;
const ASCII_KIND = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  const char = String.fromCharCode(code);
  ASCII_KIND[code] = /[A-Za-z]/.test(char)
    ? LETTER
    : /\d/.test(char)
      ? DIGIT
      : char === "'" || char === "-"
        ? JOINER
        : /\s/.test(char)
          ? SPACE
          : ".!?".includes(char)
            ? TERMINAL
            : "/@_`\\={}<>|~^&%$+".includes(char)
              ? NOT_PROSE
              : SEPARATOR;
}
const UNICODE_LETTER = /^\p{L}$/u;
const UNICODE_DIGIT = /^\p{N}$/u;
const UNICODE_SPACE = /^\s$/u;
const RIGHT_QUOTE = 0x2019;
const ELLIPSIS = 0x2026;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Flags of one occurrence of a word. */
const HAS_DIGIT = 1;
const FIRST_UPPER = 2;
const LATER_UPPER = 4;
/** Flags of a distinct word: how it was seen where the spelling check reads it. */
const SEEN_LOWER = 1;
const SEEN_STARTING = 2;

interface WordEntry {
  lower: string;
  syllables: number;
  common: boolean;
  seen: number;
}

/**
 * Sentences, prose words and their syllables, and the distinct words to spell-check, in one pass
 * over the content area's characters as the html's tokenizer hands them over (`./content`). A
 * word is cut out of the page only the first time the page uses it: after that its lower-case
 * hash finds what is known of it. A token (a run without white space) with a character prose
 * does not hold between letters (a URL, an e-mail address, a path, a dot between letters as in
 * example.com or e.g.) gives no prose words. A sentence ends at ".", "!", "?" or "…" before white
 * space, and at the end of a block (a paragraph, a list item, a heading, a cell).
 */
export class ProseScanner {
  /** Set by the html reader inside code, pre, kbd, samp and var: their text is not prose. */
  code = false;
  private readonly entries = new Map<number, WordEntry>();
  private sentences = 0;
  private words = 0;
  private syllables = 0;
  private common = 0;
  private sentenceWords = 0;
  // The word being read.
  private inWord = false;
  private wordStart = 0;
  private wordEnd = 0;
  private prefix = "";
  private hash = FNV_OFFSET;
  private length = 0;
  private flags = 0;
  private joiner = 0;
  /** Whether the pending joiner was read in an earlier piece (so it is not in this piece's slice). */
  private joinerCarried = false;
  // The token being read: its words wait until its end says whether it is prose.
  private readonly tokenHashes = new Uint32Array(TOKEN_WORDS);
  private readonly tokenFlags = new Uint8Array(TOKEN_WORDS);
  private readonly tokenForms: (string | null)[] = new Array<string | null>(TOKEN_WORDS).fill(null);
  private tokenCount = 0;
  private tokenNotProse = false;
  private afterDot = false;
  private terminal = false;

  constructor(private readonly mode: ProseMode) {}

  feed(text: string, start = 0, end = text.length): void {
    if (this.code) return;
    // A word that began in an earlier piece goes on here: what it had is in `prefix`.
    if (this.inWord) this.wordStart = this.wordEnd = start;
    // The word's state in locals while the loop runs (fields are written back where it ends).
    let inWord = this.inWord;
    let hash = this.hash;
    let length = this.length;
    let flags = this.flags;
    let wordEnd = this.wordEnd;
    for (let index = start; index < end; index++) {
      let code = text.charCodeAt(index);
      let kind: number;
      let upper = false;
      let width = 1;
      if (code < 128) {
        kind = ASCII_KIND[code] as number;
        if (code >= 65 && code <= 90) {
          upper = true;
          code |= 0x20;
        }
      } else {
        const point = text.codePointAt(index) as number;
        const char = String.fromCodePoint(point);
        width = char.length;
        if (point === RIGHT_QUOTE) {
          kind = JOINER;
          code = 39;
        } else if (point === ELLIPSIS) kind = TERMINAL;
        else if (UNICODE_LETTER.test(char)) {
          kind = LETTER;
          const lower = char.toLowerCase();
          upper = lower !== char;
          code = lower.codePointAt(0) as number;
        } else if (UNICODE_DIGIT.test(char)) kind = DIGIT;
        else if (UNICODE_SPACE.test(char)) kind = SPACE;
        else kind = SEPARATOR;
      }
      if (kind === LETTER || kind === DIGIT) {
        if (!inWord) {
          this.startWord(index);
          inWord = true;
          hash = FNV_OFFSET;
          length = 0;
          flags = 0;
        } else if (this.joiner !== 0) {
          if (this.joinerCarried) this.prefix += String.fromCharCode(this.joiner);
          this.joinerCarried = false;
          hash = Math.imul(hash ^ this.joiner, FNV_PRIME);
          length++;
          this.joiner = 0;
        }
        // A dot between two letters, with no space: an address, a file name, an abbreviation.
        if (this.afterDot) {
          this.tokenNotProse = true;
          this.afterDot = false;
        }
        if (this.terminal) this.terminal = false;
        hash = Math.imul(hash ^ code, FNV_PRIME);
        length++;
        if (kind === DIGIT) flags |= HAS_DIGIT;
        else if (upper) flags |= length === 1 ? FIRST_UPPER : LATER_UPPER;
        wordEnd = index + width;
      } else if (kind === JOINER && inWord && this.joiner === 0) {
        this.joiner = code;
      } else {
        if (inWord) {
          this.hash = hash;
          this.length = length;
          this.flags = flags;
          this.wordEnd = wordEnd;
          this.endWord(text);
          inWord = false;
        }
        if (kind === SPACE) {
          this.endToken();
          if (this.terminal) this.endSentence();
          this.terminal = false;
          this.afterDot = false;
        } else if (kind === TERMINAL) {
          this.terminal = true;
          this.afterDot = code === 46;
        } else if (kind === NOT_PROSE) {
          this.tokenNotProse = true;
          this.afterDot = false;
        } else this.afterDot = false;
      }
      index += width - 1;
    }
    this.inWord = inWord;
    this.hash = hash;
    this.length = length;
    this.flags = flags;
    this.wordEnd = wordEnd;
    // A word that goes on in the next piece (after an entity) keeps what it has so far.
    if (inWord) {
      if (length <= PROSE_WORD_CHARS) this.prefix += text.slice(this.wordStart, wordEnd);
      if (this.joiner !== 0) this.joinerCarried = true;
    }
  }

  /** A tag between two pieces of text ends the word and the token, not the sentence. */
  separate(): void {
    if (this.inWord) this.endWord("");
    this.endToken();
    this.afterDot = false;
  }

  /** The end of a block (a paragraph, a heading, a list item) ends the sentence too. */
  endBlock(): void {
    this.separate();
    this.endSentence();
    this.terminal = false;
  }

  finish(): ProseFacts {
    this.endBlock();
    const english =
      this.mode === "lang"
        ? "lang"
        : this.words >= DETECT_MIN_WORDS && this.common / this.words >= DETECT_COMMON_SHARE
          ? "detected"
          : null;
    const lookUp: string[] = [];
    if (english !== null) {
      for (const entry of this.entries.values()) {
        if (entry.lower.length < 2) continue;
        if (entry.seen & SEEN_LOWER) lookUp.push(entry.lower);
        else if (entry.seen & SEEN_STARTING) {
          lookUp.push(`${entry.lower.charAt(0).toUpperCase()}${entry.lower.slice(1)}`);
        }
      }
    }
    this.entries.clear();
    return {
      english,
      sentences: this.sentences,
      words: this.words,
      syllables: this.syllables,
      lookUp,
      unknownWords: null,
      unknownWordCount: 0,
    };
  }

  private startWord(index: number): void {
    this.inWord = true;
    this.wordStart = this.wordEnd = index;
    this.prefix = "";
    this.joinerCarried = false;
    this.hash = FNV_OFFSET;
    this.length = 0;
    this.flags = 0;
    this.joiner = 0;
  }

  private endWord(text: string): void {
    this.inWord = false;
    this.joiner = 0;
    if (this.length > PROSE_WORD_CHARS) return;
    if (this.tokenCount >= TOKEN_WORDS) {
      this.tokenNotProse = true;
      return;
    }
    const hash = this.hash >>> 0;
    // Cut out only a word this page has not used yet (and that is not a number).
    const form =
      this.flags & HAS_DIGIT || this.entries.has(hash)
        ? null
        : this.prefix + text.slice(this.wordStart, this.wordEnd);
    this.tokenHashes[this.tokenCount] = hash;
    this.tokenFlags[this.tokenCount] = this.flags;
    this.tokenForms[this.tokenCount] = form;
    this.tokenCount++;
  }

  private endToken(): void {
    for (let word = 0; word < this.tokenCount; word++) {
      if (!this.tokenNotProse) {
        const hash = this.tokenHashes[word] as number;
        this.commitWord(hash, this.tokenFlags[word] as number, this.tokenForms[word] ?? null);
      }
      this.tokenForms[word] = null;
    }
    this.tokenCount = 0;
    this.tokenNotProse = false;
  }

  private commitWord(hash: number, flags: number, form: string | null): void {
    if (flags & HAS_DIGIT) return;
    let entry = this.entries.get(hash);
    if (!entry) {
      if (form === null) return;
      // V8 keeps a cut of 13 characters or more as a view into the page: the syllable cache and
      // the look-up list outlive the page, so a long word is copied out of it.
      const cut = form.toLowerCase().replace(/\u2019/g, "'");
      const lower = cut.length >= 13 ? ownCopy(cut) : cut;
      entry = { lower, syllables: syllablesOf(lower), common: COMMON_ENGLISH.has(lower), seen: 0 };
      // Past the cap a new word is counted, its syllables too, but not remembered.
      if (this.entries.size < PROSE_DISTINCT_WORDS) this.entries.set(hash, entry);
    }
    this.words++;
    this.sentenceWords++;
    this.syllables += entry.syllables;
    if (entry.common) this.common++;
    // A capital inside a word (an acronym, a brand in camel case) is a name: not looked up; nor
    // is a capitalised word inside a sentence (a proper noun).
    if (flags & LATER_UPPER) return;
    if (!(flags & FIRST_UPPER)) entry.seen |= SEEN_LOWER;
    else if (this.sentenceWords === 1) entry.seen |= SEEN_STARTING;
  }

  private endSentence(): void {
    if (this.sentenceWords === 0) return;
    this.sentences++;
    this.sentenceWords = 0;
  }
}

/** Flesch reading ease (Flesch 1948): 206.835 − 1.015 × words a sentence − 84.6 × syllables a word. */
export function fleschReadingEase(prose: Pick<ProseFacts, "sentences" | "words" | "syllables">) {
  if (prose.words === 0 || prose.sentences === 0) return null;
  return 206.835 - 1.015 * (prose.words / prose.sentences) - 84.6 * (prose.syllables / prose.words);
}
