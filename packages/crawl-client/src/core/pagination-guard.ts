import type { PageCap } from "./config.js";
import { digest64 } from "./digest.js";
import { InvalidResponseError, PaginationLimitError, PaginationLoopError } from "./errors.js";

/**
 * The caps of every read that follows `next` links or cursors, as a crawl wait has its deadline: a
 * server whose links never end (each one new) would otherwise keep a collecting read filling memory
 * until the process dies, and a `for await` loop reading for ever. Far above a real list: the
 * provider's status pages hold up to 10 MiB of documents, and a monitor check or agent trace has
 * thousands of pages at most.
 */
export const DEFAULT_PAGE_CAP = { pages: 10_000, items: 100_000 } as const;

/** No cap: a crawl or batch wait (`crawlUrl`), which its deadline (`maxWait`) ends instead. */
export const UNCAPPED: PageCap = { pages: Infinity, items: Infinity };

/**
 * The longest `next` link or cursor a list follows, in characters. The provider's are under 200
 * (an origin, a job's route and `?skip=`); 8 KiB is the request line most HTTP servers and
 * proxies accept at all, so a longer one could not be sent anyway and is only a server's padding.
 */
export const MAX_LINK_CHARS = 8 * 1024;

/** How much of a refused link an error message quotes. */
const QUOTED_CHARS = 120;

/**
 * The one loop guard of every pager and every method that follows `next` links or cursors: it
 * remembers each link or cursor the list has followed and ends the list with a PaginationLoopError
 * when one comes again (A → B → A), before the page is read twice; it refuses a link or cursor
 * longer than MAX_LINK_CHARS with an InvalidResponseError; and it counts pages and items against
 * `cap` (DEFAULT_PAGE_CAP where it names none), ending the read with a PaginationLimitError that
 * names the cap reached.
 *
 * What it remembers of a link is a 64-bit digest, 16 characters whatever the link's length, so the
 * memory a list's guard holds grows with its pages only, by a fixed amount each, up to the cap. Two
 * links of one list whose digests collide (under one chance in 10^11 over 10,000 pages) would end
 * it early with a PaginationLoopError, never make it read a page twice.
 *
 * `gathered` is the caller's array of items read so far, handed to the error so nothing is lost;
 * without it the list is a `for await` pager, whose items were all handed out already.
 */
export class PaginationGuard<Item = unknown> {
  private readonly seen = new Set<string>();
  private pages = 0;
  private items = 0;

  constructor(
    /** What the list is, for messages: "the pages of monitor check x". */
    private readonly list: string,
    private readonly cap: PageCap = {},
    private readonly gathered?: Item[],
  ) {}

  /** The start of the list (its first cursor, when it has one): coming back to it is a loop too. */
  start(key: string | undefined): void {
    if (key !== undefined) this.seen.add(digest64(key));
  }

  /** Before the page that `key` (its link or cursor) leads to is read. */
  follow(key: string): void {
    if (key.length > MAX_LINK_CHARS) throw this.tooLong(key);
    const digest = digest64(key);
    if (this.seen.has(digest)) {
      throw new PaginationLoopError(
        `The API led ${this.list} back to a page already read (${key}): the list ends here, ` +
          "every item before it read once.",
        key,
      );
    }
    this.seen.add(digest);
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

  private tooLong(key: string): InvalidResponseError {
    return new InvalidResponseError(
      `The API sent ${this.list} a next link or cursor of ${key.length} characters, over the ` +
        `${MAX_LINK_CHARS} this client follows, so it was not followed: the list ends here, every item ` +
        `before it read once. It begins ${JSON.stringify(key.slice(0, QUOTED_CHARS))}.`,
      200,
    );
  }

  private limitReached(limit: "pages" | "items", max: number): PaginationLimitError<Item> {
    const what = limit === "pages" ? `${max} pages after the first` : `${max} items`;
    const stopped = `Stopped reading ${this.list} at its cap of ${what}, before the list ended.`;
    if (this.gathered === undefined) {
      return new PaginationLimitError(
        `${stopped} Every item before it was handed out once; pass a higher pageCap: { ${limit}: … } to read further.`,
        { limit, max, partialData: [] },
      );
    }
    return new PaginationLimitError(
      `${stopped} Pass a higher pageCap: { ${limit}: … } to read further, or read it with for await, a page in memory at a time. ` +
        `The ${this.gathered.length} items gathered are in partialData.`,
      { limit, max, partialData: this.gathered },
    );
  }
}
