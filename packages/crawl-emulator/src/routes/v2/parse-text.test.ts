import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { UPLOAD_BLOCK_BYTES } from "../../http/upload-blocks.js";
import { conversionWorkers } from "../../parse/conversion.js";
import { PARSE_LIMITS } from "../../parse/limits.js";
import { call, useEmulator } from "../../test/helpers.js";
import { repeatedKidsPdf } from "../../test/hostile-files.js";
import { upload } from "../../test/upload.js";

const TEXT = { filename: "notes.txt", type: "text/plain" };
const SLOW_PDF = { filename: "slow.pdf", type: "application/pdf" };

/** A text of about `bytes` UTF-8 bytes whose characters take 1 to 4 bytes each (24 a line). */
function mixedText(bytes: number): string {
  return "plain é € 😀 words\n".repeat(Math.ceil(bytes / 24));
}

/** Which comes first: a conversion worker starting, or the upload's answer. */
function firstOf(answer: Promise<unknown>): Promise<"worker" | "answer"> {
  return Promise.race([
    once(conversionWorkers, "start").then(() => "worker" as const),
    answer.then(() => "answer" as const),
  ]);
}

describe("POST /v2/parse, text converted in the worker under the PDF's limits", () => {
  it("reads a text of several blocks whole, characters on a block's edge included", async () => {
    const emulator = await useEmulator();
    const text = mixedText(3 * UPLOAD_BLOCK_BYTES + 7);
    expect(new TextEncoder().encode(text).byteLength).toBeGreaterThan(3 * UPLOAD_BLOCK_BYTES);
    const answer = await upload(emulator, { ...TEXT, data: text }, { formats: ["markdown"] });
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    expect(answer.body.data.markdown === text).toBe(true);
    expect(answer.body.data.metadata).toMatchObject({ contentType: "text/plain", creditsUsed: 1 });
  });

  it("answers a plain request sent while a 16 MiB text converts before the text", async () => {
    const emulator = await useEmulator();
    const answered: string[] = [];
    const text = upload(emulator, { ...TEXT, data: "a line of words\n".repeat(1024 * 1024) }).then(
      (answer) => {
        answered.push("text");
        return answer;
      },
    );
    expect(await firstOf(text)).toBe("worker");
    const plain = await call(emulator, "GET", "/__emulator/stats");
    answered.push("plain");
    expect(plain.status).toBe(200);
    const converted = await text;
    expect(converted.status).toBe(200);
    expect(converted.body.data.markdown).toHaveLength(16 * 1024 * 1024);
    expect(answered).toEqual(["plain", "text"]);
    expect(conversionWorkers.alive).toBe(0);
  });

  it("waits for a slot as a PDF does: with both held, its deadline answers the PDF's 408", async () => {
    const emulator = await useEmulator();
    let starts = 0;
    const bothStarted = new Promise<void>((resolve) => {
      const count = () => {
        if (++starts === PARSE_LIMITS.maxConversions) {
          conversionWorkers.off("start", count);
          resolve();
        }
      };
      conversionWorkers.on("start", count);
    });
    const pdfs = Array.from({ length: PARSE_LIMITS.maxConversions }, () =>
      upload(emulator, { ...SLOW_PDF, data: repeatedKidsPdf(PARSE_LIMITS.maxPdfPages) }),
    );
    await bothStarted;
    const text = await upload(emulator, { ...TEXT, data: "# Notes\n" }, { timeout: 50 });
    expect(text.status, text.text).toBe(408);
    expect(text.body).toEqual({
      success: false,
      code: "SCRAPE_TIMEOUT",
      error: "Parse timed out after 50 ms",
    });
    expect(starts).toBe(PARSE_LIMITS.maxConversions);
    expect((await Promise.all(pdfs)).map((answer) => answer.status)).toEqual([200, 200]);
    expect(conversionWorkers.alive).toBe(0);
  });

  it("answers 408 at the deadline of a text's conversion, with its worker already gone", async () => {
    const emulator = await useEmulator();
    const ended = once(conversionWorkers, "end");
    const answer = await upload(
      emulator,
      { ...TEXT, data: "a line of words\n".repeat(1024 * 1024) },
      { timeout: 1 },
    );
    expect(answer.status, answer.text.slice(0, 200)).toBe(408);
    expect(answer.body.error).toBe("Parse timed out after 1 ms");
    expect(await ended).toEqual(["timedOut"]);
    expect(conversionWorkers.alive).toBe(0);
  });
});
