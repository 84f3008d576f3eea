import type { PageCap } from "./config.js";
import { PaginationLimitError, PaginationLoopError } from "./errors.js";

/**
 * The caps of a method that gathers a whole list into memory, as a crawl wait has its deadline: a
 * server whose `next` links never end (each one new) would otherwise fill memory until the process
 * dies. Far above a real list: the provider's status pages hold up to 10 MiB of documents, and a
 * monitor check or agent trace has thousands of pages at most.
 */
export const DEFAULT_PAGE_CAP = { pages: 10_000, items: 100_000 } as const;

/** No cap: a `for await` pager holds one page at a time and its consumer decides when to stop. */
export const UNCAPPED: PageCap = { pages: Infinity, items: Infinity };

/**
 * The one loop guard of every pager and every method that follows `next` links or cursors: it
 * remembers each link or cursor the list has followed and ends the list with a PaginationLoopError
 * when one comes again (A → B → A), before the page is read twice; and it counts pages and items
 * against `cap`, ending the read with a PaginationLimitError that names the cap reached.
 *
 * `gathered` is the caller's array of items read so far, handed to the error so nothing is lost.
 */
export class PaginationGuard<Item = unknown> {
  private readonly seen = new Set<string>();
  private pages = 0;
  private items = 0;

  constructor(
    /** What the list is, for messages: "the pages of monitor check x". */
    private readonly list: string,
    private readonly cap: PageCap = UNCAPPED,
    private readonly gathered: Item[] = [],
  ) {}

  /** The start of the list (its first cursor, when it has one): coming back to it is a loop too. */
  start(key: string | undefined): void {
    if (key !== undefined) this.seen.add(key);
  }

  /** Before the page that `key` (its link or cursor) leads to is read. */
  follow(key: string): void {
    if (this.seen.has(key)) {
      throw new PaginationLoopError(
        `The API led ${this.list} back to a page already read (${key}): the list ends here, ` +
          "every item before it read once.",
        key,
      );
    }
    this.seen.add(key);
    this.pages++;
    const max = this.cap.pages ?? DEFAULT_PAGE_CAP.pages;
    if (this.pages > max) throw this.limitReached("pages", max);
  }

  /** After `count` more items of the list were taken. */
  take(count = 1): void {
    this.items += count;
    const max = this.cap.items ?? DEFAULT_PAGE_CAP.items;
    if (this.items > max) throw this.limitReached("items", max);
  }

  /**
   * The list is read again from a place of its own choosing (a crawl's status route from the first
   * document not received), which may lead through links met before without looping.
   */
  restart(): void {
    this.seen.clear();
  }

  private limitReached(limit: "pages" | "items", max: number): PaginationLimitError<Item> {
    const what = limit === "pages" ? `${max} pages after the first` : `${max} items`;
    return new PaginationLimitError(
      `Stopped reading ${this.list} at its cap of ${what}, before the list ended. ` +
        `Pass a higher pageCap: { ${limit}: … } to read further, or read it with for await, a page in memory at a time. ` +
        `The ${this.gathered.length} items gathered are in partialData.`,
      { limit, max, partialData: this.gathered },
    );
  }
}
