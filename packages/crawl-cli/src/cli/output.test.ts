import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { Interrupts } from "./interrupt.js";
import { forMessageLine, forTerminal, ResultOutput } from "./output.js";

/** What hostile pages put in their text to act on a terminal that prints it. */
const HOSTILE = [
  "\u001b]0;owned\u0007", // window title
  "\u001b]52;c;ZWNobyBoaQ==\u0007", // clipboard write
  "\u001b[2J\u001b[H", // clear screen
  "\u009b31m", // 8-bit CSI
  "\r\u001b[Kfake prompt$ ",
  "\u0000\u0008\u007f",
];

function output(isTTY: boolean) {
  const stream = Object.assign(new PassThrough(), { isTTY });
  let written = "";
  stream.on("data", (chunk: Buffer) => (written += chunk.toString("utf8")));
  return { out: new ResultOutput(stream, new Interrupts()), written: () => written };
}

describe("results on stdout", () => {
  it("lose every control character on a terminal, tabs and new lines kept", () => {
    const { out, written } = output(true);
    out.line(`# Title\t${HOSTILE.join("")}end`);
    expect(written()).toBe("# Title\t]0;owned]52;c;ZWNobyBoaQ==[2J[H31m[Kfake prompt$ end\n");
    const controls = [...written()].filter((char) => char < " " && char !== "\t" && char !== "\n");
    expect(controls).toEqual([]);
    expect(forTerminal("a\nb\tc")).toBe("a\nb\tc");
  });

  it("go to a pipe or a file byte for byte", () => {
    const { out, written } = output(false);
    const text = `# Title${HOSTILE.join("")}`;
    out.write(text);
    expect(written()).toBe(text);
  });

  it("stop quietly when the reader goes away", () => {
    const interrupts = new Interrupts();
    const stream = new PassThrough();
    const out = new ResultOutput(stream, interrupts);
    stream.emit("error", Object.assign(new Error("write EPIPE"), { code: "EPIPE" }));
    expect(out.closed).toBe(true);
    expect(interrupts.reason).toBe("pipe");
    expect(interrupts.signal.aborted).toBe(true);
    out.line("after");
  });
});

describe("provider text in a one-line message", () => {
  it.each([
    [
      "a line feed, which draws a line of its own",
      "ok\nkeystone-crawl: done",
      "ok\\nkeystone-crawl: done",
    ],
    ["a carriage return, which overwrites the line", "bad\rgood", "bad\\rgood"],
    ["a tab", "a\tb", "a\\tb"],
    ["escape and bell (a window title)", "\u001b]0;pwned\u0007", "\\x1b]0;pwned\\x07"],
    ["NUL, backspace and delete", "\u0000\u0008\u007f", "\\x00\\x08\\x7f"],
    ["C1 controls (next line, 8-bit CSI)", "\u0085\u009b31m", "\\x85\\x9b31m"],
    ["the line and paragraph separators", "a\u2028b\u2029c", "a\\u2028b\\u2029c"],
    ["a right-to-left override", "invoice\u202Etxt.exe", "invoice\\u202etxt.exe"],
    [
      "every other bidirectional control",
      "\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u200E\u200F\u061C",
      "\\u202a\\u202b\\u202c\\u202d\\u2066\\u2067\\u2068\\u2069\\u200e\\u200f\\u061c",
    ],
  ])("shows %s as an escape", (_, text, shown) => {
    expect(forMessageLine(text)).toBe(shown);
  });

  it("keeps every printable character, in any script", () => {
    const text = "Café — 東京 مرحبا שלום 😀 ~!@#$%^&*()[]{}\\ 1,000";
    expect(forMessageLine(text)).toBe(text);
  });
});
