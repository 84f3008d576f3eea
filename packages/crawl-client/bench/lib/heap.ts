import { GCProfiler, getHeapStatistics } from "node:v8";

export interface HeapFigures {
  /** Most heap in use at any moment above the baseline, garbage not yet collected included. */
  peakBytes: number;
  /** Most heap still in use right after a full collection, above the baseline: what was really held. */
  peakLiveBytes: number;
}

function collect(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("Heap figures need `node --expose-gc`");
  gc();
}

/**
 * Heap use of one measured call, above a baseline taken after a full collection. The peak comes from
 * V8's own figures before each collection (no moment is missed, even inside a long parse) and from
 * samples the measured code takes; the live peak from the figures after each full collection and
 * from one forced collection at the end, while the call's result is still held.
 */
export class HeapMeter {
  private readonly baseline: number;
  private sampled: number;
  private readonly profiler = new GCProfiler();

  constructor() {
    collect();
    collect();
    this.baseline = getHeapStatistics().used_heap_size;
    this.sampled = this.baseline;
    this.profiler.start();
  }

  sample(): void {
    const used = getHeapStatistics().used_heap_size;
    if (used > this.sampled) this.sampled = used;
  }

  /** Call while the measured result is still referenced, so that the last collection counts it. */
  stop(): HeapFigures {
    this.sample();
    const { statistics } = this.profiler.stop();
    let peak = this.sampled;
    let peakLive = 0;
    for (const event of statistics) {
      peak = Math.max(peak, event.beforeGC.heapStatistics.usedHeapSize);
      if (event.gcType === "MarkSweepCompact")
        peakLive = Math.max(peakLive, event.afterGC.heapStatistics.usedHeapSize);
    }
    collect();
    peakLive = Math.max(peakLive, getHeapStatistics().used_heap_size);
    return {
      peakBytes: peak - this.baseline,
      peakLiveBytes: Math.max(0, peakLive - this.baseline),
    };
  }
}
