import { describe, expect, it } from "vitest";
import { ADDRESS_CHARS } from "../facts/types";
import { linkableUrl, pageLink } from "./link";

describe("linkableUrl", () => {
  it.each([
    ["https://example.com/a?b=1#c", "https://example.com/a?b=1#c"],
    ["http://example.com", "http://example.com/"],
    ["HTTPS://EXAMPLE.COM/A", "https://example.com/A"],
    ['https://example.com/"><script>', "https://example.com/%22%3E%3Cscript%3E"],
  ])("links %s as %s", (url, href) => {
    expect(linkableUrl(url)).toBe(href);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "mailto:a@example.com",
    "/relative/path",
    "//example.com/protocol-relative",
    "not a url",
    "",
  ])("does not link %j", (url) => {
    expect(linkableUrl(url)).toBeNull();
  });

  it("links the longest address the engine keeps, whole", () => {
    const url = `https://example.com/${"a".repeat(ADDRESS_CHARS - 20)}`;
    expect(url).toHaveLength(ADDRESS_CHARS);
    expect(pageLink(url).value).toBe(`<a class="url" href="${url}" rel="noreferrer">${url}</a>`);
  });

  it("does not link an address whose escaped form would be longer than the report keeps", () => {
    expect(linkableUrl(`https://example.com/${"<".repeat(ADDRESS_CHARS / 2)}`)).toBeNull();
  });

  it("does not link an address longer than the engine keeps (it was clipped)", () => {
    const long = `https://example.com/${"a".repeat(ADDRESS_CHARS)}`;
    expect(linkableUrl(long)).toBeNull();
  });
});

describe("pageLink", () => {
  it("makes an http(s) URL a link whose text is the URL as crawled", () => {
    expect(pageLink("https://example.com/<b>").value).toBe(
      '<a class="url" href="https://example.com/%3Cb%3E" rel="noreferrer">https://example.com/&lt;b&gt;</a>',
    );
  });

  it("shows any other URL as text", () => {
    expect(pageLink("javascript:alert('x')").value).toBe(
      '<span class="url">javascript:alert(&#39;x&#39;)</span>',
    );
  });

  it("says so when there is no URL, or it is not a string", () => {
    expect(pageLink("").value).toContain("(no URL)");
    expect(pageLink(42).value).toContain("(no URL)");
  });
});
