// Prints what 8 concurrent 50 MiB text uploads to `/v2/parse` cost the emulator: its event-loop
// delay (perf_hooks' monitorEventLoopDelay inside the server), the answer time of plain requests
// (GET /__emulator/stats, one after another, from a worker thread of their own) sent while they
// convert, and the server's peak RSS.
// The emulator runs in a child process (parse-load-server.mjs), so that the client's own copies
// of the uploads and answers count in neither figure. Run with `pnpm bench:parse` (after
// parse.mjs), or alone with `node bench/parse-load.mjs` once `dist/` is built;
// BENCH_EMULATOR_DIST=<an earlier build's dist/> measures that build instead. One small upload
// first loads multer and starts a worker once, so that the figures are the uploads' own.
import { fork } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { once } from "node:events";
import { Worker } from "node:worker_threads";

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 8);
const UPLOAD_BYTES = Number(process.env.BENCH_UPLOAD_BYTES ?? 50 * 1024 * 1024);
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const ms = (value) => `${value.toFixed(1)} ms`;

/** A markdown-like text file of exactly `bytes` ASCII bytes, lines of words. */
function textFile(bytes) {
  const line = new TextEncoder().encode(
    "A line of plain words in a long text upload, number 0000.\n",
  );
  const data = new Uint8Array(bytes);
  for (let offset = 0; offset < bytes; offset += line.length)
    data.set(line.subarray(0, bytes - offset), offset);
  return data;
}

const server = fork(new URL("./parse-load-server.mjs", import.meta.url));
const messages = [];
let waiting;
server.on("message", (message) =>
  waiting ? (waiting(message), (waiting = undefined)) : messages.push(message),
);
const receive = () =>
  messages.length > 0
    ? Promise.resolve(messages.shift())
    : new Promise((resolve) => (waiting = resolve));
const report = () => {
  server.send("report");
  return receive();
};

try {
  const { url } = await receive();
  const file = new Blob([textFile(UPLOAD_BYTES)]);
  const warmUp = new FormData();
  warmUp.append("file", new Blob(["# Notes\n"]), "warm-up.txt");
  await fetch(`${url}/v2/parse`, { method: "POST", body: warmUp }).then((response) =>
    response.text(),
  );
  const idle = await report();

  const pinger = new Worker(new URL("./parse-load-pinger.mjs", import.meta.url), {
    workerData: { url },
  });
  const startedAt = performance.now();
  const answers = await Promise.all(
    Array.from({ length: UPLOADS }, async (_, index) => {
      const form = new FormData();
      form.append("file", file, `notes-${index}.txt`);
      const response = await fetch(`${url}/v2/parse`, { method: "POST", body: form });
      const body = await response.arrayBuffer();
      return { status: response.status, bytes: body.byteLength, ms: performance.now() - startedAt };
    }),
  );
  pinger.postMessage("stop");
  const [{ times: plain, failed }] = await once(pinger, "message");
  const loaded = await report();

  const sorted = [...plain].sort((a, b) => a - b);
  const statuses = answers.map((answer) => answer.status).join(" ");
  console.info(
    `${UPLOADS} concurrent text uploads of ${mib(UPLOAD_BYTES)} to /v2/parse, over loopback ` +
      `(load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`,
  );
  console.info(
    `  answers               ${statuses}, ${mib(answers[0].bytes)} each, the last after ${ms(Math.max(...answers.map((a) => a.ms)))}`,
  );
  console.info(
    `  event-loop delay      max ${ms(loaded.delayMaxMs)}, p99 ${ms(loaded.delayP99Ms)} (idle before: max ${ms(idle.delayMaxMs)})`,
  );
  console.info(
    `  plain request         max ${ms(sorted.at(-1) ?? 0)}, p99 ${ms(sorted[Math.floor(sorted.length * 0.99)] ?? 0)}, median ${ms(sorted[Math.floor(sorted.length / 2)] ?? 0)} over ${sorted.length} GET /__emulator/stats${failed > 0 ? `, ${failed} failed and sent again` : ""}`,
  );
  console.info(
    `  server peak RSS       ${mib(loaded.peakRss)} (idle before: ${mib(idle.peakRss)}; growth ${mib(loaded.peakRss - idle.rss)})`,
  );
} finally {
  server.send("close");
}
