/**
 * What one `/v2/parse` conversion may cost. The provider publishes none of these: they are the
 * emulator's, chosen so that a hostile upload is refused (or stopped) long before it can starve
 * the other requests or the machine.
 */
export const PARSE_LIMITS = {
  /**
   * Pages in a PDF's page tree. pdf.js walks the tree again for each page it reads, so a tree that
   * repeats one reference is quadratic: 1,000 such pages take about a second, 20,000 a minute.
   */
  maxPdfPages: 1_000,
  /** Bytes one FlateDecode stream of a PDF may inflate to (a zip bomb inflates 1,000-fold). */
  maxPdfStreamBytes: 64 * 1024 * 1024,
  /** Bytes of an HTML upload: turndown's DOM holds about 140 times its size. */
  maxHtmlBytes: 2 * 1024 * 1024,
  /** Element nesting of an HTML upload: Chromium's own HTML parser stops nesting at 512. */
  maxHtmlDepth: 512,
  /** Heap of the worker thread a conversion runs in, in MiB. */
  maxWorkerHeapMb: 512,
  /** Conversions running at once (each a worker of up to that heap); the next ones wait. */
  maxConversions: 2,
} as const;

/** A refusal of an upload over one of the limits, answered as the provider answers bad input. */
export class ParseRefusal extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = "ParseRefusal";
  }

  /** The provider's error body: a 400 carries its `BAD_REQUEST` code, a 413 only the message. */
  get body(): { success: false; code?: string; error: string } {
    return this.status === 400
      ? { success: false, code: "BAD_REQUEST", error: this.message }
      : { success: false, error: this.message };
  }
}

export function mebibytes(bytes: number): string {
  return `${bytes / (1024 * 1024)} MiB (${bytes} bytes)`;
}
