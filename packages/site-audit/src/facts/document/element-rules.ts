import { HEAD_ONLY_ELEMENTS } from "./head-rules";

/** Characters kept of a short value: an hreflang, a microdata or RDFa type, a lost tag's name. */
export const SHORT_TEXT_CHARS = 200;
/** The longest attribute name the reader asks for ("http-equiv"): longer ones are not cut out. */
export const LONGEST_READ_ATTRIBUTE = 10;

const hrefOnly = new Set(["href"]);
const srcOnly = new Set(["src"]);
/** Attributes read, per element; every other attribute's value is skipped unread. */
export const READ_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  meta: new Set(["name", "content", "property", "charset", "http-equiv", "itemprop"]),
  link: new Set(["rel", "href", "hreflang", "itemprop"]),
  script: new Set(["type", "src"]),
  base: hrefOnly,
  img: srcOnly,
  iframe: srcOnly,
  audio: srcOnly,
  video: srcOnly,
  source: srcOnly,
  track: srcOnly,
  embed: srcOnly,
  object: new Set(["data"]),
  form: new Set(["action"]),
};
/** Read on any element: microdata and RDFa. */
export const GLOBAL_ATTRIBUTES: ReadonlySet<string> = new Set(["itemscope", "itemtype", "typeof"]);
/** Elements whose `src` (or `data`) is media. */
export const MEDIA: ReadonlySet<string> = new Set([
  "audio",
  "video",
  "source",
  "track",
  "embed",
  "object",
]);
/** `<link rel>` tokens that make the browser fetch the href, beside stylesheets. */
export const FETCHED_LINKS = ["icon", "preload", "modulepreload", "manifest", "apple-touch-icon"];

/** `<link rel>` values HTML allows in body ("body-ok"): such a link works wherever it stands. */
const BODY_OK_LINKS = new Set([
  "dns-prefetch",
  "modulepreload",
  "pingback",
  "preconnect",
  "prefetch",
  "preload",
  "stylesheet",
]);

export const shortText = (text: string) => text.trim().slice(0, SHORT_TEXT_CHARS);
export const tokens = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Whether an element means something only in the head: a title, a base, a meta or a link, except a
 * microdata `<meta itemprop>` or `<link itemprop>` and a body-ok link (a stylesheet), which HTML
 * allows in body.
 */
export function isHeadOnly(name: string, attributes: ReadonlyMap<string, string>): boolean {
  if (!HEAD_ONLY_ELEMENTS.has(name) || attributes.has("itemprop")) return false;
  if (name !== "link") return true;
  const rel = tokens(attributes.get("rel") ?? "");
  return rel.length === 0 || !rel.every((token) => BODY_OK_LINKS.has(token));
}

/** How a lost head tag is named in a finding: `meta name="description"`, `link rel="canonical"`. */
export function describeTag(name: string, attributes: ReadonlyMap<string, string>): string {
  const named = (key: string) => {
    const text = attributes.get(key);
    return text === undefined ? "" : ` ${key}="${shortText(text).toLowerCase()}"`;
  };
  if (name === "meta") {
    const charset = attributes.has("charset") ? " charset" : "";
    return `meta${named("name") || named("property") || named("http-equiv") || charset}`;
  }
  return name === "link" ? `link${named("rel")}` : name;
}
