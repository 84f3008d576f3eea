import cliProgress from "cli-progress";
import type { Colours } from "../cli/colours.js";
import { forMessageLine } from "../cli/output.js";
import { labelled } from "../cli/progress.js";

/**
 * How far the audit has come, on stderr: pages read into the audit, then the site-wide checks.
 * A bar on a terminal, as `crawl`'s (cli/progress.ts); a line every few seconds elsewhere;
 * nothing with `--quiet`.
 */
export interface AuditProgress {
  /** `total`: the pages expected, when known. */
  start(total: number | undefined, stage: string): void;
  update(done: number): void;
  /** What it is doing now ("reading pages", "site-wide checks"). */
  stage(text: string): void;
  /** A message between updates, the bar drawn again below it; `label`, the CLI's own, coloured. */
  note(message: string, label?: string): void;
  finish(summary: string): void;
}

interface ProgressStream {
  isTTY?: boolean;
  write(text: string): boolean;
}

export function createAuditProgress(options: {
  stream: ProgressStream;
  quiet: boolean;
  colours: Colours;
  now?: () => number;
}): AuditProgress {
  if (options.quiet) return silent;
  return options.stream.isTTY === true ? new AuditBar(options) : new AuditLines(options);
}

const silent: AuditProgress = {
  start: () => undefined,
  update: () => undefined,
  stage: () => undefined,
  note: () => undefined,
  finish: () => undefined,
};

function rate(done: number, startedAt: number, now: number): string {
  const seconds = (now - startedAt) / 1000;
  return seconds > 0 ? (done / seconds).toFixed(1) : "0.0";
}

class AuditBar implements AuditProgress {
  readonly #bar: cliProgress.SingleBar;
  readonly #stream: ProgressStream;
  readonly #now: () => number;
  #startedAt = 0;
  #done = 0;
  #total: number | undefined;
  #stage = "";
  #running = false;

  constructor(options: { stream: ProgressStream; colours: Colours; now?: () => number }) {
    this.#stream = options.stream;
    this.#now = options.now ?? Date.now;
    this.#bar = new cliProgress.SingleBar({
      stream: options.stream as NodeJS.WritableStream,
      format: `${options.colours.cyan("audit")} {bar} {count} pages | {rate} pages/s | {duration_formatted} | {stage}`,
      barCompleteChar: "\u2588",
      barIncompleteChar: "\u2591",
      hideCursor: true,
      barsize: 24,
      fps: 10,
    });
  }

  #payload() {
    return {
      count: `${this.#done}/${this.#total ?? "?"}`,
      rate: rate(this.#done, this.#startedAt, this.#now()),
      stage: this.#stage,
    };
  }

  start(total: number | undefined, stage: string): void {
    this.#startedAt = this.#now();
    this.#total = total;
    this.#stage = stage;
    this.#running = true;
    this.#bar.start(Math.max(total ?? 1, 1), 0, this.#payload());
  }

  update(done: number): void {
    if (!this.#running) return;
    this.#done = done;
    // A folder may list fewer lines than pages read (never more): the bar never claims past full.
    if (this.#total === undefined || done > this.#total) this.#bar.setTotal(Math.max(done, 1));
    this.#bar.update(done, this.#payload());
  }

  stage(text: string): void {
    if (text === this.#stage) return;
    this.#stage = text;
    if (this.#running) this.#bar.update(this.#done, this.#payload());
  }

  note(message: string, label?: string): void {
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

class AuditLines implements AuditProgress {
  static readonly EVERY_MS = 5_000;
  readonly #stream: ProgressStream;
  readonly #now: () => number;
  #startedAt = 0;
  #lastLineAt = 0;
  #total: number | undefined;
  #stage: string | undefined;

  constructor(options: { stream: ProgressStream; now?: () => number }) {
    this.#stream = options.stream;
    this.#now = options.now ?? Date.now;
  }

  start(total: number | undefined, stage: string): void {
    this.#startedAt = this.#now();
    this.#lastLineAt = this.#startedAt;
    this.#total = total;
    this.#stage = stage;
    this.#stream.write(`audit: ${stage}${total === undefined ? "" : `, ${total} pages`}\n`);
  }

  update(done: number): void {
    if (this.#stage === undefined) return;
    const now = this.#now();
    if (now - this.#lastLineAt < AuditLines.EVERY_MS) return;
    this.#lastLineAt = now;
    const of = this.#total !== undefined && this.#total >= done ? `/${this.#total}` : "";
    this.#stream.write(`audit: ${done}${of} pages, ${rate(done, this.#startedAt, now)} pages/s\n`);
  }

  stage(text: string): void {
    if (this.#stage === undefined || text === this.#stage) return;
    this.#stage = text;
    this.#stream.write(`audit: ${forMessageLine(text)}\n`);
  }

  note(message: string, label?: string): void {
    this.#stream.write(`${labelled(message, label)}\n`);
  }

  finish(summary: string): void {
    this.#stream.write(`${forMessageLine(summary)}\n`);
  }
}
