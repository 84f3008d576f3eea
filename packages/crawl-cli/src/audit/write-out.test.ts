import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { Interrupts } from "../cli/interrupt.js";
import { ResultOutput } from "../cli/output.js";
import { writeOut } from "./write-out.js";

/** A pipe whose reader is slow: each write is taken a turn of the event loop later. */
function slowPipe() {
  let received = 0;
  let peakQueued = 0;
  const stream = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _encoding, callback) {
      peakQueued = Math.max(peakQueued, stream.writableLength);
      setImmediate(() => {
        received += chunk.length;
        callback();
      });
    },
  });
  return { stream, received: () => received, peakQueued: () => peakQueued };
}

describe("writeOut", () => {
  it("resolves only once every byte has reached the reader, holding a bounded amount meanwhile", async () => {
    const pipe = slowPipe();
    const out = new ResultOutput(pipe.stream, new Interrupts());
    const piece = "x".repeat(1024);
    const pieces = Array.from({ length: 3 * 1024 }, () => piece);
    await writeOut(out, pipe.stream, pieces);
    expect(pipe.received()).toBe(3 * 1024 * 1024);
    // Written a batch at a time, waiting for each to drain: never the whole text queued at once.
    expect(pipe.peakQueued()).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it("stops quietly when the reader has gone", async () => {
    const stream = new Writable({
      write(_chunk, _encoding, callback) {
        callback(Object.assign(new Error("EPIPE"), { code: "EPIPE" }));
      },
    });
    const interrupts = new Interrupts();
    const out = new ResultOutput(stream, interrupts);
    await writeOut(out, stream, ["a".repeat(2 * 1024 * 1024), "b"]);
    expect(out.closed).toBe(true);
    expect(interrupts.reason).toBe("pipe");
  });
});
