import type { CrawlProvider } from "./crawl-provider";

/**
 * The provider jobs this page has started and not seen end, so that leaving the page can cancel
 * every one of them: no crawl keeps spending credits after its user walked away.
 */
export function createRunningJobs() {
  const jobs = new Map<string, CrawlProvider>();
  return {
    add(jobId: string, provider: CrawlProvider) {
      jobs.set(jobId, provider);
    },
    /** False once the job has ended, or once its cancel was sent when the page was left. */
    has(jobId: string): boolean {
      return jobs.has(jobId);
    },
    remove(jobId: string) {
      jobs.delete(jobId);
    },
    /** Sends the cancel that outlives the page for every running job, and forgets them. */
    cancelAllOnExit() {
      for (const [jobId, provider] of jobs) provider.cancelOnExit(jobId);
      jobs.clear();
    },
    get size() {
      return jobs.size;
    },
  };
}

export type RunningJobs = ReturnType<typeof createRunningJobs>;
