import { ExitError } from "./errors.js";
import { EXIT } from "./exit-codes.js";

/** Ctrl-C or a like signal, the reader of stdout gone, or `--timeout` passed. */
export type StopReason = "interrupt" | "pipe" | "deadline";

/**
 * Ctrl-C (and SIGTERM, SIGHUP: a closed terminal), a closed stdout pipe and `--timeout`, as one
 * abort signal. The first stop aborts the work in flight, so that the command can cancel its
 * provider job and say what it kept; a Ctrl-C after that exits at once with 130, whatever is
 * still running.
 */
export class Interrupts {
  readonly #controller = new AbortController();
  #reason: StopReason | undefined;
  readonly #listeners: ((reason: StopReason) => void)[] = [];
  readonly #onSignal = () => {
    if (this.#reason !== undefined) process.exit(EXIT.interrupted);
    this.stop("interrupt");
  };

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Why the work was stopped, if it was. */
  get reason(): StopReason | undefined {
    return this.#reason;
  }

  /** Listens to the process's signals until `uninstall`. */
  install(): this {
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
      process.on(signal, this.#onSignal);
    return this;
  }

  uninstall(): void {
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
      process.off(signal, this.#onSignal);
  }

  /** Told once, at the first stop; the function returned stops telling it. */
  onStop(listener: (reason: StopReason) => void): () => void {
    this.#listeners.push(listener);
    return () => {
      const at = this.#listeners.indexOf(listener);
      if (at !== -1) this.#listeners.splice(at, 1);
    };
  }

  stop(reason: StopReason): void {
    if (this.#reason !== undefined) return;
    this.#reason = reason;
    for (const listener of this.#listeners) listener(reason);
    this.#controller.abort(new Error(`stopped: ${reason}`));
  }
}

/** How a run stopped by `reason` ends: quietly with 0 once stdout's reader left, else 130. */
export function stoppedExit(reason: StopReason): ExitError {
  return new ExitError("", reason === "pipe" ? EXIT.ok : EXIT.interrupted);
}
