// Prints figures for a 10,000-page crawl of ~20 KB pages read through size-split status pages:
// time per status page, bytes per page, and the emulator's heap before and after.
import { startEmulator } from "../dist/index.js";

const PAGES = Number(process.env.BENCH_PAGES ?? 10_000);
const PAGE_BYTES = Number(process.env.BENCH_PAGE_BYTES ?? 20_000);

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

const emulator = await startEmulator({
  site: { pages: PAGES, pageBytes: PAGE_BYTES },
  timing: { pageIntervalMs: 0 },
});
try {
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = await fetch(`${emulator.url}/v1/crawl`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      url: "https://bench.example.com/",
      scrapeOptions: { formats: ["markdown", "html"] },
    }),
  }).then((response) => response.json());

  let next = `${emulator.url}/v1/crawl/${started.id}`;
  let documents = 0;
  let bytes = 0;
  let pages = 0;
  let peakRss = 0;
  const startedAt = performance.now();
  while (next) {
    const response = await fetch(next);
    const text = await response.text();
    const page = JSON.parse(text);
    bytes += Buffer.byteLength(text);
    documents += page.data.length;
    pages += 1;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    next = page.next;
  }
  const elapsed = performance.now() - startedAt;
  globalThis.gc?.();
  const heapAfter = process.memoryUsage().heapUsed;

  console.info(`crawl of ${PAGES} pages of ~${PAGE_BYTES} bytes (markdown + html)`);
  console.info(`  documents read        ${documents}`);
  console.info(`  status pages          ${pages} (split at 10 MiB)`);
  console.info(`  bytes transferred     ${megabytes(bytes)}`);
  console.info(`  total time            ${(elapsed / 1000).toFixed(2)} s`);
  console.info(`  time per status page  ${(elapsed / pages).toFixed(0)} ms`);
  console.info(
    `  heap before / after   ${megabytes(heapBefore)} / ${megabytes(heapAfter)} (client and emulator share this process)`,
  );
  console.info(`  peak RSS              ${megabytes(peakRss)}`);
} finally {
  await emulator.close();
}
