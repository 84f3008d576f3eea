/**
 * A count of slots that work waits its turn for, giving up when its signal aborts. Hand-written
 * rather than p-limit or async-sema: neither takes a waiter out of the queue when its signal
 * aborts, and the deadline of a waiting conversion must count from its request.
 */
export class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(count: number) {
    this.free = count;
  }

  /** Resolves true once a slot is held, or false if `signal` aborts first. */
  acquire(signal: AbortSignal): Promise<boolean> {
    if (signal.aborted) return Promise.resolve(false);
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const granted = () => {
        signal.removeEventListener("abort", abandoned);
        resolve(true);
      };
      const abandoned = () => {
        this.waiting.splice(this.waiting.indexOf(granted), 1);
        resolve(false);
      };
      this.waiting.push(granted);
      signal.addEventListener("abort", abandoned, { once: true });
    });
  }

  /** Hands the slot to the longest waiter, else frees it. */
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}
