/** 32-bit hashing for words and shingles: FNV-1a, then MurmurHash3's finaliser to spread bits. */

export function hashWord(word: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < word.length; index++) {
    hash ^= word.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function mix32(value: number): number {
  let hash = value ^ (value >>> 16);
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

const rotate = (value: number, bits: number) => ((value << bits) | (value >>> (32 - bits))) >>> 0;

/** A hash of three words in order. */
export function hashShingle(first: number, second: number, third: number): number {
  return mix32(first ^ rotate(second, 11) ^ rotate(third, 22) ^ 0x9e3779b9);
}
