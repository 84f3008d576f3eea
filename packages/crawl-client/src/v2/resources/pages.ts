import type * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import type { ClientContext } from "../../core/context.js";
import { InvalidResponseError } from "../../core/errors.js";
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

/**
 * The items of `first` and of every page its `next` links lead to, in order, with one page in
 * memory. A link is followed only on the list's own route at the API origin (the key goes nowhere
 * else), and a link already followed ends the list with an InvalidResponseError rather than a loop.
 */
export async function* followLinks<T>(
  ctx: ClientContext,
  first: LinkedPage<T>,
  route: ListRoute,
  read: (url: string) => Promise<LinkedPage<T>>,
): AsyncGenerator<T, void, undefined> {
  let page: LinkedPage<T> | undefined = first;
  const visited = new Set<string>();
  while (page !== undefined) {
    const { items, next } = page;
    // eslint-disable-next-line no-useless-assignment -- releases the page once its items are out
    page = undefined;
    yield* items;
    if (typeof next !== "string" || next === "") return;
    const url = linkOnRoute(ctx.config.apiUrl, next, route.path, route.what);
    if (visited.has(url))
      throw new InvalidResponseError(`The API sent a next link that loops back: ${url}`, 200);
    visited.add(url);
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

/** The items of `first` and of the pages after it, up to the limits, as 4.42.0 gathers them. */
export async function gatherLinks<T>(
  ctx: ClientContext,
  first: LinkedPage<T>,
  route: ListRoute,
  read: (url: string) => Promise<LinkedPage<T>>,
  limits: GatherLimits = {},
): Promise<T[]> {
  const items: T[] = [];
  const maxResults = limits.maxResults ?? Infinity;
  let pagesLeft = limits.maxPages ?? Infinity;
  const until = ctx.clock.now() + (limits.maxWaitTime ?? Infinity) * 1000;
  const limited = (url: string): Promise<LinkedPage<T>> =>
    pagesLeft-- > 0 && ctx.clock.now() <= until ? read(url) : Promise.resolve({ items: [] });
  for await (const item of followLinks(ctx, first, route, limited)) {
    if (items.length >= maxResults) break;
    items.push(item);
  }
  return items;
}
