import type { Writable } from "node:stream";
import type { Interrupts } from "./interrupt.js";

/**
 * stdout for results only (never progress). A reader that goes away (`| head`) closes the pipe:
 * the write fails with EPIPE, which stops the work quietly, as a Ctrl-C without the message.
 */
export class ResultOutput {
  #closed = false;

  constructor(
    private readonly stream: Writable,
    interrupts: Interrupts,
  ) {
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (this.#closed) return;
      this.#closed = true;
      if (error.code === "EPIPE" || error.code === "ERR_STREAM_DESTROYED") interrupts.stop("pipe");
      else interrupts.stop("interrupt");
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  write(text: string): void {
    if (!this.#closed) this.stream.write(text);
  }

  line(text: string): void {
    this.write(`${text}\n`);
  }

  json(value: unknown, pretty: boolean): void {
    this.line(JSON.stringify(value, null, pretty ? 2 : undefined));
  }
}
