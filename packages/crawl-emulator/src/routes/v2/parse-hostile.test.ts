import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { conversionWorkers } from "../../parse/conversion.js";
import { PARSE_LIMITS } from "../../parse/limits.js";
import { call, useEmulator } from "../../test/helpers.js";
import {
  flateBombPdf,
  hiddenFlateBombPdf,
  nestedHtml,
  repeatedKidsPdf,
} from "../../test/hostile-files.js";
import { upload } from "../../test/upload.js";

const PDF = { filename: "hostile.pdf", type: "application/pdf" };
const HTML = { filename: "hostile.html", type: "text/html" };

describe("POST /v2/parse, given hostile files", () => {
  it("refuses a page tree that repeats one page 20,000 times, past the page limit", async () => {
    const emulator = await useEmulator();
    const answer = await upload(emulator, { ...PDF, data: repeatedKidsPdf(20_000) });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      code: "BAD_REQUEST",
      error: "The PDF has 20000 pages, past the limit of 1000",
    });
    expect(conversionWorkers.alive).toBe(0);
  });

  it("refuses a PDF whose stream inflates past the limit, before inflating it whole", async () => {
    const emulator = await useEmulator();
    const bomb = await flateBombPdf(PARSE_LIMITS.maxPdfStreamBytes + 1024 * 1024);
    expect(bomb.byteLength).toBeLessThan(PARSE_LIMITS.maxPdfStreamBytes / 500);
    const answer = await upload(emulator, { ...PDF, data: bomb });
    expect(answer.status, answer.text).toBe(413);
    expect(answer.body).toEqual({
      success: false,
      error: "A stream of the PDF inflates past the limit of 64 MiB (67108864 bytes)",
    });
    expect(conversionWorkers.alive).toBe(0);
  });

  it("refuses a bomb whose data hides an endstream keyword, inflating up to the stream's own end", async () => {
    const emulator = await useEmulator();
    const bomb = await hiddenFlateBombPdf(PARSE_LIMITS.maxPdfStreamBytes + 1024 * 1024);
    const answer = await upload(emulator, { ...PDF, data: bomb });
    expect(answer.status, answer.text).toBe(413);
    expect(answer.body.error).toBe(
      "A stream of the PDF inflates past the limit of 64 MiB (67108864 bytes)",
    );
    expect(conversionWorkers.alive).toBe(0);
  });

  it("still reads a PDF with a stream under the limit", async () => {
    const emulator = await useEmulator();
    const answer = await upload(emulator, { ...PDF, data: await flateBombPdf(1024 * 1024) });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toMatchObject({ markdown: "", metadata: { numPages: 1 } });
  });

  it("refuses HTML over the size limit with a 413", async () => {
    const emulator = await useEmulator();
    const flat = "<p>word</p>".repeat(Math.ceil(PARSE_LIMITS.maxHtmlBytes / 11) + 1);
    const answer = await upload(emulator, { ...HTML, data: flat });
    expect(answer.status, answer.text).toBe(413);
    expect(answer.body).toEqual({
      success: false,
      error: "HTML too large: the limit is 2 MiB (2097152 bytes)",
    });
    expect(conversionWorkers.alive).toBe(0);
  });

  it.each([
    { divs: 510, status: 200 }, // with <html> and <body>, 512 levels: the limit
    { divs: 511, status: 400 },
    { divs: 50_000, status: 400 },
  ])("answers HTML of $divs nested divs with $status", async ({ divs, status }) => {
    const emulator = await useEmulator();
    const answer = await upload(emulator, { ...HTML, data: nestedHtml(divs) });
    expect(answer.status, answer.text).toBe(status);
    if (status === 200) expect(answer.body.data.markdown).toBe("deep");
    else {
      expect(answer.body).toEqual({
        success: false,
        code: "BAD_REQUEST",
        error: "The HTML nests elements deeper than the limit of 512 levels",
      });
    }
    expect(conversionWorkers.alive).toBe(0);
  });

  it("answers a plain request sent while a slow PDF converts before the PDF", async () => {
    const emulator = await useEmulator();
    const answered: string[] = [];
    const started = once(conversionWorkers, "start");
    const slow = upload(emulator, { ...PDF, data: repeatedKidsPdf(PARSE_LIMITS.maxPdfPages) }).then(
      (answer) => {
        answered.push("pdf");
        return answer;
      },
    );
    await started;
    const plain = await call(emulator, "GET", "/v2/team/credit-usage");
    answered.push("plain");
    expect(plain.status).toBe(200);
    const pdf = await slow;
    expect(pdf.status, pdf.text).toBe(200);
    expect(pdf.body.data.metadata).toMatchObject({ numPages: 1000, totalPages: 1000 });
    expect(answered).toEqual(["plain", "pdf"]);
    expect(conversionWorkers.alive).toBe(0);
  });

  it("runs at most two conversions at once, the others waiting their turn", async () => {
    const emulator = await useEmulator();
    let most = 0;
    const count = () => (most = Math.max(most, conversionWorkers.alive));
    conversionWorkers.on("start", count);
    try {
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          upload(emulator, { ...PDF, data: repeatedKidsPdf(PARSE_LIMITS.maxPdfPages) }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    } finally {
      conversionWorkers.off("start", count);
    }
    expect(most).toBe(PARSE_LIMITS.maxConversions);
    expect(conversionWorkers.alive).toBe(0);
  });

  it("answers 408 at the request's deadline, with the worker already gone", async () => {
    const emulator = await useEmulator();
    const answer = await upload(
      emulator,
      { ...PDF, data: repeatedKidsPdf(PARSE_LIMITS.maxPdfPages) },
      { timeout: 50 },
    );
    expect(answer.status, answer.text).toBe(408);
    expect(answer.body).toEqual({
      success: false,
      code: "SCRAPE_TIMEOUT",
      error: "Parse timed out after 50 ms",
    });
    expect(conversionWorkers.alive).toBe(0);
  });

  it("stops the conversion when the client goes away", async () => {
    const emulator = await useEmulator();
    const client = new AbortController();
    const started = once(conversionWorkers, "start");
    const ended = once(conversionWorkers, "end");
    const request = upload(
      emulator,
      { ...PDF, data: repeatedKidsPdf(PARSE_LIMITS.maxPdfPages) },
      undefined,
      client.signal,
    );
    await started;
    client.abort();
    await expect(request).rejects.toThrow();
    expect(await ended).toEqual(["abandoned"]);
    expect(conversionWorkers.alive).toBe(0);
  });
});
