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
 * What must not reach a one-line message as it is: every C0 and C1 control (line feed and carriage
 * return draw a second line or overwrite this one; escape starts a sequence), the line and
 * paragraph separators, and the bidirectional controls (U+202E turns the rest of the line around,
 * so `exe.txt` can read `txt.exe`). One character at a time: no run is rescanned.
 */
const NOT_FOR_ONE_LINE = /[\p{Cc}\p{Bidi_Control}\u2028\u2029]/gu;

const NAMED_ESCAPES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function visibleEscape(char: string): string {
  const named = NAMED_ESCAPES[char];
  if (named !== undefined) return named;
  const code = char.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, "0")}`
    : `\\u${code.toString(16).padStart(4, "0")}`;
}

/**
 * Provider text inside one of the CLI's one-line messages (stderr): each control, separator and
 * bidirectional control shown as a visible escape (`\n`, `\x1b`, `\u202e`), so that the message
 * stays one line, reads in the order it was sent, and shows that the provider sent something odd.
 */
export function forMessageLine(text: string): string {
  return text.replace(NOT_FOR_ONE_LINE, visibleEscape);
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
