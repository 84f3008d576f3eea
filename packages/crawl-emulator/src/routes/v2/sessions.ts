import { randomUUID } from "node:crypto";
import { json, storeFull, type ApiResponse } from "../../http/responses.js";
import {
  executeRequest,
  scrapeInteractRequest,
  sessionRequest,
} from "../../http/schemas/requests-v2-cloud.js";
import {
  DEFAULT_SESSION_TTL_SECONDS,
  execute,
  MAX_ACTIVE_SESSIONS,
  sessionBilling,
  sessionStatus,
  sessionUrls,
  type BrowserSession,
} from "../../jobs/browser-session.js";
import { approximateBytes } from "../../jobs/job-store.js";
import { cloudOnly, field, type RouteContext, type RouteDefinition } from "../context.js";
import { UUID } from "../job-faults.js";
import { FORBIDDEN, ownerOf, ownsJob } from "../ownership.js";
import { scrapeOne } from "../scrape.js";
import type { RouteName } from "../route-names.js";

const SESSION_NOT_FOUND = json(404, { success: false, error: "Browser session not found." });
const SESSION_DESTROYED = json(410, {
  success: false,
  error: "Browser session has been destroyed.",
});
const TOO_MANY_SESSIONS = json(429, {
  success: false,
  error: "You have reached the maximum number of active browser sessions.",
});
const BLANK_PAGE = "about:blank";

