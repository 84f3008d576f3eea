/** The IndexedDB database that keeps the crawl history (history-store.ts). */
export const HISTORY_DATABASE_NAME = "keystone-analysis-history";

/**
 * Whether this browser may hold saved crawls, asked without loading the history's code (idb, the
 * records' schemas): a first visit, which has none, loads none of it. Where the browser cannot list
 * its databases, or the listing fails, the answer is "maybe" and the history is read.
 */
export async function mayHaveHistory(
  databases: IDBFactory["databases"] | undefined = globalThis.indexedDB?.databases?.bind(
    globalThis.indexedDB,
  ),
  hasIndexedDb = typeof globalThis.indexedDB !== "undefined",
): Promise<boolean> {
  if (!hasIndexedDb) return false;
  if (!databases) return true;
  try {
    return (await databases()).some((database) => database.name === HISTORY_DATABASE_NAME);
  } catch {
    return true;
  }
}
