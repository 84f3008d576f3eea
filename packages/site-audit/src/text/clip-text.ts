/** Characters of crawled text kept where a finding's note or the history quotes it. */
export const QUOTED_TEXT_CHARS = 300;

/**
 * `text` cut to at most `max` characters, ending in "…" when cut: a title is whatever the crawled
 * page declared, a megabyte included. A UTF-16 surrogate pair is never split.
 */
export function clipText(text: string, max = QUOTED_TEXT_CHARS): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}
