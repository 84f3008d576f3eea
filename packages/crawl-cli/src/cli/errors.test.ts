import {
  AuthenticationError,
  FirecrawlError,
  PaginationStalledError,
  RateLimitError,
  ValidationError,
} from "@keystone/crawl-client";
import { describe, expect, it } from "vitest";
import { describeError, ExitError, exitCodeOf, UsageError } from "./errors.js";
import { EXIT } from "./exit-codes.js";

describe("errors", () => {
  it("map to the documented exit codes", () => {
    expect(EXIT).toEqual({
      ok: 0,
      failure: 1,
      usage: 2,
      partial: 3,
      gateFailed: 4,
      interrupted: 130,
    });
    expect(exitCodeOf(new UsageError("--limit", "bad"))).toBe(2);
    expect(exitCodeOf(new ValidationError("Invalid apiUrl", "apiUrl"))).toBe(2);
    expect(exitCodeOf(new ExitError("kept 10 of 20", EXIT.partial))).toBe(3);
    expect(exitCodeOf(new ExitError("", EXIT.interrupted))).toBe(130);
    expect(exitCodeOf(new ExitError("", EXIT.gateFailed))).toBe(4);
    expect(exitCodeOf(new AuthenticationError("Unauthorized", 401))).toBe(1);
    expect(exitCodeOf(new Error("boom"))).toBe(1);
  });

  it("read as one line with the status, the provider's code and message; the request id with --verbose", () => {
    const error = new RateLimitError("Rate limit exceeded\nretry later", undefined, {
      code: "RATE_LIMIT_EXCEEDED",
      requestId: "req-42",
    });
    expect(describeError(error, false)).toBe(
      "RateLimitError HTTP 429 RATE_LIMIT_EXCEEDED: Rate limit exceeded retry later",
    );
    expect(describeError(error, true)).toBe(
      "RateLimitError HTTP 429 RATE_LIMIT_EXCEEDED: Rate limit exceeded retry later (request id req-42)",
    );
    expect(describeError(new FirecrawlError("socket hang up", 0), false)).toBe(
      "FirecrawlError: socket hang up",
    );
  });

  it("name the flag the SDK refused, and show terminal escapes a server could send as escapes", () => {
    expect(describeError(new ValidationError("is not a URL", "apiUrl"), false)).toBe(
      "--api-url: is not a URL",
    );
    expect(
      describeError(new FirecrawlError("bad\u001b[2J\u001b]0;pwned\u0007 thing", 500), false),
    ).toBe("FirecrawlError HTTP 500: bad\\x1b[2J\\x1b]0;pwned\\x07 thing");
  });

  it("stay one line that reads as sent: separators and bidirectional controls shown as escapes", () => {
    const error = new FirecrawlError(
      "Quota\u2028keystone-crawl: key revoked\u2029see \u202Etxt.exe\u2066x\u2069",
      402,
    );
    expect(describeError(error, false)).toBe(
      "FirecrawlError HTTP 402: Quota\\u2028keystone-crawl: key revoked\\u2029see \\u202etxt.exe\\u2066x\\u2069",
    );
  });

  it("keep a stalled server's partial result apart (exit 3 is the follow loop's, with what was kept)", () => {
    const stalled = new PaginationStalledError("paging stalled", {
      jobId: "x",
      partialData: [],
      received: 1,
      expected: 2,
    });
    expect(exitCodeOf(stalled)).toBe(1);
  });
});
