import type { ActivityEndpoint, ActivityEntry } from "../jobs/job-store.js";
import { approximateBytes } from "../jobs/job-store.js";
import type { RouteContext } from "./context.js";
import { ownerOf } from "./ownership.js";

/** Targets longer than this are cut in the activity list, so a row stays small. */
const TARGET_CHARACTERS = 500;

/** How the team's activity lists a job started by this request. */
export function activityOf(
  context: RouteContext,
  endpoint: ActivityEndpoint,
  target: string | undefined,
): ActivityEntry {
  return {
    endpoint,
    apiVersion: context.route.startsWith("v2.") ? "v2" : "v1",
    target: target === undefined ? null : target.slice(0, TARGET_CHARACTERS),
    owner: ownerOf(context),
  };
}

/**
 * Records a request that starts no job (a search, a map, a v1 scrape, a parse) for the activity
 * list and for feedback on it; it is forgotten first when room is needed.
 */
export function recordRequest(
  context: RouteContext,
  endpoint: "search" | "map" | "parse" | "scrape",
  options: { id: string; target: string | undefined; credits: number },
): void {
  const activity = endpoint === "parse" ? undefined : activityOf(context, endpoint, options.target);
  context.state.jobs.put(
    "request",
    options.id,
    {
      id: options.id,
      endpoint,
      createdAt: context.now,
      owner: ownerOf(context),
      credits: options.credits,
    },
    context.now,
    {
      createdAt: context.now,
      bytes: approximateBytes(activity ?? {}),
      finished: () => true,
      ...(activity ? { activity } : {}),
    },
  );
}
