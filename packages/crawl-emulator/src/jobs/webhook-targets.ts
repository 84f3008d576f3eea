import { BlockList, isIPv4, isIPv6 } from "node:net";
import { InvalidInputError } from "../errors.js";
import { validationIssue } from "../http/schemas/validation-issue.js";

const EVENTS = ["started", "page", "completed", "failed"] as const;
export type WebhookEvent = (typeof EVENTS)[number];

export interface WebhookTarget {
  url: string;
  headers: Record<string, string>;
  metadata: unknown;
  events: ReadonlySet<WebhookEvent>;
}

/**
 * Addresses that reach this machine: `127.0.0.0/8`, `0.0.0.0/8` (which Linux routes to the local
 * host), `::1`, `::` and the IPv4-compatible `::/96`; Node's `BlockList` also matches an
 * IPv4-mapped IPv6 address (`::ffff:7f00:1`) against the IPv4 rules.
 */
const LOCAL_ADDRESSES = new BlockList();
LOCAL_ADDRESSES.addSubnet("127.0.0.0", 8, "ipv4");
LOCAL_ADDRESSES.addSubnet("0.0.0.0", 8, "ipv4");
LOCAL_ADDRESSES.addSubnet("::", 96, "ipv6");

/**
 * Whether a URL's host is this machine. The WHATWG parser has already turned every spelling of an
 * IPv4 address (`2130706433`, `0x7f000001`, `0177.0.0.1`, `127.1`) into dotted form, so only the
 * canonical forms are checked; `localhost` and its subdomains (RFC 6761) resolve here too.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (isIPv4(host)) return LOCAL_ADDRESSES.check(host, "ipv4");
  if (isIPv6(host)) return LOCAL_ADDRESSES.check(host, "ipv6");
  return false;
}

function parseHttpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}

function effectivePort(url: URL): number {
  if (url.port !== "") return Number(url.port);
  return url.protocol === "https:" ? 443 : 80;
}

/**
 * Which webhook targets the emulator posts to. It sends nothing off the machine, so a target on
 * another host is accepted and never called; a target on this machine is called only when it is
 * listed (a test's receiver), and never when it is the emulator itself, whose control plane
 * trusts loopback callers.
 */
export class WebhookPolicy {
  private readonly allowed: ReadonlySet<string>;

  constructor(
    allowedOrigins: readonly string[],
    private readonly emulatorPort: () => number,
  ) {
    this.allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  }

  /** Why the emulator refuses to post to `url`, or undefined when it may (or simply will not). */
  refusal(url: URL): string | undefined {
    if (!isLoopbackHost(url.hostname)) return undefined;
    if (effectivePort(url) === this.emulatorPort()) {
      return "Webhook URL refused: it points at the emulator itself";
    }
    if (!this.allowed.has(url.origin)) {
      return "Webhook URL refused: a loopback address the emulator was not told to allow (--allow-webhook)";
    }
    return undefined;
  }

  /** Listed receivers are the only ones ever called. */
  delivers(url: URL): boolean {
    return this.allowed.has(url.origin) && this.refusal(url) === undefined;
  }
}

/** Checks `allowedWebhooks`: loopback `http(s)://host:port` origins only, so nothing leaves the machine. */
export function checkAllowedWebhooks(origins: readonly string[] | undefined): readonly string[] {
  for (const origin of origins ?? []) {
    const url = typeof origin === "string" ? parseHttpUrl(origin) : undefined;
    if (!url || !isLoopbackHost(url.hostname)) {
      throw new InvalidInputError(
        `An allowed webhook is an http(s) origin on a loopback host, not ${String(origin)}`,
      );
    }
  }
  return origins ?? [];
}

/**
 * Reads a request's `webhook` (a URL or `{url, headers, metadata, events}`), answering the target
 * to call, or undefined when nothing is to be called. A URL that is no URL, or one the policy
 * refuses, throws the `ZodError` the server's `webhook` schema would give: a 400 whose issue is
 * at `webhook.url`.
 */
export function resolveWebhook(value: unknown, policy: WebhookPolicy): WebhookTarget | undefined {
  if (value === undefined) return undefined;
  const spec =
    typeof value === "string" ? { url: value } : (value as Record<string, unknown> | null);
  const raw = spec?.url;
  const url = typeof raw === "string" ? parseHttpUrl(raw) : undefined;
  if (!url) {
    throw validationIssue("Invalid url", ["webhook", "url"], {
      code: "invalid_string",
      validation: "url",
    });
  }
  const refusal = policy.refusal(url);
  if (refusal !== undefined) throw validationIssue(refusal, ["webhook", "url"]);
  if (!policy.delivers(url)) return undefined;
  const events = Array.isArray(spec?.events)
    ? spec.events.filter((event): event is WebhookEvent =>
        (EVENTS as readonly unknown[]).includes(event),
      )
    : [...EVENTS];
  const headers =
    typeof spec?.headers === "object" && spec.headers !== null
      ? (spec.headers as Record<string, string>)
      : {};
  return { url: url.href, headers, metadata: spec?.metadata ?? {}, events: new Set(events) };
}
