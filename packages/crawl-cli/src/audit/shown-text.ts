/** Characters of crawled text shown in one message line: enough to recognise it. */
const SHOWN_CHARS = 160;

/**
 * Characters that act on a terminal or on how a line reads rather than showing as themselves:
 * C0 and C1 controls (line feeds, escape sequences), DEL, the line and paragraph separators, the
 * bidirectional controls (a right-to-left override reverses what follows), zero-width characters
 * and the byte order mark, and lone surrogates.
 */
const UNSHOWABLE =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is matched
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|\p{Cs}/gu;

/**
 * Crawled or folder text (a URL, a file name from a manifest line) as one message line shows it:
 * cut to a readable length, and each character that could act instead of show written as an
 * escape (`\u{202e}`), so that a line feed cannot draw a fake second line, nor a right-to-left
 * override reverse the text, nor an escape sequence reach the terminal.
 */
export function shownText(text: string, max = SHOWN_CHARS): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return cut.replace(
    UNSHOWABLE,
    (char) => `\\u{${(char.codePointAt(0) as number).toString(16).padStart(4, "0")}}`,
  );
}

/** `shownText` in double quotes, for a value inside a sentence. */
export function quoted(text: string, max = SHOWN_CHARS): string {
  return `"${shownText(text, max).replace(/"/g, '\\"')}"`;
}
