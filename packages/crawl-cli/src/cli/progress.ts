import cliProgress from "cli-progress";
import type { Colours } from "./colours.js";
import { forMessageLine } from "./output.js";

/**
 * How far a job has come, for a person watching stderr. stdout never carries any of it. Job ids and
 * messages carry provider text: every implementation shows their controls, line breaks and
 * bidirectional controls as escapes (`forMessageLine`) before drawing them; only the label given
 * to `note` keeps its own colours.
 */
export interface Progress {
  /** The job has an id (shown, so that it can be resumed or cancelled); `resumed` when picked up again. */
  started(jobId: string, resumed?: boolean): void;
  /** `done` pages written; `total` as far as the provider has told. */
  update(done: number, total?: number): void;
  /** A message between updates (interrupts, warnings), after `label`, the CLI's own (coloured) text. */
  note(message: string, label?: string): void;
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

/**
 * A cli-progress bar: pages done / total, rate, elapsed and the job id. A crawl's total is known
 * only as far as the provider has told it (a socket says it once, at the start): until a total
 * larger than the pages done is known, the count reads `n/?` and the bar pulses instead of
 * claiming to be full.
 */
class BarProgress implements Progress {
  readonly #bar: cliProgress.SingleBar;
  readonly #stream: ProgressStream;
  readonly #now: () => number;
  #startedAt: number;
  #jobId = "…";
  #running = false;
  #done = 0;
  #total: number | undefined;

  constructor(options: {
    label: string;
    stream: ProgressStream;
    colours: Colours;
    now?: () => number;
  }) {
    const { colours } = options;
    this.#stream = options.stream;
    this.#now = options.now ?? Date.now;
    this.#startedAt = this.#now();
    this.#bar = new cliProgress.SingleBar({
      stream: options.stream as NodeJS.WritableStream,
      format: `${colours.cyan(options.label)} {bar} {count} pages | {rate} pages/s | {duration_formatted} | job {job}`,
      formatBar: (progress, barOptions) =>
        this.#total === undefined
          ? this.#pulse(barOptions.barsize ?? 24)
          : cliProgress.Format.BarFormat(progress, barOptions),
      barCompleteChar: "\u2588",
      barIncompleteChar: "\u2591",
      hideCursor: true,
      barsize: 24,
      fps: 10,
    });
  }

  /** A block moving to and fro: work is going on, its end unknown. */
  #pulse(size: number): string {
    const span = Math.max(1, size - 4);
    const step = Math.floor((this.#now() - this.#startedAt) / 100) % (2 * span);
    const at = step < span ? step : 2 * span - step;
    return "\u2591".repeat(at) + "\u2588".repeat(4) + "\u2591".repeat(size - 4 - at);
  }

  #payload() {
    return {
      job: this.#jobId,
      rate: rate(this.#done, this.#startedAt, this.#now()),
      count: `${this.#done}/${this.#total ?? "?"}`,
    };
  }

  started(jobId: string): void {
    this.#jobId = forMessageLine(jobId);
    this.#startedAt = this.#now();
    this.#running = true;
    this.#bar.start(1, 0, this.#payload());
  }

  update(done: number, total?: number): void {
    if (!this.#running) return;
    this.#done = done;
    const known = Math.max(total ?? 0, this.#total ?? 0);
    this.#total = known >= done && known > 0 ? known : undefined;
    this.#bar.setTotal(Math.max(this.#total ?? done, 1));
    this.#bar.update(done, this.#payload());
  }

  note(message: string, label?: string): void {
    // Clear the bar's line, print the message, and let the bar draw itself again below it.
    this.#stream.write(`\r\x1b[K${labelled(message, label)}\n`);
    if (this.#running) this.#bar.render();
  }

  finish(summary: string): void {
    if (this.#running) {
      this.#bar.update(this.#done, this.#payload());
      this.#bar.stop();
      this.#running = false;
    }
    this.#stream.write(`${forMessageLine(summary)}\n`);
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

  started(jobId: string, resumed = false): void {
    this.#jobId = forMessageLine(jobId);
    this.#startedAt = this.#now();
    this.#lastLineAt = this.#startedAt;
    this.#stream.write(`${this.#label} ${resumed ? "resumed" : "started"}: job ${this.#jobId}\n`);
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

  note(message: string, label?: string): void {
    this.#stream.write(`${labelled(message, label)}\n`);
  }

  finish(summary: string): void {
    this.#stream.write(`${forMessageLine(summary)}\n`);
  }
}

/** A one-line message after its label: the label is the CLI's own (coloured), the message is cleaned. */
export function labelled(message: string, label: string | undefined): string {
  return label === undefined ? forMessageLine(message) : `${label} ${forMessageLine(message)}`;
}
