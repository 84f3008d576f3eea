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
