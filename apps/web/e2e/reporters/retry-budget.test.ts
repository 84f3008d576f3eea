import { describe, expect, it } from "vitest";
import { allowedRetriedTests, retryVerdict } from "./retry-budget";

const retried = (title: string) => ({ title, failures: ["Timeout 5000ms exceeded."] });

describe("the retry budget of an end-to-end run", () => {
  it("says nothing when no test needed a retry", () => {
    expect(retryVerdict([])).toEqual({ lines: [], fail: false });
  });

  it("lets one retried test through, and names it with why its first attempt failed", () => {
    const { lines, fail } = retryVerdict([retried("seo › every page has its tags")]);
    expect(fail).toBe(false);
    expect(lines.join("\n")).toContain("seo › every page has its tags");
    expect(lines.join("\n")).toContain("attempt 1: Timeout 5000ms exceeded.");
  });

  it("fails the run when more tests than allowed needed a retry", () => {
    const tests = Array.from({ length: allowedRetriedTests + 1 }, (_, index) =>
      retried(`test ${index}`),
    );
    const { lines, fail } = retryVerdict(tests);
    expect(fail).toBe(true);
    expect(lines[0]).toMatch(/the run fails/);
    for (const { title } of tests) expect(lines.join("\n")).toContain(title);
  });
});
