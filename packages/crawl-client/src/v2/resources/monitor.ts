import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import { type ClientContext, pageCapOf } from "../../core/context.js";
import { PaginationGuard } from "../../core/pagination-guard.js";
import { validateInput } from "../../core/validate.js";
import type { PaginationConfig } from "../types.js";
import { followLinks, gatherLinks, type LinkedPage, pagerGuard, readLinked } from "./pages.js";
import { type Call, dataAnswer, segment, send } from "./send.js";

import type {
  CreateMonitorRequest,
  GetMonitorCheckOptions,
  ListMonitorChecksOptions,
  ListMonitorsOptions,
  Monitor,
  MonitorCheck,
  MonitorCheckDetail,
  MonitorCheckPage,
  UpdateMonitorRequest,
} from "../shapes/monitor.js";

const MONITORS = "/v2/monitor";
const listAnswer = z.looseObject({ data: z.array(z.looseObject({})) });
const detailAnswer = z.looseObject({
  next: z.optional(z.nullable(z.string())),
  data: z.looseObject({
    pages: z.optional(z.array(z.looseObject({}))),
    next: z.optional(z.nullable(z.string())),
  }),
});
const pageQuery = z.optional(
  z.looseObject({
    limit: z.optional(z.int().check(z.minimum(1))),
    offset: z.optional(z.int().check(z.minimum(0))),
    skip: z.optional(z.int().check(z.minimum(0))),
  }),
);

function monitorPath(monitorId: unknown): string {
  return `${MONITORS}/${segment(monitorId, "monitor")}`;
}

function checkPath(monitorId: unknown, checkId: unknown): string {
  return `${monitorPath(monitorId)}/checks/${segment(checkId, "monitor check")}`;
}

export async function createMonitor(
  ctx: ClientContext,
  request: CreateMonitorRequest,
  requestOptions?: RequestOptions,
): Promise<Monitor> {
  validateInput(z.looseObject({}), request, "request");
  const call: Call = {
    method: "POST",
    path: MONITORS,
    action: "create monitor",
    body: { ...request },
  };
  return (await send<{ data: Monitor }>(ctx, call, requestOptions, dataAnswer)).data;
}

export async function listMonitors(
  ctx: ClientContext,
  options: ListMonitorsOptions = {},
  requestOptions?: RequestOptions,
): Promise<Monitor[]> {
  validateInput(pageQuery, options, "options");
  const call: Call = {
    method: "GET",
    path: MONITORS,
    action: "list monitors",
    query: { ...options },
  };
  return (await send<{ data: Monitor[] }>(ctx, call, requestOptions, listAnswer)).data;
}

export async function getMonitor(
  ctx: ClientContext,
  monitorId: string,
  requestOptions?: RequestOptions,
): Promise<Monitor> {
  const call: Call = { method: "GET", path: monitorPath(monitorId), action: "get monitor" };
  return (await send<{ data: Monitor }>(ctx, call, requestOptions, dataAnswer)).data;
}

export async function updateMonitor(
  ctx: ClientContext,
  monitorId: string,
  request: UpdateMonitorRequest,
  requestOptions?: RequestOptions,
): Promise<Monitor> {
  const path = monitorPath(monitorId);
  validateInput(z.looseObject({}), request, "request");
  const call: Call = { method: "PATCH", path, action: "update monitor", body: { ...request } };
  return (await send<{ data: Monitor }>(ctx, call, requestOptions, dataAnswer)).data;
}

/** True once the server confirms (a monitor it does not know is a NotFoundError). */
export async function deleteMonitor(
  ctx: ClientContext,
  monitorId: string,
  requestOptions?: RequestOptions,
): Promise<boolean> {
  const call: Call = { method: "DELETE", path: monitorPath(monitorId), action: "delete monitor" };
  await send(ctx, call, requestOptions);
  return true;
}

/** Starts a check now; a check already running is a ConflictError (409). */
export async function runMonitor(
  ctx: ClientContext,
  monitorId: string,
  requestOptions?: RequestOptions,
): Promise<MonitorCheck> {
  const path = `${monitorPath(monitorId)}/run`;
  const call: Call = { method: "POST", path, action: "run monitor", body: {} };
  return (await send<{ data: MonitorCheck }>(ctx, call, requestOptions, dataAnswer)).data;
}

