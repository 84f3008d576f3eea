import type { AnalysedSite } from "~/site.config";
import type { CrawlRecord } from "../history/crawl-record";
import type { HistoryStore } from "../history/history-store";

/** A site's last audit saved in this browser, or why it could not be read. */
export type LastAudit =
  | { site: AnalysedSite; ok: true; record: CrawlRecord }
  | { site: AnalysedSite; ok: false; problem: string };

/**
 * The last audit of each site that has one in the history, in the sites' order: read only,
 * without a key or a crawl. A record that does not read (damaged, of an unknown shape) or a store
 * that fails on one site is named with its problem, and the other sites still show.
 */
export async function lastAudits(
  store: Pick<HistoryStore, "latest">,
  sites: readonly AnalysedSite[],
): Promise<LastAudit[]> {
  const found = await Promise.all(
    sites.map(async (site): Promise<LastAudit | undefined> => {
      try {
        const read = await store.latest(site.id);
        if (read === undefined) return undefined;
        return read.ok
          ? { site, ok: true, record: read.record }
          : { site, ok: false, problem: read.problem };
      } catch (error) {
        return {
          site,
          ok: false,
          problem: error instanceof Error ? error.message : "the history could not be read",
        };
      }
    }),
  );
  return found.filter((entry) => entry !== undefined);
}
