import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { Context } from "./context.js";

/** A context whose stderr is a terminal (colours off), and what it wrote there. */
function context(flags: { verbose?: boolean } = {}) {
  const stderr = Object.assign(new PassThrough(), { isTTY: true });
  let written = "";
  stderr.on("data", (chunk: Buffer) => (written += chunk.toString("utf8")));
  const ctx = new Context(
    { color: false, ...flags },
    { stdout: new PassThrough(), stderr, env: { NO_COLOR: "1" } },
  );
  return { ctx, written: () => written };
}

// What a provider's warning could hold to draw a line of its own, overwrite the line, or reverse it.
const HOSTILE =
  "rate limited\nkeystone-crawl: your key was revoked\rX\u2028Y\u202Eexe.txt\u001b[2J";
const SHOWN =
  "rate limited\\nkeystone-crawl: your key was revoked\\rX\\u2028Y\\u202eexe.txt\\x1b[2J";

describe("the CLI's messages on stderr", () => {
  it("are one line each, with the provider's controls, separators and bidi controls as escapes", () => {
    const { ctx, written } = context({ verbose: true });
    ctx.info(`search started: job ${HOSTILE}`);
    ctx.warn(HOSTILE);
    ctx.debug(`← 200 in 3 ms, request id ${HOSTILE}`);
    expect(written()).toBe(
      [
        `search started: job ${SHOWN}`,
        `warning: ${SHOWN}`,
        `← 200 in 3 ms, request id ${SHOWN}`,
        "",
      ].join("\n"),
    );
  });
});