export async function listMonitorChecks(
  ctx: ClientContext,
  monitorId: string,
  options: ListMonitorChecksOptions = {},
  requestOptions?: RequestOptions,
): Promise<MonitorCheck[]> {
  const path = `${monitorPath(monitorId)}/checks`;
  validateInput(pageQuery, options, "options");
  const call: Call = { method: "GET", path, action: "list monitor checks", query: { ...options } };
  return (await send<{ data: MonitorCheck[] }>(ctx, call, requestOptions, listAnswer)).data;
}

/**
 * A monitor's checks, newest first, a page (`limit`, default 25) at a time from `offset`: the
 * next page is read only when the one before has been consumed, and the list ends at a short page.
 */
export async function* monitorChecks(
  ctx: ClientContext,
  monitorId: string,
  options: ListMonitorChecksOptions = {},
  requestOptions?: RequestOptions,
): AsyncGenerator<MonitorCheck, void, undefined> {
  const limit = options.limit ?? 25;
  // Offsets only grow, so this list cannot loop; the guard holds it to its caps of pages and items.
  const guard = new PaginationGuard(
    `the checks of monitor ${String(monitorId)}`,
    pageCapOf(ctx, requestOptions),
  );
  for (let offset = options.offset ?? 0; ;) {
    const page = await listMonitorChecks(
      ctx,
      monitorId,
      { ...options, limit, offset },
      requestOptions,
    );
    for (const check of page) {
      guard.take();
      yield check;
    }
    if (page.length < limit) return;
    offset += page.length;
    guard.follow(`offset=${offset}`);
  }
}

type CheckBody = { next?: string | null; data: MonitorCheckDetail };

function checkPage(body: CheckBody): LinkedPage<MonitorCheckPage> {
  return {
    items: body.data.pages ?? [],
    next: body.next ?? body.data.next ?? null,
  };
}

async function readCheck(
  ctx: ClientContext,
  monitorId: string,
  checkId: string,
  options: GetMonitorCheckOptions,
  requestOptions: RequestOptions | undefined,
) {
  const { limit, skip, status } = options;
  validateInput(pageQuery, { limit, skip }, "options");
  const path = checkPath(monitorId, checkId);
  const route = { path, what: "this check's route" };
  const call: Call = {
    method: "GET",
    path,
    action: "get monitor check",
    query: { limit, skip, status },
  };
  const linked = await readLinked(ctx, call, requestOptions, detailAnswer, checkPage);
  return { ...linked, route };
}

/**
 * A check with its page results and their diffs. With `autoPaginate` (the default) every page
 * after the first too, up to `maxPages`, `maxResults` and `maxWaitTime`, then `next: null`.
 */
export async function getMonitorCheck(
  ctx: ClientContext,
  monitorId: string,
  checkId: string,
  options: GetMonitorCheckOptions = {},
  requestOptions?: RequestOptions,
): Promise<MonitorCheckDetail> {
  const { body, first, route, read } = await readCheck(
    ctx,
    monitorId,
    checkId,
    options,
    requestOptions,
  );
  const detail = body.data;
  if (options.autoPaginate === false || !first.next)
    return { ...detail, pages: first.items, next: first.next ?? null };
  const cap = pageCapOf(ctx, requestOptions);
  const pages = await gatherLinks(ctx, first, route, read, options, cap);
  return { ...detail, pages, next: null };
}

/** `for await` over a check's page results, following `next`, one page in memory. */
export async function* monitorCheckPages(
  ctx: ClientContext,
  monitorId: string,
  checkId: string,
  options: Omit<GetMonitorCheckOptions, keyof PaginationConfig> = {},
  requestOptions?: RequestOptions,
): AsyncGenerator<MonitorCheckPage, void, undefined> {
  const { first, route, read } = await readCheck(ctx, monitorId, checkId, options, requestOptions);
  yield* followLinks(ctx, first, route, read, pagerGuard(ctx, route, requestOptions));
}
