import { randomUUID } from "node:crypto";
import { InvalidInputError } from "./errors.js";
import { seededRandom } from "./random.js";
import { isRouteName, type RouteName } from "./routes/route-names.js";
import type { StatsRecorder } from "./stats.js";

export const FAULT_KINDS = [
  "status",
  "rate-limit",
  "slow",
  "reset",
  "malformed-json",
  "truncated-json",
  "broken-next",
  "ws-drop",
  "never-finish",
  "job-fail",
  "skip-ignored",
  "ws-start-race",
  "next-past-end",
] as const;

export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRule {
  /** The route it applies to, or `"*"` for every route where the kind makes sense. Default `"*"`. */
  route?: RouteName | "*";
  kind: FaultKind;
  /** HTTP status for kind `status`. Default 500. */
  status?: number;
  /** How many times the fault fires. Default: unlimited. */
  times?: number;
  /** Chance per matching request, in [0, 1]. Default 1. */
  probability?: number;
  /** Delay of kind `slow`, in ms. Default 1000. */
  delayMs?: number;
  /** `Retry-After` of kind `rate-limit`, in seconds. Default 1. */
  retryAfterSeconds?: number;
  /** Error text of kind `job-fail`. */
  error?: string;
  /** Kind `ws-drop`: messages sent before the socket is cut, 0 for none. Default 1 (the catchup). */
  afterMessages?: number;
  /**
   * A window: the fault fires only for this many ms from its injection (on the emulator's clock),
   * then never again, as an outage that ends (a 503 on `crawl.status` for 20 s, say). Default: no
   * end.
   */
  forMs?: number;
}

export interface FiredFault extends FaultRule {
  id: string;
}

/** A fault taken for a request that only counts once it has really happened. */
export interface ReservedFault {
  readonly fault: FiredFault;
  /** It happened: counted in the stats. */
  fire(): void;
  /** It did not happen after all (a stream ended before its cut): the rule gets the use back. */
  release(): void;
}

const START_ROUTES: readonly RouteName[] = [
  "crawl.start",
  "batch.start",
  "extract.start",
  "deepResearch.start",
  "llmstxt.start",
  "v2.crawl.start",
  "v2.batch.start",
  "v2.extract.start",
  "v2.agent.start",
  "v2.monitor.run",
];
const STATUS_ROUTES: readonly RouteName[] = [
  "crawl.status",
  "batch.status",
  "v2.crawl.status",
  "v2.batch.status",
];
const SOCKET_ROUTES: readonly RouteName[] = ["crawl.ws", "v2.crawl.ws"];

/** Where each kind can fire; a `"*"` rule only fires on these routes. */
function kindAppliesTo(kind: FaultKind, route: RouteName): boolean {
  switch (kind) {
    case "broken-next":
    case "skip-ignored":
    case "next-past-end":
      return STATUS_ROUTES.includes(route);
    case "ws-drop":
    case "ws-start-race":
      return SOCKET_ROUTES.includes(route);
    case "never-finish":
    case "job-fail":
      return START_ROUTES.includes(route);
    case "malformed-json":
    case "truncated-json":
      return !SOCKET_ROUTES.includes(route);
    default:
      return true;
  }
}

function checkNumber(
  value: unknown,
  name: string,
  min: number,
  max = Number.POSITIVE_INFINITY,
): void {
  if (value === undefined) return;
  if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max) {
    throw new InvalidInputError(`${name} must be a number between ${min} and ${max}`);
  }
}

function checkCount(value: unknown, name: string): void {
  if (value !== undefined && !Number.isSafeInteger(value)) {
    throw new InvalidInputError(`${name} must be a whole number`);
  }
  checkNumber(value, name, 0);
}

/** Checks a rule that may come from an untyped source (HTTP control plane, CLI). */
export function parseFaultRule(input: unknown): FaultRule {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    throw new InvalidInputError("A fault rule must be an object");
  }
  const rule = input as Record<string, unknown>;
  if (!(FAULT_KINDS as readonly unknown[]).includes(rule.kind)) {
    throw new InvalidInputError(`kind must be one of ${FAULT_KINDS.join(", ")}`);
  }
  const route = rule.route ?? "*";
  if (route !== "*" && !isRouteName(route))
    throw new InvalidInputError(`Unknown route: ${String(route)}`);
  checkNumber(rule.status, "status", 100, 599);
  checkCount(rule.times, "times");
  checkNumber(rule.probability, "probability", 0, 1);
  checkNumber(rule.delayMs, "delayMs", 0);
  checkNumber(rule.retryAfterSeconds, "retryAfterSeconds", 0);
  checkCount(rule.afterMessages, "afterMessages");
  checkNumber(rule.forMs, "forMs", 0);
  if (rule.error !== undefined && typeof rule.error !== "string")
    throw new InvalidInputError("error must be a string");
  return { ...(rule as unknown as FaultRule), route };
}

interface StoredRule extends FiredFault {
  remaining: number;
  /** The end of its window (`forMs`), on the emulator's clock. */
  until: number;
}

/** The scripted faults of one emulator, drawn per request in the order they were injected. */
export class FaultInjector {
  private rules: StoredRule[] = [];
  private random: () => number;

  constructor(
    private readonly stats: StatsRecorder,
    private readonly seed: number,
    private readonly now: () => number = Date.now,
  ) {
    this.random = seededRandom(seed);
  }

  /** Adds a rule and answers its id, for `remove`. */
  inject(rule: FaultRule): string {
    const checked = parseFaultRule(rule);
    const id = randomUUID();
    const until =
      checked.forMs === undefined ? Number.POSITIVE_INFINITY : this.now() + checked.forMs;
    this.rules.push({
      ...checked,
      id,
      remaining: checked.times ?? Number.POSITIVE_INFINITY,
      until,
    });
    return id;
  }

  remove(id: string): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((rule) => rule.id !== id);
    return this.rules.length < before;
  }

  clear(): void {
    this.rules = [];
    this.random = seededRandom(this.seed);
  }

  list(): FiredFault[] {
    return this.rules.map(({ remaining: _remaining, until: _until, ...rule }) => rule);
  }

  /**
   * Takes at most one rule of one of `kinds` for this request, without counting it yet. Rules
   * whose chance does not come up are left untouched.
   */
  reserve(route: RouteName, kinds: readonly FaultKind[]): ReservedFault | undefined {
    for (const rule of this.rules) {
      if (rule.remaining <= 0 || !kinds.includes(rule.kind)) continue;
      if (this.now() >= rule.until) continue;
      if (rule.route !== "*" && rule.route !== route) continue;
      if (!kindAppliesTo(rule.kind, route)) continue;
      if (this.random() >= (rule.probability ?? 1)) continue;
      rule.remaining -= 1;
      const { remaining: _remaining, until: _until, ...fault } = rule;
      let settled = false;
      return {
        fault,
        fire: () => {
          if (settled) return;
          settled = true;
          this.stats.fault(route, rule.kind);
        },
        release: () => {
          if (settled) return;
          settled = true;
          rule.remaining += 1;
        },
      };
    }
    return undefined;
  }

  /** Fires at most one rule of one of `kinds` for this request, counting it. */
  draw(route: RouteName, kinds: readonly FaultKind[]): FiredFault | undefined {
    const reserved = this.reserve(route, kinds);
    reserved?.fire();
    return reserved?.fault;
  }
}
