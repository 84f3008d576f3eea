import cliProgress from "cli-progress";
import type { Colours } from "./colours.js";

/** How far a job has come, for a person watching stderr. stdout never carries any of it. */
export interface Progress {
  /** The job has an id (shown, so that it can be resumed or cancelled). */
  started(jobId: string): void;
  /** `done` pages written; `total` as far as the provider has told. */
  update(done: number, total?: number): void;
  /** A message between updates (interrupts, warnings). */
  note(message: string): void;
  /** The bar is removed or a last line printed. */
  finish(summary: string): void;
}

interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): boolean;
}

/** A bar on a terminal, plain lines elsewhere, nothing with `--quiet`. */
export function createProgress(options: {
  label: string;
  stream: ProgressStream;
  quiet: boolean;
  colours: Colours;
  now?: () => number;
}): Progress {
  if (options.quiet) return silentProgress;
  if (options.stream.isTTY === true) return new BarProgress(options);
  return new LineProgress(options);
}

const silentProgress: Progress = {
  started: () => undefined,
  update: () => undefined,
  note: () => undefined,
  finish: () => undefined,
};

function rate(done: number, startedAt: number, now: number): string {
  const seconds = (now - startedAt) / 1000;
  return seconds > 0 ? (done / seconds).toFixed(1) : "0.0";
}

/** A cli-progress bar: pages done / total, rate, elapsed and the job id. */
class BarProgress implements Progress {
  readonly #bar: cliProgress.SingleBar;
  readonly #stream: ProgressStream;
  readonly #now: () => number;
  #startedAt: number;
  #jobId = "…";
  #running = false;
  #done = 0;
  #total = 0;

  constructor(options: { label: string; stream: ProgressStream; colours: Colours; now?: () => number }) {
    const { colours } = options;
    this.#stream = options.stream;
    this.#now = options.now ?? Date.now;
    this.#startedAt = this.#now();
    this.#bar = new cliProgress.SingleBar(
      {
        stream: options.stream as NodeJS.WritableStream,
        format: `${colours.cyan(options.label)} {bar} {value}/{total} pages | {rate} pages/s | {duration_formatted} | job {job}`,
        hideCursor: true,
        barsize: 24,
        fps: 10,
        etaBuffer: 50,
      },
      cliProgress.Presets.shades_classic,
    );
  }

  started(jobId: string): void {
    this.#jobId = jobId;
    this.#startedAt = this.#now();
    this.#running = true;
    this.#bar.start(0, 0, { job: jobId, rate: "0.0" });
  }

  update(done: number, total?: number): void {
    if (!this.#running) return;
    this.#done = done;
    this.#total = Math.max(total ?? 0, done, this.#total);
    this.#bar.setTotal(this.#total);
    this.#bar.update(done, { job: this.#jobId, rate: rate(done, this.#startedAt, this.#now()) });
  }

  note(message: string): void {
    // Clear the bar's line, print the message, and let the bar draw itself again below it.
    this.#stream.write(`\r\x1b[K${message}\n`);
    if (this.#running) this.#bar.render();
  }

  finish(summary: string): void {
    if (this.#running) {
      this.#bar.update(this.#done, { job: this.#jobId, rate: rate(this.#done, this.#startedAt, this.#now()) });
      this.#bar.stop();
      this.#running = false;
    }
    this.#stream.write(`${summary}\n`);
  }
}

/** Where stderr is a file or a pipe: a line when the job starts, every few seconds, and at the end. */
class LineProgress implements Progress {
  static readonly EVERY_MS = 5_000;
  readonly #label: string;
  readonly #stream: ProgressStream;
  readonly #now: () => number;
  #startedAt: number;
  #lastLineAt = 0;
  #jobId = "";

  constructor(options: { label: string; stream: ProgressStream; now?: () => number }) {
    this.#label = options.label;
    this.#stream = options.stream;
    this.#now = options.now ?? Date.now;
    this.#startedAt = this.#now();
  }

  started(jobId: string): void {
    this.#jobId = jobId;
    this.#startedAt = this.#now();
    this.#lastLineAt = this.#startedAt;
    this.#stream.write(`${this.#label} started: job ${jobId}\n`);
  }

  update(done: number, total?: number): void {
    const now = this.#now();
    if (now - this.#lastLineAt < LineProgress.EVERY_MS) return;
    this.#lastLineAt = now;
    const of = total !== undefined && total >= done ? `/${total}` : "";
    this.#stream.write(
      `${this.#label} ${this.#jobId}: ${done}${of} pages, ${rate(done, this.#startedAt, now)} pages/s\n`,
    );
  }

  note(message: string): void {
    this.#stream.write(`${message}\n`);
  }

  finish(summary: string): void {
    this.#stream.write(`${summary}\n`);
  }
}
