import { it } from "vitest";
import { convertInWorker } from "./conversion.js";
import { repeatedKidsPdf } from "../test/hostile-files.js";
it("x", async () => {
  const abandoned = new AbortController().signal;
  for (let i = 0; i < 3; i++) {
    let t = performance.now();
    const r = await convertInWorker(
      {
        data: new TextEncoder().encode("<p>hi</p>"),
        kind: "html",
        pdfOptions: { maxPages: undefined, pages: false, pageMarkers: false },
      },
      { timeoutMs: 60000, abandoned },
    );
    console.log("html", r.type, Math.round(performance.now() - t));
    t = performance.now();
    const p = await convertInWorker(
      {
        data: repeatedKidsPdf(1),
        kind: "pdf",
        pdfOptions: { maxPages: undefined, pages: false, pageMarkers: false },
      },
      { timeoutMs: 60000, abandoned },
    );
    console.log("pdf", p.type, Math.round(performance.now() - t));
  }
}, 120000);
