// The plain requests of `parse-load.mjs`, in a worker thread of their own: GET /__emulator/stats
// one after another until told to stop, then the answer time of each and how many failed. Off the
// uploading thread, whose own work (50 MiB forms out, 50 MiB answers in) would otherwise count as
// the server's delay. A request can fail when the server, blocked past its keep-alive timeout,
// closes the idle connection as the next request goes out: counted, and sent again.
import { parentPort, workerData } from "node:worker_threads";

let running = true;
parentPort.once("message", () => (running = false));
const times = [];
let failed = 0;
while (running) {
  const started = performance.now();
  try {
    await fetch(`${workerData.url}/__emulator/stats`).then((response) => response.text());
    times.push(performance.now() - started);
  } catch {
    failed += 1;
  }
}
parentPort.postMessage({ times, failed });
