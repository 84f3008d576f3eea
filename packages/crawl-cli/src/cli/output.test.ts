import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { Interrupts } from "./interrupt.js";
import { forTerminal, ResultOutput } from "./output.js";

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
