import type { CrawlProvider } from "./crawl-provider";
import type { StartRecord } from "./pending-starts";

/**
 * The provider jobs this page has started and not seen end, so that leaving the page can cancel
 * every one of them: no crawl keeps spending credits after its user walked away.
 */
export function createRunningJobs() {
  const jobs = new Map<string, { provider: CrawlProvider; record?: StartRecord }>();
  return {
    /** Lists a running job; `record` is its start's, forgotten once its exit cancel is sent. */
    add(jobId: string, provider: CrawlProvider, record?: StartRecord) {
      jobs.set(jobId, { provider, ...(record ? { record } : {}) });
    },
    /** False once the job has ended, or once its cancel was sent when the page was left. */
    has(jobId: string): boolean {
      return jobs.has(jobId);
    },
    remove(jobId: string) {
      jobs.delete(jobId);
    },
    /**
     * Sends the cancel that outlives the page for every running job, and forgets them and their
     * start records: the next visit would otherwise find a job whose cancel is still on its way.
     */
    cancelAllOnExit() {
      for (const [jobId, { provider, record }] of jobs) {
        provider.cancelOnExit(jobId);
        record?.ended();
      }
      jobs.clear();
    },
    get size() {
      return jobs.size;
    },
  };
}

export type RunningJobs = ReturnType<typeof createRunningJobs>;
