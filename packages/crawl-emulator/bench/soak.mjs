// Shows that the emulator's memory stays flat however many jobs it serves: many crawls, each read
// to its last status page, under a small `maxStoredDocuments`, printing the heap as it goes; then
// a hostile run of large request bodies (v2 scrapes padded to 9 MiB, which keep none of it, and
// extract jobs whose 9 MiB schema they keep, within `maxStoredBytes`).
import { startEmulator } from "../dist/index.js";

const CRAWLS = Number(process.env.SOAK_CRAWLS ?? 2_000);
const PAGES = Number(process.env.SOAK_PAGES ?? 50);
const MAX_STORED_DOCUMENTS = Number(process.env.SOAK_MAX_STORED_DOCUMENTS ?? 5_000);
const HOSTILE_BODIES = Number(process.env.SOAK_HOSTILE_BODIES ?? 30);
const HOSTILE_BYTES = 9 * 1024 * 1024;
const CHECKPOINTS = 4;

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const heap = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};

const emulator = await startEmulator({
  site: { pages: PAGES, pageBytes: 500 },
  timing: { pageIntervalMs: 0 },
  maxStoredDocuments: MAX_STORED_DOCUMENTS,
});
const post = (path, body) =>
  fetch(`${emulator.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then((response) => response.json());

/** Large bodies from a hostile client: what the emulator keeps of them is bounded. */
async function hostileBodies() {
  const padding = "p".repeat(HOSTILE_BYTES - 1024);
  console.info(`hostile bodies: ${HOSTILE_BODIES} v2 scrapes and extracts of 9 MiB each`);
  console.info(`  heap before           ${megabytes(heap())}`);
  for (let index = 0; index < HOSTILE_BODIES; index++) {
    await post("/v2/scrape", {
      url: `https://hostile.example.com/page-${index}`,
      formats: ["markdown"],
      headers: { "x-padding": padding },
    });
  }
  console.info(`  after the scrapes     ${megabytes(heap())}`);
  let firstExtract;
  for (let index = 0; index < HOSTILE_BODIES; index++) {
    const started = await post("/v2/extract", {
      urls: [`https://hostile.example.com/page-${index}`],
      schema: { type: "object", description: padding },
    });
    firstExtract ??= started.id;
  }
  console.info(
    `  after the extracts    ${megabytes(heap())} (their schemas kept within maxStoredBytes)`,
  );
  const first = await fetch(`${emulator.url}/v2/extract/${firstExtract}`);
  console.info(`  first extract now     ${first.status} (forgotten to make room)`);
}

try {
  const heapBefore = heap();
  const startedAt = performance.now();
  let documents = 0;
  let firstId;
  console.info(
    `soak: ${CRAWLS} crawls of ${PAGES} pages, at most ${MAX_STORED_DOCUMENTS} documents kept`,
  );
  console.info(`  heap before           ${megabytes(heapBefore)}`);
  for (let crawl = 1; crawl <= CRAWLS; crawl++) {
    const started = await fetch(`${emulator.url}/v1/crawl`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: `https://soak-${crawl}.example.com/` }),
    }).then((response) => response.json());
    firstId ??= started.id;
    let next = `${emulator.url}/v1/crawl/${started.id}?limit=20`;
    while (next) {
      const page = await fetch(next).then((response) => response.json());
      documents += page.data.length;
      next = page.next;
    }
    if (crawl % Math.ceil(CRAWLS / CHECKPOINTS) === 0) {
      console.info(`  heap after ${String(crawl).padEnd(10)} ${megabytes(heap())}`);
    }
  }
  const heapAfter = heap();
  const first = await fetch(`${emulator.url}/v1/crawl/${firstId}`);
  console.info(`  documents read        ${documents}`);
  console.info(`  first crawl now       ${first.status} (forgotten once the cap was reached)`);
  console.info(`  total time            ${((performance.now() - startedAt) / 1000).toFixed(2)} s`);
  console.info(
    `  heap before / after   ${megabytes(heapBefore)} / ${megabytes(heapAfter)} (client and emulator share this process)`,
  );
  await hostileBodies();
} finally {
  await emulator.close();
}
