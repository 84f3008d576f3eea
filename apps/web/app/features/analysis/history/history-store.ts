import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { SiteId } from "../model/types";
import type { CrawlRecord } from "./crawl-record";
import { crawlsToDrop } from "./retention";

const DATABASE_NAME = "keystone-analysis-history";
const STORE = "crawls";

interface HistorySchema extends DBSchema {
  crawls: {
    key: number;
    value: CrawlRecord;
    indexes: { bySite: [string, number] };
  };
}

/** The crawl history in this browser's IndexedDB. */
export interface HistoryStore {
  /** The newest saved crawl of a site, if any. */
  latest(siteId: SiteId): Promise<CrawlRecord | undefined>;
  /** Saves a crawl, then drops what the retention rules no longer keep. */
  save(record: CrawlRecord): Promise<void>;
  clear(): Promise<void>;
}

function historyStore(db: IDBPDatabase<HistorySchema>): HistoryStore {
  return {
    async latest(siteId) {
      const range = IDBKeyRange.bound([siteId, -Infinity], [siteId, Infinity]);
      const cursor = await db.transaction(STORE).store.index("bySite").openCursor(range, "prev");
      return cursor?.value;
    },
    async save(record) {
      const transaction = db.transaction(STORE, "readwrite");
      await transaction.store.add(record);
      const stored = await transaction.store.getAll();
      const drop = crawlsToDrop(
        stored.map(({ id, siteId, crawledAt, bytes }) => ({
          id: id ?? 0,
          siteId,
          crawledAt,
          bytes,
        })),
      );
      await Promise.all(drop.map((id) => transaction.store.delete(id)));
      await transaction.done;
    },
    async clear() {
      await db.clear(STORE);
    },
  };
}

/**
 * Opens the history. Rejects where the browser has no usable IndexedDB (private modes, storage
 * blocked by policy, storage full): the tool then works without history.
 */
export async function openHistoryStore(): Promise<HistoryStore> {
  if (typeof indexedDB === "undefined") throw new Error("IndexedDB is not available");
  const db = await openDB<HistorySchema>(DATABASE_NAME, 1, {
    upgrade(database) {
      const store = database.createObjectStore(STORE, { keyPath: "id", autoIncrement: true });
      store.createIndex("bySite", ["siteId", "crawledAt"]);
    },
  });
  return historyStore(db);
}
