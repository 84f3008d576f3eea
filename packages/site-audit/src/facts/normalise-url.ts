/** `text` without the `/` characters at its end; a loop, where `/\/+$/` was quadratic on a run of them. */
function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === "/") end--;
  return text.slice(0, end);
}

/** The URL without fragment or trailing slash, or null for anything but http(s). */
export function normaliseUrl(href: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  url.hash = "";
  if (url.pathname.length > 1) url.pathname = withoutTrailingSlashes(url.pathname);
  return url.href.endsWith("/") ? url.href.slice(0, -1) : url.href;
}
