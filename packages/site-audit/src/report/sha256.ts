/**
 * SHA-256 (FIPS 180-4) of a string's UTF-8 bytes, in base64: the Content-Security-Policy hash of
 * the report's stylesheet. Written out here because `renderReport` is synchronous and runs where
 * neither `node:crypto` nor a synchronous `crypto.subtle` exists (a browser, a Web Worker).
 */

const K = Uint32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** The eight working words a, b, c, d, e, f, g, h of one round. */
type Words = [number, number, number, number, number, number, number, number];

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** A word of a 32-bit array; every index used is in range by construction. */
const at = (words: Uint32Array, index: number) => words[index] as number;

/** The message padded to a multiple of 64 bytes, ending in its length in bits (big-endian). */
function padded(bytes: Uint8Array): DataView {
  const length = Math.ceil((bytes.length + 9) / 64) * 64;
  const buffer = new Uint8Array(length);
  buffer.set(bytes);
  buffer[bytes.length] = 0x80;
  const view = new DataView(buffer.buffer);
  const bits = bytes.length * 8;
  view.setUint32(length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(length - 4, bits >>> 0);
  return view;
}

function digest(bytes: Uint8Array): Uint8Array {
  const h = Uint32Array.from([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  const view = padded(bytes);
  for (let block = 0; block < view.byteLength; block += 64) {
    for (let t = 0; t < 16; t++) w[t] = view.getUint32(block + t * 4);
    for (let t = 16; t < 64; t++) {
      const a = at(w, t - 15);
      const b = at(w, t - 2);
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[t] = (at(w, t - 16) + s0 + at(w, t - 7) + s1) >>> 0;
    }
    let v = Array.from(h) as Words;
    for (let t = 0; t < 64; t++) {
      const [a, b, c, d, e, f, g, hh] = v;
      const t1 =
        (hh +
          (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) +
          ((e & f) ^ (~e & g)) +
          at(K, t) +
          at(w, t)) >>>
        0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      v = [(t1 + t2) >>> 0, a, b, c, (d + t1) >>> 0, e, f, g];
    }
    v.forEach((value, index) => {
      h[index] = (at(h, index) + value) >>> 0;
    });
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  h.forEach((value, index) => outView.setUint32(index * 4, value));
  return out;
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function base64(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += BASE64.charAt((n >>> 18) & 63) + BASE64.charAt((n >>> 12) & 63);
    out += i + 1 < bytes.length ? BASE64.charAt((n >>> 6) & 63) : "=";
    out += i + 2 < bytes.length ? BASE64.charAt(n & 63) : "=";
  }
  return out;
}

/** The SHA-256 of `text` (as UTF-8), base64: what a CSP `'sha256-…'` source names. */
export function sha256Base64(text: string): string {
  return base64(digest(new TextEncoder().encode(text)));
}
