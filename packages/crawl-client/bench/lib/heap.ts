import { getHeapStatistics } from "node:v8";

/**
 * Peak heap use above a baseline taken after a full collection. It is sampled on a timer and at
 * every `sample()` the measured code calls, because a timer alone never fires while a large page is
 * being parsed. The figure includes garbage the collector had not yet reclaimed: it is what the
 * process really held at its worst, not a lower bound.
 */
export class HeapPeak {
  private readonly baseline: number;
  private peak: number;
  private readonly timer: NodeJS.Timeout;

  constructor(intervalMs = 5) {
    const gc = (globalThis as { gc?: () => void }).gc;
    if (!gc) throw new Error("Heap figures need `node --expose-gc`");
    gc();
    gc();
    this.baseline = getHeapStatistics().used_heap_size;
    this.peak = this.baseline;
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  sample(): void {
    const used = getHeapStatistics().used_heap_size;
    if (used > this.peak) this.peak = used;
  }

  /** Stops sampling and answers the peak above the baseline, in bytes. */
  stop(): number {
    this.sample();
    clearInterval(this.timer);
    return this.peak - this.baseline;
  }
}
