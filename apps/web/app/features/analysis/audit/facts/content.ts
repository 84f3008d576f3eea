import { FingerprintBuilder } from "./fingerprint";
import { hashWord, mix32 } from "./hashing";
import type { ContentFacts } from "./types";

/** A word: a letter or digit, then letters, digits, apostrophes and hyphens. One pass, no backtracking. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/**
 * Words, an order-sensitive digest, a near-duplicate fingerprint and whether the placeholder text
 * "lorem ipsum" appears, in one pass over the words of the content area.
 */
export function contentFacts(text: string): ContentFacts {
  const fingerprint = new FingerprintBuilder();
  let words = 0;
  let digestA = 0x12345678;
  let digestB = 0x9abcdef0;
  let previous = "";
  let lorem = false;
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    const hash = hashWord(word);
    words++;
    digestA = mix32(digestA ^ hash);
    digestB = mix32((digestB + Math.imul(hash, 0x27d4eb2d)) >>> 0);
    fingerprint.add(hash);
    if (!lorem && previous === "lorem" && word === "ipsum") lorem = true;
    previous = word;
  }
  return {
    words,
    digest: `${words}:${digestA.toString(16)}${digestB.toString(16)}`,
    fingerprint: fingerprint.build(),
    lorem,
  };
}
