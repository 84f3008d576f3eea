/**
 * Whether `text` takes more than `limit` bytes as UTF-8, the size its WebSocket frame had: one
 * to three bytes per UTF-16 unit, so only a text between `limit / 3` and `limit` units long is
 * counted, and no further than the limit. A surrogate pair is one 4-byte character; a decoded
 * text frame holds no lone surrogate.
 */
export function exceedsUtf8Bytes(text: string, limit: number): boolean {
  if (text.length > limit) return true;
  if (text.length * 3 <= limit) return false;
  let bytes = 0;
  for (let i = 0; i < text.length && bytes <= limit; i++) {
    const unit = text.charCodeAt(i);
    bytes += unit < 0x80 ? 1 : unit < 0x800 || (unit >= 0xd800 && unit <= 0xdfff) ? 2 : 3;
  }
  return bytes > limit;
}
