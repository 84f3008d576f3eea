// Prints what a `/v2/parse` conversion costs now that uploads of every kind run in a worker thread:
// the median answer time of small uploads (against the same conversion on the event loop, as
// before), and for each hostile upload its answer, how long it took, the process's peak RSS while
// it ran, the latency of a plain request sent meanwhile, and the threads left once it answered
// (read from /proc: the emulator is the built one, whose worker count this script cannot import).
// Run with `pnpm bench:parse` (tsx loads the TypeScript sources for the in-thread baseline and
// the hostile files).
import { PDFDocument, StandardFonts } from "pdf-lib";
import { startEmulator } from "../dist/index.js";
import { parseFile } from "../src/parse/convert.ts";
import { readdirSync } from "node:fs";
import { flateBombPdf, nestedHtml, repeatedKidsPdf } from "../src/test/hostile-files.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PDF_OPTIONS = { maxPages: undefined, pages: false, pageMarkers: false };
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function smallPdf() {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([400, 300]).drawText("One page", { x: 30, y: 250, size: 14, font });
  return document.save();
}

async function upload(emulator, data, filename, options) {
  const form = new FormData();
  if (options) form.append("options", JSON.stringify(options));
  form.append("file", new Blob([data]), filename);
  const response = await fetch(`${emulator.url}/v2/parse`, { method: "POST", body: form });
  return { status: response.status, body: await response.json() };
}

const threads = () => readdirSync("/proc/self/task").length;

/**
 * Resolves true once the process has more threads than `before` (the conversion worker started),
 * or false once `answered` says the upload was answered first.
 */
async function workerStarted(before, answered) {
  while (threads() <= before) {
    if (answered()) return false;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return true;
}

async function timed(action) {
  const started = performance.now();
  const result = await action();
  return { ms: performance.now() - started, result };
}

const emulator = await startEmulator({});
try {
  const small = {
    text: ["notes.txt", "text", new TextEncoder().encode("# Notes\n\nA line.\n")],
    html: ["page.html", "html", new TextEncoder().encode("<h1>Title</h1><p>A line.</p>")],
    pdf: ["report.pdf", "pdf", await smallPdf()],
  };
  console.info(
    `small uploads, median of ${ROUNDS} (ms): in the event loop (before) / over HTTP with a worker (now)`,
  );
  for (const [name, [filename, kind, data]] of Object.entries(small)) {
    await parseFile(data, kind, PDF_OPTIONS);
    const before = [];
    const now = [];
    for (let round = 0; round < ROUNDS; round++) {
      before.push((await timed(() => parseFile(data, kind, PDF_OPTIONS))).ms);
      now.push((await timed(() => upload(emulator, data, filename))).ms);
    }
    console.info(
      `  ${name.padEnd(5)} ${median(before).toFixed(1).padStart(7)} / ${median(now).toFixed(1).padStart(7)}`,
    );
  }

  const hostile = [
    ["20,000 repeated page references", "kids.pdf", repeatedKidsPdf(20_000)],
    ["1,000 repeated page references", "kids.pdf", repeatedKidsPdf(1_000)],
    ["400 MiB flate bomb", "bomb.pdf", await flateBombPdf(400 * 1024 * 1024)],
    ["50,000 nested divs", "deep.html", new TextEncoder().encode(nestedHtml(50_000))],
    ["5.5 MB flat HTML", "flat.html", new TextEncoder().encode("<p>word word</p>".repeat(350_000))],
    [
      "2 MB flat HTML (under the cap)",
      "flat.html",
      new TextEncoder().encode("<p>word word</p>".repeat(120_000)),
    ],
  ];
  console.info(
    "hostile uploads: status, answer ms, peak RSS, plain request ms, threads before -> after",
  );
  for (const [name, filename, data] of hostile) {
    globalThis.gc?.();
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const threadsBefore = threads();
    let answered = false;
    const answer = timed(() => upload(emulator, data, filename, { timeout: 10_000 }));
    void answer.then(() => (answered = true));
    // Refused before any worker started, the upload has no plain request beside it.
    const plain = (await workerStarted(threadsBefore, () => answered))
      ? await timed(() => fetch(`${emulator.url}/v2/team/credit-usage`).then((r) => r.text()))
      : { ms: undefined };
    const { ms, result } = await answer;
    clearInterval(sampler);
    console.info(
      `  ${name.padEnd(32)} ${result.status} ${ms.toFixed(0).padStart(6)} ms  ${mib(peak).padStart(8)}  ${plain.ms === undefined ? "no worker" : `${plain.ms.toFixed(1).padStart(6)} ms`}  ${threadsBefore} -> ${threads()}`,
    );
  }
} finally {
  await emulator.close();
}
