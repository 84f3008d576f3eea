import { json } from "../http/responses.js";
import type { CrawlJob } from "../jobs/crawl-job.js";
import { hashString } from "../random.js";
import type { RouteContext } from "./context.js";

/** The real server's answer when a job belongs to another team. */
export const FORBIDDEN = json(403, { success: false, error: "Forbidden" });

/**
 * With keys, each key of the cloud is a team that owns the jobs it starts; keyless emulators and
 * self-hosted servers (authentication off) have one team, which owns every job.
 */
export function ownerOf(context: RouteContext): string | undefined {
  const teams = context.state.options.apiKeys.length > 0 && context.state.deployment === "cloud";
  return teams ? context.apiKey : undefined;
}

/** Whether the caller's team owns a job, session or monitor (any with an `owner`). */
export function ownsJob(context: RouteContext, job: Pick<CrawlJob, "owner">): boolean {
  if (context.state.deployment === "self-hosted") return true;
  return job.owner === undefined || job.owner === ownerOf(context);
}

/** A team id for a key that does not reveal the key; the self-hosted server's own is "bypass". */
export function teamIdOf(owner: string | undefined): string {
  return owner === undefined ? "bypass" : `team-${hashString(owner).toString(16)}`;
}
