import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import type { ClientContext } from "../../core/context.js";
import { ValidationError } from "../../core/errors.js";
import { validateInput } from "../../core/validate.js";
import { nonEmptyText } from "../../schemas/fields.js";
import type {
  BrowserCreateOptions,
  BrowserCreateResponse,
  BrowserDeleteResponse,
  BrowserExecuteOptions,
  BrowserExecuteResponse,
  BrowserListResponse,
  ScrapeBrowserDeleteResponse,
  ScrapeExecuteRequest,
  ScrapeExecuteResponse,
} from "../shapes/sessions.js";
import { type Call, segment, send } from "./send.js";

/*
 * Browser sessions, in their two routes: `/v2/browser`, which 4.42.0 calls (`browser`,
 * `browserExecute`…), and `/v2/interact`, the same sessions as the OpenAPI describes them
 * (`interactSession`…); and the browser a scrape leaves open (`interact`, `stopInteraction`).
 */

/** Where a family of sessions lives, and the language its execute sends when none is given. */
interface SessionRoute {
  path: "/v2/browser" | "/v2/interact";
  noun: string;
  defaultLanguage?: BrowserExecuteOptions["language"];
}

const BROWSER_SESSIONS: SessionRoute = {
  path: "/v2/browser",
  noun: "browser session",
  defaultLanguage: "bash",
};
const INTERACT_SESSIONS: SessionRoute = { path: "/v2/interact", noun: "interact session" };

const seconds = z.optional(z.int().check(z.positive()));
const createSchema = z.looseObject({
  ttl: seconds,
  activityTtl: seconds,
  streamWebView: z.optional(z.boolean()),
  profile: z.optional(z.looseObject({ name: z.string().check(z.minLength(1)) })),
});

/** Only the fields a session takes, as 4.42.0 sends them (others would be refused). */
function pick<T extends object>(source: T, keys: readonly (keyof T)[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) if (source[key] != null) picked[key as string] = source[key];
  return picked;
}

export const browser = (ctx: ClientContext, args?: BrowserCreateOptions, o?: RequestOptions) =>
  createSession(ctx, BROWSER_SESSIONS, args, o);
export const browserExecute = (
  ctx: ClientContext,
  id: string,
  args: BrowserExecuteOptions,
  o?: RequestOptions,
) => executeInSession(ctx, BROWSER_SESSIONS, id, args, o);
export const deleteBrowser = (ctx: ClientContext, id: string, o?: RequestOptions) =>
  deleteSession(ctx, BROWSER_SESSIONS, id, o);
export const listBrowsers = (ctx: ClientContext, args?: SessionFilter, o?: RequestOptions) =>
  listSessions(ctx, BROWSER_SESSIONS, args, o);
export const interactSession = (
  ctx: ClientContext,
  args?: BrowserCreateOptions,
  o?: RequestOptions,
) => createSession(ctx, INTERACT_SESSIONS, args, o);
export const interactSessionExecute = (
  ctx: ClientContext,
  id: string,
  args: BrowserExecuteOptions,
  o?: RequestOptions,
) => executeInSession(ctx, INTERACT_SESSIONS, id, args, o);
export const deleteInteractSession = (ctx: ClientContext, id: string, o?: RequestOptions) =>
  deleteSession(ctx, INTERACT_SESSIONS, id, o);
export const listInteractSessions = (
  ctx: ClientContext,
  args?: SessionFilter,
  o?: RequestOptions,
) => listSessions(ctx, INTERACT_SESSIONS, args, o);

type SessionFilter = { status?: "active" | "destroyed" };

async function createSession(
  ctx: ClientContext,
  route: SessionRoute,
  args: BrowserCreateOptions = {},
  requestOptions?: RequestOptions,
): Promise<BrowserCreateResponse> {
  validateInput(createSchema, args, "args");
  const keys = ["ttl", "activityTtl", "streamWebView", "profile", "integration"] as const;
  const call: Call = {
    method: "POST",
    path: route.path,
    action: `create ${route.noun}`,
    body: pick(args, keys),
  };
  return send<BrowserCreateResponse>(ctx, call, requestOptions);
}

async function executeInSession(
  ctx: ClientContext,
  route: SessionRoute,
  sessionId: string,
  args: BrowserExecuteOptions,
  requestOptions?: RequestOptions,
): Promise<BrowserExecuteResponse> {
  const path = `${route.path}/${segment(sessionId, route.noun)}/execute`;
  validateInput(z.looseObject({ code: nonEmptyText, timeout: seconds }), args, "args");
  const language = args.language ?? route.defaultLanguage;
  const call: Call = {
    method: "POST",
    path,
    action: `execute code in the ${route.noun}`,
    body: { ...pick(args, ["code", "timeout"]), ...(language === undefined ? {} : { language }) },
    serverTimeout: args.timeout === undefined ? undefined : args.timeout * 1000,
  };
  return send<BrowserExecuteResponse>(ctx, call, requestOptions);
}

async function deleteSession(
  ctx: ClientContext,
  route: SessionRoute,
  sessionId: string,
  requestOptions?: RequestOptions,
): Promise<BrowserDeleteResponse> {
  const path = `${route.path}/${segment(sessionId, route.noun)}`;
  const call: Call = { method: "DELETE", path, action: `delete ${route.noun}` };
  return send<BrowserDeleteResponse>(ctx, call, requestOptions);
}

async function listSessions(
  ctx: ClientContext,
  route: SessionRoute,
  args: { status?: "active" | "destroyed" } = {},
  requestOptions?: RequestOptions,
): Promise<BrowserListResponse> {
  const status = z.optional(z.enum(["active", "destroyed"]));
  validateInput(z.looseObject({ status }), args, "args");
  const call: Call = {
    method: "GET",
    path: route.path,
    action: `list ${route.noun}s`,
    query: { status: args.status },
  };
  const answer = await send(
    ctx,
    call,
    requestOptions,
    z.looseObject({ sessions: z.optional(z.array(z.looseObject({}))) }),
  );
  return answer as BrowserListResponse;
}

function interactPath(jobId: string): string {
  return `/v2/scrape/${segment(jobId, "scrape job")}/interact`;
}

/** Runs code or a prompt in the browser session a scrape left open. */
export async function interact(
  ctx: ClientContext,
  jobId: string,
  args: ScrapeExecuteRequest,
  requestOptions?: RequestOptions,
): Promise<ScrapeExecuteResponse> {
  const path = interactPath(jobId);
  const given = (text: string | undefined) => text !== undefined && text.trim() !== "";
  if (!given(args?.code) && !given(args?.prompt))
    throw new ValidationError("Invalid args: either code or prompt must be provided", "args");
  validateInput(z.looseObject({ timeout: seconds }), args, "args");
  const call: Call = {
    method: "POST",
    path,
    action: "interact with scrape browser",
    body: {
      ...pick(args, given(args.code) ? ["code"] : []),
      ...pick(args, given(args.prompt) ? ["prompt"] : []),
      language: args.language ?? "node",
      ...pick(args, ["timeout"]),
    },
    serverTimeout: args.timeout === undefined ? undefined : args.timeout * 1000,
  };
  return send<ScrapeExecuteResponse>(ctx, call, requestOptions);
}

/** Closes the browser session a scrape left open. */
export async function stopInteraction(
  ctx: ClientContext,
  jobId: string,
  requestOptions?: RequestOptions,
): Promise<ScrapeBrowserDeleteResponse> {
  const call: Call = { method: "DELETE", path: interactPath(jobId), action: "stop interaction" };
  return send<ScrapeBrowserDeleteResponse>(ctx, call, requestOptions);
}
