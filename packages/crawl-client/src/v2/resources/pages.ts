import type * as z from "zod/mini";
import type { PageCap, RequestOptions } from "../../core/config.js";
import { type ClientContext, pageCapOf } from "../../core/context.js";
import { PaginationGuard } from "../../core/pagination-guard.js";
import { linkOnRoute } from "../../jobs/routes.js";
import { type Call, send } from "./send.js";

/** One page of a list whose pages link on by `next` (monitor check pages, an agent's trace). */
export interface LinkedPage<T> {
  items: T[];
  next?: string | null | undefined;
}

/** Where a list's `next` links may lead: its route under the API, and what to call it. */
export interface ListRoute {
  path: string;
  what: string;
}

/**
 * The answer to `call`, its first page, and how to read a page a `next` link leads to: the same
 * request at the link's address, whose query is the link's own.
 */
export async function readLinked<Body, T>(
  ctx: ClientContext,
  call: Call,
  requestOptions: RequestOptions | undefined,
  schema: z.core.$ZodType,
  toPage: (body: Body) => LinkedPage<T>,
) {
  const body = await send<Body>(ctx, call, requestOptions, schema);
  const read = async (url: string) =>
    toPage(await send<Body>(ctx, { ...call, path: url, query: undefined }, requestOptions, schema));
  return { body, first: toPage(body), read };
}

/** What a list is called in a PaginationGuard's errors. */
function listName(route: ListRoute): string {
  return `the pages of ${route.path}`;
}

/** The guard of a `for await` pager over `route`, with the call's (or the client's) caps. */
export function pagerGuard<T>(
  ctx: ClientContext,
  route: ListRoute,
  requestOptions: RequestOptions | undefined,
): PaginationGuard<T> {
  return new PaginationGuard<T>(listName(route), pageCapOf(ctx, requestOptions));
}

/**
 * The items of `first` and of every page its `next` links lead to, in order, with one page in
 * memory. A link is followed only on the list's own route at the API origin (the key goes nowhere
 * else); `guard` ends the list at a link already followed (PaginationLoopError), at one too long
 * (InvalidResponseError), and at its cap of pages or items (PaginationLimitError).
 */
export async function* followLinks<T>(
  ctx: ClientContext,
  first: LinkedPage<T>,
  route: ListRoute,
  read: (url: string) => Promise<LinkedPage<T>>,
  guard: PaginationGuard<T>,
): AsyncGenerator<T, void, undefined> {
  let page: LinkedPage<T> | undefined = first;
  while (page !== undefined) {
    const { items, next } = page;
    // eslint-disable-next-line no-useless-assignment -- releases the page once its items are out
    page = undefined;
    for (const item of items) {
      guard.take();
      yield item;
    }
    if (typeof next !== "string" || next === "") return;
    const url = linkOnRoute(ctx.config.apiUrl, next, route.path, route.what);
    guard.follow(url);
    page = await read(url);
  }
}

/** How far a read gathers a linked list: the reference's `PaginationConfig`, but `autoPaginate`. */
export interface GatherLimits {
  maxPages?: number;
  maxResults?: number;
  /** Seconds spent reading the pages after the first. */
  maxWaitTime?: number;
}

/**
 * The items of `first` and of the pages after it, up to the limits, as 4.42.0 gathers them. Where
 * the caller set no `maxPages` (`maxResults`), the read has the `cap` of pages (items) instead,
 * past which it throws PaginationLimitError, so a list whose links never end cannot fill memory.
 */
export async function gatherLinks<T>(
  ctx: ClientContext,
  first: LinkedPage<T>,
  route: ListRoute,
  read: (url: string) => Promise<LinkedPage<T>>,
  limits: GatherLimits = {},
  cap: PageCap = {},
): Promise<T[]> {
  const items: T[] = [];
  const guard = new PaginationGuard(
    listName(route),
    {
      pages: limits.maxPages === undefined ? cap.pages : Infinity,
      items: limits.maxResults === undefined ? cap.items : Infinity,
    },
    items,
  );
  const maxResults = limits.maxResults ?? Infinity;
  let pagesLeft = limits.maxPages ?? Infinity;
  const until = ctx.clock.now() + (limits.maxWaitTime ?? Infinity) * 1000;
  const limited = (url: string): Promise<LinkedPage<T>> =>
    pagesLeft-- > 0 && ctx.clock.now() <= until ? read(url) : Promise.resolve({ items: [] });
  for await (const item of followLinks(ctx, first, route, limited, guard)) {
    if (items.length >= maxResults) break;
    items.push(item);
  }
  return items;
}
