import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import { type ClientContext, pageCapOf } from "../../core/context.js";
import { PaginationGuard } from "../../core/pagination-guard.js";
import { validateInput } from "../../core/validate.js";
import type {
  ActivityOptions,
  ActivityResponse,
  ThreatProtectionPolicy,
  ThreatProtectionPolicyUpdate,
} from "../shapes/team.js";
import { type Call, dataAnswer, send } from "./send.js";

const THREAT_PROTECTION = "/v2/team/threat-protection";
const limit = z.optional(z.int().check(z.minimum(1), z.maximum(100)));
const listed = z.optional(z.array(z.string()));
const policySchema = z.looseObject({
  mode: z.enum(["off", "normal"]),
  riskScoreThreshold: z.optional(z.int().check(z.minimum(0), z.maximum(100))),
  blacklist: listed,
  whitelist: listed,
  blockedTlds: listed,
  failurePolicy: z.optional(z.enum(["open", "closed"])),
});

/** GET /v2/team/activity: the team's jobs of the last 24 hours, newest first, a page at a time. */
export async function getActivity(
  ctx: ClientContext,
  options: ActivityOptions = {},
  requestOptions?: RequestOptions,
): Promise<ActivityResponse> {
  validateInput(z.looseObject({ limit }), options, "options");
  const { endpoint, limit: count, cursor } = options;
  const call: Call = {
    method: "GET",
    path: "/v2/team/activity",
    action: "get activity",
    query: { endpoint, limit: count, cursor },
  };
  return send<ActivityResponse>(ctx, call, requestOptions);
}

/**
 * `for await` over the team's recent jobs, following each page's `cursor`, one page in memory. A
 * cursor the list has followed before (A → B → A) ends it with a PaginationLoopError, one too long
 * with an InvalidResponseError, and the caps of pages and items with a PaginationLimitError.
 */
export async function* activity(
  ctx: ClientContext,
  options: ActivityOptions = {},
  requestOptions?: RequestOptions,
): AsyncGenerator<NonNullable<ActivityResponse["data"]>[number], void, undefined> {
  const guard = new PaginationGuard("the team's activity", pageCapOf(ctx, requestOptions));
  guard.start(options.cursor);
  for (let cursor = options.cursor; ;) {
    const page = await getActivity(ctx, { ...options, cursor }, requestOptions);
    for (const job of page.data ?? []) {
      guard.take();
      yield job;
    }
    if (page.has_more !== true || typeof page.cursor !== "string" || page.cursor === "") return;
    cursor = page.cursor;
    guard.follow(cursor);
  }
}

/** GET /v2/team/threat-protection: the organisation's policy (an enterprise feature; 403 otherwise). */
export async function getThreatProtection(
  ctx: ClientContext,
  requestOptions?: RequestOptions,
): Promise<ThreatProtectionPolicy> {
  const call: Call = { method: "GET", path: THREAT_PROTECTION, action: "get threat protection" };
  return (await send<{ data: ThreatProtectionPolicy }>(ctx, call, requestOptions, dataAnswer)).data;
}

/** PUT /v2/team/threat-protection: replaces the policy; the policy in force after it. */
export async function updateThreatProtection(
  ctx: ClientContext,
  policy: ThreatProtectionPolicyUpdate,
  requestOptions?: RequestOptions,
): Promise<ThreatProtectionPolicy> {
  validateInput(policySchema, policy, "policy");
  const call: Call = {
    method: "PUT",
    path: THREAT_PROTECTION,
    action: "update threat protection",
    body: { ...policy },
  };
  return (await send<{ data: ThreatProtectionPolicy }>(ctx, call, requestOptions, dataAnswer)).data;
}