/** The title a page of the synthetic site shows, the first of several. */
function titleOf(context: RouteContext, url: string): string {
  if (!/^https?:\/\//.test(url)) return "";
  const { title } = scrapeOne(url, context.state.sites, {
    formats: [],
    withCredits: false,
  }).metadata;
  return String((Array.isArray(title) ? title[0] : title) ?? "");
}

/** The caller's sessions, oldest first. */
function sessionsOf(context: RouteContext): BrowserSession[] {
  return context.state.jobs
    .list("session", context.now)
    .filter((session) => ownsJob(context, session));
}

/** Opens a session showing `url`, or refuses it: too many active, or a full store. */
function openSession(
  context: RouteContext,
  endpoint: "browser" | "interact",
  settings: Partial<BrowserSession>,
): BrowserSession | ApiResponse {
  const active = sessionsOf(context).filter(
    (session) => sessionStatus(session, context.now) === "active",
  );
  if (active.length >= MAX_ACTIVE_SESSIONS) return TOO_MANY_SESSIONS;
  const session: BrowserSession = {
    id: randomUUID(),
    createdAt: context.now,
    ttlMs: DEFAULT_SESSION_TTL_SECONDS * 1_000,
    activityTtlMs: undefined,
    lastActivity: context.now,
    stoppedAt: undefined,
    streamWebView: true,
    url: BLANK_PAGE,
    scrapeId: undefined,
    owner: ownerOf(context),
    ...settings,
  };
  const stored = context.state.jobs.put("session", session.id, session, context.now, {
    createdAt: session.createdAt,
    bytes: approximateBytes({ url: session.url, scrapeId: session.scrapeId }),
    finished: (now) => sessionStatus(session, now) === "destroyed",
    activity: {
      endpoint,
      apiVersion: "v2",
      target: session.scrapeId ?? null,
      owner: session.owner,
    },
  });
  return stored ? session : storeFull();
}

/** `POST /v2/interact` (`/v2/browser`): a session on a blank page, for `ttl` seconds. */
function createSession(endpoint: "browser" | "interact") {
  return (context: RouteContext) => {
    const body = sessionRequest.parse(context.body);
    const opened = openSession(context, endpoint, {
      ttlMs: (body.ttl ?? DEFAULT_SESSION_TTL_SECONDS) * 1_000,
      activityTtlMs: body.activityTtl === undefined ? undefined : body.activityTtl * 1_000,
      streamWebView: body.streamWebView ?? true,
    });
    if (!("id" in opened)) return opened;
    return json(200, {
      success: true,
      id: opened.id,
      ...sessionUrls(opened),
      expiresAt: new Date(opened.createdAt + opened.ttlMs).toISOString(),
    });
  };
}

function listSessions(context: RouteContext) {
  const wanted = context.query.get("status");
  const sessions = sessionsOf(context)
    .map((session) => ({ session, status: sessionStatus(session, context.now) }))
    .filter(({ status }) => wanted === null || status === wanted)
    .map(({ session, status }) => ({
      id: session.id,
      status,
      ...sessionUrls(session),
      streamWebView: session.streamWebView,
      createdAt: new Date(session.createdAt).toISOString(),
      lastActivity: new Date(session.lastActivity).toISOString(),
    }));
  return json(200, { success: true, sessions });
}

/** The caller's session named by the path, or the answer that says why there is none. */
function findSession(context: RouteContext): BrowserSession | ApiResponse {
  const session = context.state.jobs.get("session", context.params.sessionId ?? "", context.now);
  if (!session) return SESSION_NOT_FOUND;
  if (!ownsJob(context, session)) return FORBIDDEN;
  return session;
}

/** Runs code in a session and answers what it printed. */
function run(context: RouteContext, session: BrowserSession, code: string) {
  const result = execute(code, session.url, (url) => titleOf(context, url));
  session.url = result.url;
  session.lastActivity = context.now;
  return {
    stdout: result.stdout,
    result: result.stdout,
    stderr: result.stderr,
    exitCode: result.exitCode,
    killed: false,
    ...(result.error === undefined ? {} : { error: result.error }),
  };
}

function executeInSession(context: RouteContext) {
  const body = executeRequest.parse(context.body);
  const session = findSession(context);
  if (!("id" in session)) return session;
  if (sessionStatus(session, context.now) === "destroyed") return SESSION_DESTROYED;
  return json(200, { success: true, ...run(context, session, body.code) });
}

function stopSession(context: RouteContext) {
  const session = findSession(context);
  if (!("id" in session)) return session;
  if (sessionStatus(session, context.now) === "active") session.stoppedAt = context.now;
  return json(200, { success: true, ...sessionBilling(session, context.now) });
}

/** The active session bound to a scrape, if any. */
function scrapeSession(context: RouteContext, scrapeId: string): BrowserSession | undefined {
  return sessionsOf(context).find(
    (session) => session.scrapeId === scrapeId && sessionStatus(session, context.now) === "active",
  );
}

/** The scrape named by `jobId`, checked as the provider checks it. */
function findScrape(context: RouteContext) {
  const jobId = context.params.jobId ?? "";
  if (!UUID.test(jobId)) return json(400, { success: false, error: "Invalid job ID format." });
  const scrape = context.state.jobs.scrape(jobId, context.now);
  return scrape ?? json(404, { success: false, error: "Job not found." });
}

/**
 * `POST /v2/scrape/{jobId}/interact`: runs code (or a prompt) in a browser on the page the scrape
 * fetched, opening the scrape's session on first use and keeping it for the next calls.
 */
function interactWithScrape(context: RouteContext) {
  const body = scrapeInteractRequest.parse(context.body);
  const scrape = findScrape(context);
  if (!("url" in scrape)) return scrape;
  const session =
    scrapeSession(context, scrape.id) ??
    openSession(context, "interact", { url: scrape.url, scrapeId: scrape.id });
  if (!("id" in session)) return session;
  const ran = run(context, session, body.code ?? "");
  const prompt = field<string>(context.body, "prompt");
  const output =
    prompt === undefined
      ? {}
      : { output: `${titleOf(context, session.url)} (${session.url}): ${prompt}` };
  return json(200, { success: true, ...sessionUrls(session), ...output, ...ran });
}

function stopScrapeInteraction(context: RouteContext) {
  const scrape = findScrape(context);
  if (!("url" in scrape)) return scrape;
  const session = scrapeSession(context, scrape.id);
  if (!session) return SESSION_NOT_FOUND;
  session.stoppedAt = context.now;
  return json(200, { success: true, ...sessionBilling(session, context.now) });
}

/** The same four routes under `/v2/interact` and under the SDK's older `/v2/browser`. */
function sessionRoutes(
  prefix: "interact" | "browser",
  names: { start: RouteName; list: RouteName; execute: RouteName; stop: RouteName },
): RouteDefinition[] {
  const path = `/v2/${prefix}`;
  return [
    { name: names.start, method: "post", path, handle: createSession(prefix) },
    { name: names.list, method: "get", path, handle: listSessions },
    {
      name: names.execute,
      method: "post",
      path: `${path}/:sessionId/execute`,
      handle: executeInSession,
    },
    { name: names.stop, method: "delete", path: `${path}/:sessionId`, handle: stopSession },
  ];
}

/** Browser sessions are the cloud's: a self-hosted server has none of these routes. */
export const v2SessionRoutes: RouteDefinition[] = cloudOnly([
  {
    name: "v2.scrape.interact",
    method: "post",
    path: "/v2/scrape/:jobId/interact",
    handle: interactWithScrape,
  },
  {
    name: "v2.scrape.interactStop",
    method: "delete",
    path: "/v2/scrape/:jobId/interact",
    handle: stopScrapeInteraction,
  },
  ...sessionRoutes("interact", {
    start: "v2.interact.start",
    list: "v2.interact.list",
    execute: "v2.interact.execute",
    stop: "v2.interact.stop",
  }),
  ...sessionRoutes("browser", {
    start: "v2.browser.start",
    list: "v2.browser.list",
    execute: "v2.browser.execute",
    stop: "v2.browser.stop",
  }),
]);
