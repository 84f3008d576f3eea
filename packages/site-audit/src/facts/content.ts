import { FingerprintBuilder } from "./fingerprint";
import { mix32 } from "./hashing";
import { type ProseMode, ProseScanner } from "./prose";
import type { ContentFacts } from "./types";

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** What each ASCII character is to a word: 0 a separator, 1 a letter or digit, 2 a joiner. */
const SEPARATOR = 0;
const LETTER = 1;
const JOINER = 2;
/** Each ASCII character's class and its lower case, looked up rather than computed per character. */
const ASCII_CLASS = new Uint8Array(128);
const ASCII_LOWER = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  const letterOrDigit =
    (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  ASCII_CLASS[code] = letterOrDigit ? LETTER : code === 39 || code === 45 ? JOINER : SEPARATOR;
  ASCII_LOWER[code] = code >= 65 && code <= 90 ? code | 0x20 : code;
}

/** The FNV-1a hash of a lower-case word, as `contentFacts` computes it while scanning. */
function wordHash(word: string): number {
  let hash = FNV_OFFSET;
  for (const char of word.toLowerCase()) {
    hash = Math.imul(hash ^ (char.codePointAt(0) as number), FNV_PRIME);
  }
  return hash >>> 0;
}

const LOREM = wordHash("lorem");
const IPSUM = wordHash("ipsum");

/**
 * Words, an order-sensitive digest, a near-duplicate fingerprint and whether the placeholder text
 * "lorem ipsum" appears, in one pass over the content area's characters, fed piece by piece as the
 * html's tokenizer finds them (no string of the whole text is built). A word is a letter or a
 * digit, then letters, digits, apostrophes and hyphens, lower-cased as it is hashed; no word is
 * ever cut out as a string, since a page of 50 KB holds thousands and the hash is all that is used.
 */
export class ContentScanner {
  private readonly fingerprint = new FingerprintBuilder();
  private words = 0;
  private digestA = 0x12345678;
  private digestB = 0x9abcdef0;
  private previous = 0;
  private lorem = false;
  private hash = FNV_OFFSET;
  private inWord = false;
  /** Readability's and spelling's pass over the same text, for English pages and those without a language. */
  readonly prose: ProseScanner | null;

  constructor(proseMode: ProseMode | null = null) {
    this.prose = proseMode === null ? null : new ProseScanner(proseMode);
  }

  /** Reads `text` from `start` to `end`; a word may go on in the next piece. */
  feed(text: string, start = 0, end = text.length): void {
    this.prose?.feed(text, start, end);
    let hash = this.hash;
    let inWord = this.inWord;
    for (let index = start; index < end; index++) {
      let code = text.charCodeAt(index);
      let kind: number;
      if (code < 128) {
        kind = ASCII_CLASS[code] as number;
        code = ASCII_LOWER[code] as number;
      } else {
        const point = text.codePointAt(index) as number;
        const char = String.fromCodePoint(point);
        if (LETTER_OR_DIGIT.test(char)) {
          kind = LETTER;
          code = char.toLowerCase().codePointAt(0) as number;
        } else kind = point === 0x2019 ? JOINER : SEPARATOR;
        if (point > 0xffff) index++;
      }
      if (kind === LETTER) {
        if (!inWord) {
          hash = FNV_OFFSET;
          inWord = true;
        }
        hash = Math.imul(hash ^ code, FNV_PRIME);
      } else if (!inWord) {
        continue;
      } else if (kind === JOINER) {
        hash = Math.imul(hash ^ code, FNV_PRIME);
      } else {
        this.endWord(hash >>> 0);
        inWord = false;
      }
    }
    this.hash = hash;
    this.inWord = inWord;
  }

  /** Ends the word being read, if any: a tag between two pieces of text separates them. */
  separate(): void {
    this.prose?.separate();
    if (!this.inWord) return;
    this.endWord(this.hash >>> 0);
    this.inWord = false;
  }

  finish(): ContentFacts {
    this.separate();
    return {
      words: this.words,
      digest: `${this.words}:${(this.digestA >>> 0).toString(16)}${(this.digestB >>> 0).toString(16)}`,
      fingerprint: this.fingerprint.build(),
      lorem: this.lorem,
      prose: this.prose?.finish() ?? null,
    };
  }

  private endWord(word: number): void {
    this.words++;
    this.digestA = mix32(this.digestA ^ word);
    this.digestB = mix32((this.digestB + Math.imul(word, 0x27d4eb2d)) >>> 0);
    this.fingerprint.add(word);
    if (this.previous === LOREM && word === IPSUM) this.lorem = true;
    this.previous = word;
  }
}

const BACKTICK = 96;
const TILDE = 126;
const HASH = 35;

/** Whether the line at `start` (to `end`) opens or closes a fenced code block: ``` or ~~~ first. */
function isFence(text: string, start: number, end: number): boolean {
  let at = start;
  while (at < end && text.charCodeAt(at) === 32) at++;
  const mark = text.charCodeAt(at);
  return (
    (mark === BACKTICK || mark === TILDE) &&
    text.charCodeAt(at + 1) === mark &&
    text.charCodeAt(at + 2) === mark
  );
}

/** Whether the line has nothing but white space: a paragraph's end. */
function isBlank(text: string, start: number, end: number): boolean {
  for (let at = start; at < end; at++) if (text.charCodeAt(at) > 32) return false;
  return true;
}

/**
 * The content facts of a whole text (a page's markdown, or a test's), read line by line so that
 * the prose pass knows markdown's blocks: a fenced code block is code, and a blank line or a
 * heading line (`#`) ends a sentence. The words, digest and fingerprint read every line alike.
 */
export function contentFacts(text: string, proseMode: ProseMode | null = null): ContentFacts {
  const scanner = new ContentScanner(proseMode);
  const prose = scanner.prose;
  if (!prose) {
    scanner.feed(text);
    return scanner.finish();
  }
  let inFence = false;
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline + 1;
    const fence = isFence(text, start, end);
    const heading = text.charCodeAt(start) === HASH;
    if (fence || heading || isBlank(text, start, end)) prose.endBlock();
    prose.code = inFence || fence;
    scanner.feed(text, start, end);
    if (heading) prose.endBlock();
    if (fence) inFence = !inFence;
    start = end;
  }
  prose.code = false;
  return scanner.finish();
}
