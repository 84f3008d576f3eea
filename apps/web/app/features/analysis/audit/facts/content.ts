import { FingerprintBuilder } from "./fingerprint";
import { mix32 } from "./hashing";
import type { ContentFacts } from "./types";

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function isAsciiLetterOrDigit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Inside a word: a letter or digit, or an apostrophe or hyphen joining two parts. */
function isJoiner(code: number): boolean {
  return code === 39 || code === 0x2019 || code === 45;
}

function fnv(hash: number, code: number): number {
  return Math.imul(hash ^ code, FNV_PRIME);
}

/** The FNV-1a hash of a lower-case word, as `contentFacts` computes it while scanning. */
function wordHash(word: string): number {
  let hash = FNV_OFFSET;
  for (const char of word.toLowerCase()) hash = fnv(hash, char.codePointAt(0) as number);
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

  /** Reads `text` from `start` to `end`; a word may go on in the next piece. */
  feed(text: string, start = 0, end = text.length): void {
    let hash = this.hash;
    let inWord = this.inWord;
    for (let index = start; index < end; index++) {
      let code = text.charCodeAt(index);
      let letterOrDigit: boolean;
      if (code < 128) {
        letterOrDigit = isAsciiLetterOrDigit(code);
        if (code >= 65 && code <= 90) code |= 0x20;
      } else {
        const point = text.codePointAt(index) as number;
        const char = String.fromCodePoint(point);
        letterOrDigit = LETTER_OR_DIGIT.test(char);
        if (letterOrDigit) code = char.toLowerCase().codePointAt(0) as number;
        if (point > 0xffff) index++;
      }
      if (letterOrDigit) {
        if (!inWord) {
          hash = FNV_OFFSET;
          inWord = true;
        }
        hash = fnv(hash, code);
      } else if (inWord && isJoiner(code)) {
        hash = fnv(hash, code);
      } else if (inWord) {
        this.endWord(hash >>> 0);
        inWord = false;
      }
    }
    this.hash = hash;
    this.inWord = inWord;
  }

  /** Ends the word being read, if any: a tag between two pieces of text separates them. */
  separate(): void {
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

/** The content facts of a whole text (a page's markdown, or a test's). */
export function contentFacts(text: string): ContentFacts {
  const scanner = new ContentScanner();
  scanner.feed(text);
  return scanner.finish();
}
