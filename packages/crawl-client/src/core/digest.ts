/**
 * A 64-bit digest of `text` as 16 hex characters: two 32-bit multiply-xor lanes over its UTF-16
 * code units, each mixed into the other at the end (bryc's cyrb53, keeping all 64 bits), so a
 * one-character change moves both halves. Hand-written because it must run synchronously on every
 * runtime the client supports (Web Crypto digests are async and need a secure context in browsers,
 * `node:crypto` is Node's own); it tells apart the keys of one list or one job, which needs no
 * cryptographic strength: a collision can only make two different keys look the same.
 */
export function digest64(text: string): string {
  let a = 0xdeadbeef;
  let b = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 2654435761);
    b = Math.imul(b ^ code, 1597334677);
  }
  a = Math.imul(a ^ (a >>> 16), 2246822507);
  a ^= Math.imul(b ^ (b >>> 13), 3266489909);
  b = Math.imul(b ^ (b >>> 16), 2246822507);
  b ^= Math.imul(a ^ (a >>> 13), 3266489909);
  return `${hex32(b)}${hex32(a)}`;
}

function hex32(value: number): string {
  return (value >>> 0).toString(16).padStart(8, "0");
}
