/**
 * The cloud's browser sessions: `/v2/interact` (and `/v2/browser`, its older name, which the
 * provider's SDK 4.42 still calls) and the session bound to a scrape by
 * `/v2/scrape/{jobId}/interact`. No browser runs: a session holds the page it shows, and an
 * execute answers deterministically from the code and that page of the synthetic site.
 */
export interface BrowserSession {
  id: string;
  createdAt: number;
  /** The session ends at `createdAt + ttl`. */
  ttlMs: number;
  /** ...or once it has been idle this long. */
  activityTtlMs: number | undefined;
  lastActivity: number;
  /** Set by DELETE. */
  stoppedAt: number | undefined;
  streamWebView: boolean;
  /** The URL of the page the session shows. */
  url: string;
  /** The scrape it is bound to, for a session of `/v2/scrape/{jobId}/interact`. */
  scrapeId: string | undefined;
  owner: string | undefined;
}

export const DEFAULT_SESSION_TTL_SECONDS = 300;
/** Sessions a team may hold open at once; past it a new one is a 429, as on the provider. */
export const MAX_ACTIVE_SESSIONS = 20;
/** What a session is billed when it stops: one credit per started minute. */
const CREDITS_PER_MINUTE = 1;

/** When the session ended, or undefined while it is active. */
function sessionEnd(session: BrowserSession, now: number): number | undefined {
  const ends = [session.createdAt + session.ttlMs];
  if (session.activityTtlMs !== undefined) ends.push(session.lastActivity + session.activityTtlMs);
  if (session.stoppedAt !== undefined) ends.push(session.stoppedAt);
  const end = Math.min(...ends);
  return now >= end ? end : undefined;
}

export function sessionStatus(session: BrowserSession, now: number): "active" | "destroyed" {
  return sessionEnd(session, now) === undefined ? "active" : "destroyed";
}

/**
 * Where a client would reach the session's browser. Nothing listens there: the `.invalid` domain
 * never resolves (RFC 2606), so a client that connects fails at once rather than reaching a host.
 */
export function sessionUrls(session: Pick<BrowserSession, "id">) {
  const base = `browser.emulator.invalid/sessions/${session.id}`;
  return {
    cdpUrl: `wss://${base}/cdp`,
    liveViewUrl: `https://${base}/live`,
    interactiveLiveViewUrl: `https://${base}/live?interactive=true`,
  };
}

export function sessionBilling(session: BrowserSession, now: number) {
  const end = sessionEnd(session, now) ?? now;
  const sessionDurationMs = Math.max(0, end - session.createdAt);
  const minutes = Math.max(1, Math.ceil(sessionDurationMs / 60_000));
  return { sessionDurationMs, creditsBilled: minutes * CREDITS_PER_MINUTE };
}

/** The first http(s) URL the code names: the page the code navigates to. */
const URL_IN_CODE = /https?:\/\/[^\s"'`<>()]+/;
/** `throw new Error("…")` (node) or `raise SomeError("…")` (python): the code fails with that text. */
const THROWN = /(?:throw new \w*Error|raise \w+)\((["'])([^"'\n]*)\1\)/;

export interface Execution {
  /** The page the session shows afterwards. */
  url: string;
  stdout: string;
  stderr: string;
  exitCode: number;
  error: string | undefined;
}

/**
 * Runs code in a session, deterministically: the code navigates to the first URL it names (else
 * the session stays where it is), then prints the title of that page of the synthetic site; code
 * that throws an error with a literal message fails with it, exit code 1.
 */
export function execute(code: string, url: string, titleOf: (url: string) => string): Execution {
  const target = URL_IN_CODE.exec(code)?.[0] ?? url;
  const thrown = THROWN.exec(code)?.[2];
  if (thrown !== undefined) {
    return { url: target, stdout: "", stderr: `Error: ${thrown}\n`, exitCode: 1, error: thrown };
  }
  return { url: target, stdout: `${titleOf(target)}\n`, stderr: "", exitCode: 0, error: undefined };
}
