import { EventEmitter } from "node:events";
import { Worker, type WorkerOptions } from "node:worker_threads";
import type { ConversionOutcome, ConversionRequest } from "./convert-worker.js";
import { sizeRefusal } from "./convert.js";
import { PARSE_LIMITS } from "./limits.js";
import { Slots } from "./slots.js";

export type { ConversionRequest } from "./convert-worker.js";

/** A conversion's end: the worker's outcome, or why it was stopped first. */
export type ConversionResult = ConversionOutcome | { type: "timedOut" } | { type: "abandoned" };

/**
 * The conversion workers alive in this process: `start` is emitted when one starts, `exit` once
 * one has exited, and `end` with the result's type once its conversion is over and its worker
 * gone. Tests use them to see that no conversion outlives its answer.
 */
class ConversionWorkers extends EventEmitter {
  alive = 0;
}
export const conversionWorkers = new ConversionWorkers();

/**
 * The libraries each kind's conversion imports. Run from source, the worker imports them before
 * tsx's loader is registered: tsx would otherwise compile pdf.js's 2 MB of JavaScript again in
 * every worker (about 5 s a PDF on a busy machine, against 1.4 s).
 */
const LIBRARIES: Record<ConversionRequest["kind"], readonly string[]> = {
  text: [],
  html: ["turndown", "htmlparser2"],
  pdf: ["pdfjs-dist/legacy/build/pdf.mjs", "pdfjs-dist/legacy/build/pdf.worker.mjs"],
};

/**
 * Starts the worker. Built, this module is bundled into `dist/` beside `convert-worker.js` (a
 * tsup entry of its own). Run from the TypeScript source, as vitest does, there is no JS file to
 * start and Node 20 applies no `--import tsx` to a worker's entry, so a bootstrap registers tsx's
 * loader inside the worker and imports the `.ts` source: the tests run the same worker code as
 * the build, without depending on a fresh `dist/` (tsx is a dev dependency).
 */
function startWorker(kind: ConversionRequest["kind"], options: WorkerOptions): Worker {
  if (!import.meta.url.endsWith(".ts")) {
    return new Worker(new URL("./convert-worker.js", import.meta.url), options);
  }
  const imports = LIBRARIES[kind].map(
    (name) => `import(${JSON.stringify(import.meta.resolve(name))})`,
  );
  const tsx = JSON.stringify(import.meta.resolve("tsx/esm/api"));
  const source = JSON.stringify(new URL("./convert-worker.ts", import.meta.url).href);
  const bootstrap =
    `Promise.all([${imports.join(", ")}]).then(() => import(${tsx}))` +
    `.then((tsx) => { tsx.register(); return import(${source}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

function failure(error: unknown): ConversionResult {
  const code = (error as { code?: unknown }).code;
  if (code === "ERR_WORKER_OUT_OF_MEMORY") {
    return {
      type: "failed",
      message: `the conversion ran out of its ${PARSE_LIMITS.maxWorkerHeapMb} MiB of memory`,
    };
  }
  return { type: "failed", message: error instanceof Error ? error.message : String(error) };
}

const slots = new Slots(PARSE_LIMITS.maxConversions);

/** Runs one conversion in a fresh worker until it answers or `stop` aborts with its reason. */
async function runWorker(request: ConversionRequest, stop: AbortSignal): Promise<ConversionResult> {
  const worker = startWorker(request.kind, {
    workerData: request,
    // The upload's blocks move to the worker rather than being copied (each has a buffer of its own).
    transferList: request.upload.blocks.map((block) => block.buffer),
    resourceLimits: { maxOldGenerationSizeMb: PARSE_LIMITS.maxWorkerHeapMb },
  });
  conversionWorkers.alive += 1;
  worker.once("exit", () => {
    conversionWorkers.alive -= 1;
    conversionWorkers.emit("exit");
  });
  conversionWorkers.emit("start");

  let onStop: (() => void) | undefined;
  const result = await new Promise<ConversionResult>((resolve) => {
    worker.once("message", (outcome: ConversionOutcome) => resolve(outcome));
    worker.once("error", (error) => resolve(failure(error)));
    worker.once("exit", (code) =>
      resolve({ type: "failed", message: `the conversion stopped with exit code ${code}` }),
    );
    onStop = () => resolve({ type: stop.reason as "timedOut" | "abandoned" });
    if (stop.aborted) onStop();
    else stop.addEventListener("abort", onStop, { once: true });
  });
  if (onStop) stop.removeEventListener("abort", onStop);
  await worker.terminate();
  conversionWorkers.emit("end", result.type);
  return result;
}

/**
 * Converts an upload in a worker thread, and encodes its answer there, so that the event loop
 * keeps answering other requests while pdf.js or turndown work or a 50 MiB text is decoded and
 * serialised. The upload's blocks are moved to the worker and joined there: this thread never
 * reads them again. At most `maxConversions` run at once; the others wait, their
 * deadline running. The worker is terminated at the deadline, when `abandoned` aborts (the client
 * went away), and after it answers; the promise settles only once it has exited, so nothing of
 * the conversion outlives the answer.
 */
export async function convertInWorker(
  request: ConversionRequest,
  stop: { timeoutMs: number; abandoned: AbortSignal },
): Promise<ConversionResult> {
  // Known from the size alone: no worker need start to say so.
  const tooLarge = sizeRefusal(request.kind, request.upload.size);
  if (tooLarge) return { type: "refused", status: tooLarge.status, body: tooLarge.body };
  const stopped = new AbortController();
  const timer = setTimeout(() => stopped.abort("timedOut"), stop.timeoutMs);
  const abandoned = () => stopped.abort("abandoned");
  if (stop.abandoned.aborted) abandoned();
  else stop.abandoned.addEventListener("abort", abandoned, { once: true });
  try {
    if (!(await slots.acquire(stopped.signal))) {
      return { type: stopped.signal.reason as "timedOut" | "abandoned" };
    }
    try {
      return await runWorker(request, stopped.signal);
    } finally {
      slots.release();
    }
  } finally {
    clearTimeout(timer);
    stop.abandoned.removeEventListener("abort", abandoned);
  }
}
