import { z } from "zod/v3";
import { json } from "../../http/responses.js";
import { threatProtectionRequest } from "../../http/schemas/requests-v2-cloud.js";
import { ACTIVITY_ENDPOINTS } from "../../jobs/job-store.js";
import {
  cloudOnly,
  type RouteContext,
  type RouteDefinition,
  type ThreatPolicy,
} from "../context.js";
import { ownerOf, ownsJob } from "../ownership.js";

const activityQuery = z.object({
  endpoint: z.enum(ACTIVITY_ENDPOINTS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().optional(),
});

/**
 * `GET /v2/team/activity`: the team's jobs the emulator still holds, newest first, each with the
 * URL or query it was about. `cursor` names the last row of the previous page.
 */
function activity(context: RouteContext) {
  const query = activityQuery.parse(Object.fromEntries(context.query));
  const rows = context.state.jobs
    .activity(context.now)
    .filter((row) => ownsJob(context, row))
    .filter((row) => query.endpoint === undefined || row.endpoint === query.endpoint);
  let start = 0;
  if (query.cursor !== undefined) {
    const last = rows.findIndex((row) => row.id === query.cursor);
    if (last < 0) return json(400, { success: false, error: "Invalid cursor" });
    start = last + 1;
  }
  const page = rows.slice(start, start + query.limit);
  const hasMore = start + page.length < rows.length;
  return json(200, {
    success: true,
    data: page.map((row) => ({
      id: row.id,
      endpoint: row.endpoint,
      api_version: row.apiVersion,
      created_at: new Date(row.createdAt).toISOString(),
      target: row.target,
    })),
    cursor: hasMore ? (page.at(-1)?.id ?? null) : null,
    has_more: hasMore,
  });
}

/** The policy a team has before it saves one: checks off, the description's defaults. */
const DEFAULT_POLICY: Omit<ThreatPolicy, "updatedAt"> = {
  mode: "off",
  riskScoreThreshold: 75,
  blacklist: [],
  whitelist: [],
  blockedTlds: [],
  failurePolicy: "closed",
  allowRequestOverrides: true,
};

/** The policy the team saved; undefined before it saves one, when it has `DEFAULT_POLICY`. */
export function threatPolicyOf(context: RouteContext): ThreatPolicy | undefined {
  return context.state.threatPolicies.get(ownerOf(context) ?? "");
}

function policyBody(policy: ThreatPolicy | undefined) {
  const { updatedAt, ...fields } = policy ?? { ...DEFAULT_POLICY, updatedAt: undefined };
  return {
    ...fields,
    configured: policy !== undefined,
    updatedAt: updatedAt === undefined ? null : new Date(updatedAt).toISOString(),
  };
}

function getThreatProtection(context: RouteContext) {
  return json(200, { success: true, data: policyBody(threatPolicyOf(context)) });
}

/** Saves the team's policy; fields not given take the defaults, as a new policy. */
function putThreatProtection(context: RouteContext) {
  const body = threatProtectionRequest.parse(context.body);
  const { origin: _origin, integration: _integration, ...fields } = body;
  const policy: ThreatPolicy = { ...DEFAULT_POLICY, ...fields, updatedAt: context.now };
  context.state.threatPolicies.set(ownerOf(context) ?? "", policy);
  return json(200, { success: true, data: policyBody(policy) });
}

/** The team routes only the cloud has. */
export const v2TeamCloudRoutes: RouteDefinition[] = cloudOnly([
  { name: "v2.team.activity", method: "get", path: "/v2/team/activity", handle: activity },
  {
    name: "v2.team.threatProtection",
    method: "get",
    path: "/v2/team/threat-protection",
    handle: getThreatProtection,
  },
  {
    name: "v2.team.threatProtectionUpdate",
    method: "put",
    path: "/v2/team/threat-protection",
    handle: putThreatProtection,
  },
]);
