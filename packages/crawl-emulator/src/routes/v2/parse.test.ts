import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { PARSE_MAX_FILE_BYTES } from "../../http/upload.js";
import { expectDescribed } from "../../test/described.js";
import { useEmulator } from "../../test/helpers.js";
import { upload } from "../../test/upload.js";

/** A PDF of one line of text per page, made with pdf-lib. */
async function pdfOf(pages: string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    document.addPage([400, 300]).drawText(text, { x: 30, y: 250, size: 14, font });
  }
  document.setTitle("Quarterly report");
  return document.save();
}

describe("POST /v2/parse", () => {
  it("reads a text file as it is", async () => {
    const emulator = await useEmulator();
    const answer = await upload(emulator, {
      data: "# Notes\n\nPlain text, kept as written.\n",
      filename: "notes.md",
      type: "text/markdown",
    });
    expectDescribed(answer, "/parse", "post");
    expect(answer.body.data.markdown).toBe("# Notes\n\nPlain text, kept as written.\n");
    expect(answer.body.data.metadata).toMatchObject({
      contentType: "text/plain",
      statusCode: 200,
      creditsUsed: 1,
    });
  });

  it("turns HTML into markdown, with its title, links, images and the formats asked for", async () => {
    const emulator = await useEmulator();
    const html =
      "<html><head><title>Price list</title><script>alert(1)</script></head><body>" +
      '<h1>Prices</h1><p>See <a href="https://shop.example.com/a">the shop</a>.</p>' +
      '<img src="https://shop.example.com/logo.png" alt="logo"></body></html>';
    const answer = await upload(
      emulator,
      { data: html, filename: "prices.html", type: "text/html" },
      { formats: ["markdown", { type: "links" }, "images", "html"] },
    );
    expectDescribed(answer, "/parse", "post");
    expect(answer.body.data).toMatchObject({
      markdown:
        "# Prices\n\nSee [the shop](https://shop.example.com/a).\n\n![logo](https://shop.example.com/logo.png)",
      links: ["https://shop.example.com/a"],
      images: ["https://shop.example.com/logo.png"],
      html,
      metadata: { title: "Price list", contentType: "text/html" },
    });
  });

  it("reads a PDF's text page by page, with its pages, markers and page limit", async () => {
    const emulator = await useEmulator();
    const data = await pdfOf(["First page of the report", "Second page: results", "Third"]);
    const whole = await upload(emulator, { data, filename: "report.pdf", type: "application/pdf" });
    expectDescribed(whole, "/parse", "post");
    expect(whole.body.data.markdown).toBe(
      "First page of the report\n\nSecond page: results\n\nThird",
    );
    expect(whole.body.data.metadata).toMatchObject({
      title: "Quarterly report",
      contentType: "application/pdf",
      numPages: 3,
      totalPages: 3,
      creditsUsed: 3,
    });
    const paged = await upload(
      emulator,
      { data, filename: "report.pdf" },
      { parsers: [{ type: "pdf", maxPages: 2, pages: true, pageMarkers: true }] },
    );
    expectDescribed(paged, "/parse", "post");
    expect(paged.body.data.markdown).toBe(
      "First page of the report\n\n---\n\n<!-- page 2 -->\n\nSecond page: results",
    );
    expect(paged.body.data.pages).toEqual([
      { pageNumber: 1, markdown: "First page of the report" },
      { pageNumber: 2, markdown: "Second page: results" },
    ]);
    expect(paged.body.data.metadata).toMatchObject({ numPages: 2, totalPages: 3 });
  });

  it("refuses a file over 50 MiB, naming the limit", async () => {
    const emulator = await useEmulator();
    const answer = await upload(emulator, {
      data: new Uint8Array(PARSE_MAX_FILE_BYTES + 1),
      filename: "big.txt",
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      success: false,
      error: "File too large: the limit is 50 MiB (52428800 bytes)",
    });
  });

  it("answers a request that is not the upload expected, or that it cannot read, with typed errors", async () => {
    const emulator = await useEmulator();
    const invalid = {
      success: false,
      code: "BAD_REQUEST",
      error: "Invalid multipart form-data request.",
    };
    const asJson = await fetch(`${emulator.url}/v2/parse`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ file: "x" }),
    });
    expect(asJson.status).toBe(400);
    expect(await asJson.json()).toEqual(invalid);
    expect(await upload(emulator, undefined, { formats: ["markdown"] })).toMatchObject({
      status: 400,
      body: invalid,
    });
    const office = await upload(emulator, { data: "PK", filename: "deck.pptx" });
    expect(office.status).toBe(400);
    expect(office.body.error).toMatch(/^Unsupported file type: deck\.pptx/);
    const badJson = await upload(emulator, { data: "x", filename: "a.txt" }, "{not json");
    expect(badJson.body).toMatchObject({ code: "BAD_REQUEST", details: [{ path: ["options"] }] });
    const screenshot = await upload(
      emulator,
      { data: "x", filename: "a.txt" },
      { formats: ["screenshot"] },
    );
    expect(screenshot.body.details[0].message).toBe(
      "The screenshot format is not supported for /parse uploads",
    );
    const broken = await upload(emulator, { data: "%PDF-1.7 not really", filename: "broken.pdf" });
    expect(broken.status).toBe(500);
    expect(broken.body).toMatchObject({ success: false, code: "UNKNOWN_ERROR" });
    expect(broken.body.error).toMatch(/^\(Internal server error\) - Failed to parse broken\.pdf: /);
  });
});
