// The plain requests of `parse-load.mjs`, in a worker thread of their own: GET /__emulator/stats
// one after another until told to stop, then the answer time of each. Off the uploading thread,
// whose own work (50 MiB forms out, 50 MiB answers in) would otherwise count as the server's delay.
import { parentPort, workerData } from "node:worker_threads";

let running = true;
parentPort.once("message", () => (running = false));
const times = [];
while (running) {
  const started = performance.now();
  await fetch(`${workerData.url}/__emulator/stats`).then((response) => response.text());
  times.push(performance.now() - started);
}
parentPort.postMessage(times);
