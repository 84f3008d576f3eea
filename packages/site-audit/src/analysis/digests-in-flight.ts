import type { PageDigest } from "./crawl-analysis";
import type { PendingDigest } from "./page-digest";

/**
 * Digests started and not yet awaited: enough that hashing (on libuv's threads) overlaps the
 * parsing of the next pages, few enough that their pages' bytes, held until hashed, stay small.
 * A page larger than the byte bound is awaited before the next page is read.
 */
const DIGESTS_IN_FLIGHT = 64;
const BYTES_IN_FLIGHT = 4 * 1024 * 1024;

/** The digests of a crawl's pages, in the order they were started, however they finish. */
export class DigestsInFlight {
  readonly #settled: PageDigest[] = [];
  readonly #pending: PendingDigest[] = [];
  #pendingBytes = 0;

  /** Adds a page's digest; waits for the oldest ones while too many or too large are pending. */
  async add(pending: PendingDigest): Promise<void> {
    // Marked handled at once: an audit that stops (aborted, a bad page) leaves its pending
    // digests behind, and one failing then must not crash the process as unhandled.
    pending.digest.catch(() => undefined);
    this.#pending.push(pending);
    this.#pendingBytes += pending.bytes;
    while (
      this.#pending.length > DIGESTS_IN_FLIGHT ||
      (this.#pendingBytes > BYTES_IN_FLIGHT && this.#pending.length > 0)
    ) {
      await this.#settleOldest();
    }
  }

  /** Every digest, in the order they were added. */
  async all(): Promise<PageDigest[]> {
    while (this.#pending.length > 0) await this.#settleOldest();
    return this.#settled;
  }

  async #settleOldest(): Promise<void> {
    const oldest = this.#pending.shift() as PendingDigest;
    this.#pendingBytes -= oldest.bytes;
    this.#settled.push(await oldest.digest);
  }
}
