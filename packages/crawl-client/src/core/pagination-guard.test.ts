import { describe, expect, it } from "vitest";
import { digest64 } from "./digest.js";
import { InvalidResponseError, PaginationLimitError, PaginationLoopError } from "./errors.js";
import { MAX_LINK_CHARS, PaginationGuard } from "./pagination-guard.js";

describe("PaginationGuard", () => {
  it("follows a link of MAX_LINK_CHARS characters and refuses one a character longer", () => {
    const guard = new PaginationGuard("the list");
    expect(() => guard.follow("a".repeat(MAX_LINK_CHARS))).not.toThrow();
    expect(() => guard.follow("b".repeat(MAX_LINK_CHARS + 1))).toThrow(InvalidResponseError);
    // The refused link was not counted as followed: the next one of the same length is new.
    expect(() => guard.follow("b".repeat(MAX_LINK_CHARS))).not.toThrow();
  });

  it("knows a link met again, after a thousand others of the same padded shape", () => {
    const guard = new PaginationGuard("the list");
    const link = (n: number) => `https://api.test/v2/x?page=${n}&pad=${"x".repeat(4_000)}`;
    for (let n = 0; n < 1_000; n++) guard.follow(link(n));
    expect(() => guard.follow(link(500))).toThrow(PaginationLoopError);
  });

  it("a pager's cap leaves partialData empty; a gathering read's holds what it gathered", () => {
    const pager = new PaginationGuard("the list", { items: 2 });
    pager.take(2);
    expect(() => pager.take()).toThrow(PaginationLimitError);
    const gathered = ["a", "b"];
    const read = new PaginationGuard("the list", { items: 2 }, gathered);
    read.take(2);
    let error: unknown;
    try {
      read.take();
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ limit: "items", max: 2, partialData: gathered });
  });
});

describe("digest64", () => {
  it("is 16 hex characters whatever the text's length, and moves with one character", () => {
    const long = "x".repeat(100_000);
    expect(digest64("")).toMatch(/^[0-9a-f]{16}$/);
    expect(digest64(long)).toMatch(/^[0-9a-f]{16}$/);
    expect(digest64(`${long}y`)).not.toBe(digest64(`${long}z`));
    expect(digest64(long)).toBe(digest64("x".repeat(100_000)));
  });

  it("gives 100,000 links that differ in one number 100,000 digests, both halves distinct", () => {
    const digests = Array.from({ length: 100_000 }, (_, n) => digest64(`/v2/crawl/id?skip=${n}`));
    expect(new Set(digests).size).toBe(100_000);
    expect(new Set(digests.map((digest) => digest.slice(0, 8))).size).toBeGreaterThan(99_990);
    expect(new Set(digests.map((digest) => digest.slice(8))).size).toBeGreaterThan(99_990);
  });
});
