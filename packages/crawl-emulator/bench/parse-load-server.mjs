// The emulator of `parse-load.mjs`, in a process of its own so that its event-loop delay and peak
// RSS are the server's alone, not the uploading client's. Tells its parent its URL, then answers
// each "report" message with the event-loop delay since the last report and the process's peak RSS.
// BENCH_EMULATOR_DIST names another build's `dist/` to measure instead (an earlier commit's, say).
import { monitorEventLoopDelay } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

const dist = process.env.BENCH_EMULATOR_DIST;
const { startEmulator } = await import(
  dist ? pathToFileURL(`${dist}/index.js`).href : "../dist/index.js"
);

const emulator = await startEmulator({});
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();

process.on("message", async (message) => {
  if (message === "report") {
    process.send({
      delayMaxMs: delay.max / 1e6,
      delayP99Ms: delay.percentile(99) / 1e6,
      // resourceUsage's maxRSS is the process's high-water mark, in KiB.
      peakRss: process.resourceUsage().maxRSS * 1024,
      rss: process.memoryUsage().rss,
    });
    delay.reset();
  } else if (message === "close") {
    await emulator.close();
    process.exit(0);
  }
});
// A parent that dies without saying "close" takes this server with it.
process.once("disconnect", () => process.exit(0));
process.send({ url: emulator.url });
