import type { Writable } from "node:stream";
import type { Interrupts } from "./interrupt.js";

/**
 * Control characters a crawled page could carry to a terminal (escape sequences that retitle the
 * window, write the clipboard or redraw the screen), all but tab and line feed.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is matched
const TERMINAL_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Text from the provider as a terminal may show it: its control characters removed. */
export function forTerminal(text: string): string {
  return text.replace(TERMINAL_CONTROLS, "");
}

/**
 * stdout for results only (never progress). A reader that goes away (`| head`) closes the pipe:
 * the write fails with EPIPE, which stops the work quietly, as a Ctrl-C without the message.
 * Crawled text is hostile: on a terminal its control characters are removed; a pipe or a file
 * gets it byte for byte.
 */
export class ResultOutput {
  #closed = false;
  readonly #terminal: boolean;

  constructor(
    private readonly stream: Writable & { isTTY?: boolean },
    interrupts: Interrupts,
  ) {
    this.#terminal = stream.isTTY === true;
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
    if (!this.#closed) this.stream.write(this.#terminal ? forTerminal(text) : text);
  }

  line(text: string): void {
    this.write(`${text}\n`);
  }

  json(value: unknown, pretty: boolean): void {
    this.line(JSON.stringify(value, null, pretty ? 2 : undefined));
  }
}
