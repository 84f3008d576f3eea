import { describe, expect, it } from "vitest";
import { NO_STATUS, REDIRECTED_STATUS, isRedirected, pageStatusText } from "./page-status";

describe("a page's status in a table", () => {
  it("gives a 3xx as the provider reported it, and 'redirected' for a redirect it followed, never the final page's 200", () => {
    expect(pageStatusText(301, true)).toBe("301");
    expect(pageStatusText(308, false)).toBe("308");
    expect(pageStatusText(200, true)).toBe(REDIRECTED_STATUS);
    expect(pageStatusText(404, true)).toBe(REDIRECTED_STATUS);
    expect(pageStatusText(null, true)).toBe(REDIRECTED_STATUS);
  });

  it("gives any other status as its code, and says when there is none", () => {
    expect(pageStatusText(200, false)).toBe("200");
    expect(pageStatusText(404, false)).toBe("404");
    expect(pageStatusText(null, false)).toBe(NO_STATUS);
  });

  it("tells a redirect from the same address written another way", () => {
    expect(isRedirected("https://a.test/old", "https://a.test/new")).toBe(true);
    expect(isRedirected("http://a.test/x", "https://a.test/x")).toBe(true);
    expect(isRedirected("https://a.test/about", "https://a.test/about/#team")).toBe(false);
    expect(isRedirected("", "")).toBe(false);
  });
});
