import { AbortedError } from "./errors.js";

/**
 * Time as the client sees it. Injected so that polling, backoff and deadline tests run in
 * milliseconds; `systemClock` is the real one.
 */
export interface Clock {
  now(): number;
  /** Resolves after `ms`, or rejects with `AbortedError` as soon as `signal` fires. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new AbortedError("Aborted while waiting.", 0));
        return;
      }
      const onAbort = () => {
        clearTimeout(timer);
        reject(new AbortedError("Aborted while waiting.", 0));
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      }, ms);
      signal?.addEventListener("abort", onAbort, { once: true });
    }),
};

/** A callback waiting in a `TimerQueue`; hand it back to `cancel`. */
export interface ScheduledCall {
  /** Monotonic time (`performance.now()`) at which it is due. */
  readonly at: number;
  readonly callback: () => void;
}

/**
 * Many timeouts on one timer. Every request gets a timeout that is nearly always cancelled long
 * before it is due; with one `setTimeout` each, 16 requests in flight keep 16 timers. Here one timer
 * is armed for the earliest call due; when it fires it runs what is due and re-arms for the next.
 * A call cancelled early leaves the timer armed (it fires, finds nothing due and re-arms), but the
 * last call cancelled clears it: with nothing pending no timer is left, so a process can exit.
 * Written here rather than taken from a library: it is small, and must run on Node, in browsers and
 * on edge runtimes without adding a dependency.
 */
export class TimerQueue {
  private readonly pending = new Set<ScheduledCall>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** When the armed timer is due; Infinity when none is armed. */
  private armedFor = Infinity;

  /** Calls `callback` once `ms` have passed, unless the call is cancelled first. */
  schedule(ms: number, callback: () => void): ScheduledCall {
    const call: ScheduledCall = { at: performance.now() + ms, callback };
    this.pending.add(call);
    if (call.at < this.armedFor) this.arm(call.at);
    return call;
  }

  cancel(call: ScheduledCall): void {
    if (!this.pending.delete(call)) return;
    if (this.pending.size === 0) this.disarm();
  }

  /** True while a timer is armed: never with nothing pending. */
  get armed(): boolean {
    return this.timer !== undefined;
  }

  private arm(at: number): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.armedFor = at;
    this.timer = setTimeout(this.fire, Math.max(0, Math.ceil(at - performance.now())));
  }

  private disarm(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.armedFor = Infinity;
  }

  private readonly fire = (): void => {
    // The timer waited at least until `armedFor`; trusting it keeps a call from being put off where
    // the clock reads a little behind the timer (edge runtimes advance it only between events).
    const now = Math.max(performance.now(), this.armedFor);
    this.timer = undefined;
    this.armedFor = Infinity;
    const due: ScheduledCall[] = [];
    let next = Infinity;
    for (const call of this.pending) {
      if (call.at <= now) due.push(call);
      else if (call.at < next) next = call.at;
    }
    for (const call of due) this.pending.delete(call);
    if (next !== Infinity) this.arm(next);
    for (const call of due) call.callback();
  };
}
