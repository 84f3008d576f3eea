/**
 * Pages handed from the crawl's follow loop to the audit as they arrive: the loop pushes, the
 * audit reads with `for await`. At most `capacity` pages wait in between; the loop awaits `room()`
 * before it takes the next page from the provider, so that a slow audit slows the reading of the
 * crawl instead of piling its pages up in memory.
 */
export class PageChannel<T> implements AsyncIterable<T> {
  readonly #queue: T[] = [];
  readonly #capacity: number;
  #closed = false;
  /** The reader stopped (it failed, or the audit was abandoned): pushes are dropped from then on. */
  #abandoned = false;
  #wakeReader: (() => void) | undefined;
  #wakeWriter: (() => void) | undefined;
  /** Pages pushed so far. */
  pushed = 0;

  constructor(capacity = 16) {
    this.#capacity = capacity;
  }

  push(item: T): void {
    if (this.#closed) throw new Error("the page channel is closed");
    this.pushed += 1;
    if (this.#abandoned) return;
    this.#queue.push(item);
    this.#wake("reader");
  }

  /** No more pages: the reader ends once it has taken those waiting. */
  close(): void {
    this.#closed = true;
    this.#wake("reader");
  }

  /** Resolves once a page may be pushed without passing the capacity. */
  async room(): Promise<void> {
    while (!this.#abandoned && this.#queue.length >= this.#capacity)
      await new Promise<void>((resolve) => (this.#wakeWriter = resolve));
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    try {
      for (;;) {
        const item = this.#queue.shift();
        if (item !== undefined) {
          this.#wake("writer");
          yield item;
          continue;
        }
        if (this.#closed) return;
        await new Promise<void>((resolve) => (this.#wakeReader = resolve));
      }
    } finally {
      // The reader is gone (done, failed or stopped): nothing waits for it any more.
      this.#abandoned = true;
      this.#queue.length = 0;
      this.#wake("writer");
    }
  }

  #wake(who: "reader" | "writer"): void {
    const wake = who === "reader" ? this.#wakeReader : this.#wakeWriter;
    if (who === "reader") this.#wakeReader = undefined;
    else this.#wakeWriter = undefined;
    wake?.();
  }
}
