import { json } from "../http/responses.js";
import type { CrawlJob } from "../jobs/crawl-job.js";
import { hashString } from "../random.js";
import type { RouteContext } from "./context.js";

/** The real server's answer when a job belongs to another team. */
export const FORBIDDEN = json(403, { success: false, error: "Forbidden" });

/** With keys, each key is a team that owns the jobs it starts; keyless emulators have one team. */
export function ownerOf(context: RouteContext): string | undefined {
  return context.state.options.apiKeys.length > 0 ? context.apiKey : undefined;
}

export function ownsJob(context: RouteContext, job: CrawlJob): boolean {
  return job.owner === undefined || job.owner === ownerOf(context);
}

/** A team id for a key that does not reveal the key; the self-hosted server's own is "bypass". */
export function teamIdOf(owner: string | undefined): string {
  return owner === undefined ? "bypass" : `team-${hashString(owner).toString(16)}`;
}
