import { describe, expect, it } from "vitest";
import { REPORT_TEXT_CHARS, SafeHtml, escapeHtml, html, trustedHtml } from "./html";

describe("escapeHtml", () => {
  it("turns each of & < > \" ' into its entity and leaves other text alone", () => {
    expect(escapeHtml(`a & b < c > d " e ' f é 😀`)).toBe(
      "a &amp; b &lt; c &gt; d &quot; e &#39; f é 😀",
    );
  });

  it("escapes an entity's own ampersand, so &lt; in crawled text reads as &lt;", () => {
    expect(escapeHtml("&lt;script&gt;")).toBe("&amp;lt;script&amp;gt;");
  });
});

describe("html", () => {
  it("escapes every interpolated string, in text and in a quoted attribute", () => {
    const title = '"><img src=x onerror="window.__pwned=2">';
    expect(html`<p title="${title}">${title}</p>`.value).toBe(
      '<p title="&quot;&gt;&lt;img src=x onerror=&quot;window.__pwned=2&quot;&gt;">&quot;&gt;&lt;img src=x onerror=&quot;window.__pwned=2&quot;&gt;</p>',
    );
  });

  it("keeps markup made by html as it is, so nesting never escapes twice", () => {
    const inner = html`<b>${"<i>"}</b>`;
    expect(html`<p>${inner}</p>`.value).toBe("<p><b>&lt;i&gt;</b></p>");
  });

  it("joins arrays and writes nothing for null, undefined and false", () => {
    const items = ["<a>", "b"].map((text) => html`<li>${text}</li>`);
    expect(html`${items}${null}${undefined}${false}`.value).toBe("<li>&lt;a&gt;</li><li>b</li>");
  });

  it("writes numbers as text", () => {
    expect(html`<span>${1234}</span>`.value).toBe("<span>1234</span>");
  });

  it("treats an object that is not SafeHtml (read from a file) as text", () => {
    const forged = { value: "<script>x()</script>", toString: () => "<script>x()</script>" };
    expect(html`<p>${forged as unknown as string}</p>`.value).toBe(
      "<p>&lt;script&gt;x()&lt;/script&gt;</p>",
    );
  });

  it("clips a long string before escaping it, and never cuts an entity", () => {
    const long = "<".repeat(REPORT_TEXT_CHARS * 10);
    const out = html`${long}`.value;
    expect(out).toBe(`${"&lt;".repeat(REPORT_TEXT_CHARS - 1)}…`);
  });

  it("refuses an interpolation in an unquoted attribute value, which escaping cannot protect", () => {
    expect(() => html`<a href=${"x onmouseover=alert(1)"}>x</a>`).toThrow(/quote the attribute/);
    expect(() => html`<a href=${"x"}>x</a>`).toThrow(/quote the attribute/);
  });

  it("lets only trustedHtml (the report's own constants) through unescaped", () => {
    expect(trustedHtml("<style>a{}</style>")).toBeInstanceOf(SafeHtml);
    expect(html`${trustedHtml("<br>")}`.value).toBe("<br>");
  });
});
