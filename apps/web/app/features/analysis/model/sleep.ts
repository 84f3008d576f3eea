/**
 * Waits `ms`; rejects with the signal's reason as soon as it aborts. Only "Crawl all" uses it, for
 * the spec's 2000 ms pause between sites (the crawl client's wait keeps the status checks' own
 * pace). Injected so tests need no timers.
 */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
