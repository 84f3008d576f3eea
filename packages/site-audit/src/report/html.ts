import { ADDRESS_CHARS } from "../facts/types";
import { clipText } from "../text/clip-text";

/**
 * Characters of one piece of text the report prints. The engine clips what it keeps, but the
 * report is also fed audits read back from disk (a baseline, `--from`), so it clips again rather
 * than trust that: no title or detail can make the file megabytes long. As long as the longest
 * address the engine keeps, so that a kept address (and a link to it) is never cut.
 */
export const REPORT_TEXT_CHARS = ADDRESS_CHARS;

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** `text` as HTML text or as a quoted attribute's value: it can open no tag and close no quote. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** Markup made by `html` (or `trustedHtml`): interpolated into another template as it is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** What a template takes: markup, text (escaped), or nothing (`null`, `undefined`, `false`). */
export type Interpolation = SafeHtml | string | number | null | undefined | false | Interpolation[];

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  if (value === null || value === undefined || value === false) return "";
  return escapeHtml(clipText(String(value), REPORT_TEXT_CHARS));
}

/**
 * The report's one way to write markup: every interpolation is text (clipped and escaped) unless
 * it is itself the result of `html`, so crawled text can never become markup by someone
 * forgetting to escape it. An interpolation straight after `=` (an unquoted attribute value, which
 * escaping cannot protect) throws, so such a template fails its first test.
 */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? "";
  values.forEach((value, index) => {
    if (/=\s*$/.test(strings[index] ?? "")) {
      throw new Error(`html: quote the attribute value before interpolation ${index}`);
    }
    out += render(value) + (strings[index + 1] ?? "");
  });
  return new SafeHtml(out);
}

/** Markup from the report's own constants (the stylesheet), never from its input. */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
