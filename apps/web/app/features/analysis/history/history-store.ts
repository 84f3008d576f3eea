import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import { HistoryBlockedError } from "./history-blocked";
import type { SiteId } from "../model/types";
import type { CrawlRecord } from "./crawl-record";
import { type HistoryEntry, historyEntries } from "./history-entry";
import { type ReadCrawlRecord, readCrawlRecord } from "./read-crawl-record";
import {
  RecordTooLargeError,
  type StoredCrawl,
  crawlsToDrop,
  fitsHistory,
  newestCrawlId,
} from "./retention";
import { HISTORY_DATABASE_NAME } from "./database-name";

const STORE = "crawls";
/** Version 2 added the `retention` index. */
const DATABASE_VERSION = 2;

interface HistorySchema extends DBSchema {
  crawls: {
    key: number;
    value: CrawlRecord;
    indexes: {
      bySite: [string, number];
      /** What retention needs of every crawl, read as index keys without loading any record. */
      retention: [number, string, number];
    };
  };
}

/** The crawl history in this browser's IndexedDB. */
export interface HistoryStore {
  /**
   * The site's crawl saved last (by the store's insertion order, not by the clock that dated it),
   * checked before anything compares with it; undefined when the site has none.
   */
  latest(siteId: SiteId): Promise<ReadCrawlRecord | undefined>;
  /**
   * Saves a crawl, then drops what the retention rules no longer keep. A record over the size cap
   * by itself is refused with RecordTooLargeError, and nothing is written.
   */
  save(record: CrawlRecord): Promise<void>;
  clear(): Promise<void>;
}

/** The history as its views read and prune it, one site at a time. */
export interface SiteHistoryStore extends HistoryStore {
  /** Every kept crawl of the site, newest first by the order they were saved in. */
  list(siteId: SiteId): Promise<HistoryEntry[]>;
  /** One kept crawl, checked as filed under `siteId`; undefined when it is no longer kept. */
  get(id: number, siteId: SiteId): Promise<ReadCrawlRecord | undefined>;
  remove(id: number): Promise<void>;
  /** Deletes every kept crawl of one site; the other sites' stay. */
  clearSite(siteId: SiteId): Promise<void>;
}

const siteRange = (siteId: SiteId) => IDBKeyRange.bound([siteId, -Infinity], [siteId, Infinity]);

function historyStore(db: IDBPDatabase<HistorySchema>): SiteHistoryStore {
  return {
    async latest(siteId) {
      const range = siteRange(siteId);
      const transaction = db.transaction(STORE);
      // The index's keys only (at most a site's retention of ids); one record is then read.
      const id = newestCrawlId(await transaction.store.index("bySite").getAllKeys(range));
      if (id === undefined) return undefined;
      const stored: unknown = await transaction.store.get(id);
      return stored === undefined ? undefined : readCrawlRecord(stored, siteId);
    },
    async save(record) {
      if (!fitsHistory(record)) throw new RecordTooLargeError(record.bytes);
      const transaction = db.transaction(STORE, "readwrite");
      await transaction.store.add(record);
      const stored: StoredCrawl[] = [];
      let cursor = await transaction.store.index("retention").openKeyCursor();
      while (cursor) {
        const [, siteId, bytes] = cursor.key;
        stored.push({ id: cursor.primaryKey, siteId: siteId as SiteId, bytes });
        cursor = await cursor.continue();
      }
      await Promise.all(crawlsToDrop(stored).map((id) => transaction.store.delete(id)));
      await transaction.done;
    },
    async clear() {
      await db.clear(STORE);
    },
    async list(siteId) {
      const index = db.transaction(STORE).store.index("bySite");
      // One transaction, so the ids and the values are of the same records, in the index's order.
      const [ids, values] = await Promise.all([
        index.getAllKeys(siteRange(siteId)),
        index.getAll(siteRange(siteId)),
      ]);
      return historyEntries(
        ids.map((id, at) => ({ id, value: values[at] as unknown })),
        siteId,
      );
    },
    async get(id, siteId) {
      const stored: unknown = await db.get(STORE, id);
      return stored === undefined ? undefined : readCrawlRecord(stored, siteId);
    },
    async remove(id) {
      await db.delete(STORE, id);
    },
    async clearSite(siteId) {
      const transaction = db.transaction(STORE, "readwrite");
      const ids = await transaction.store.index("bySite").getAllKeys(siteRange(siteId));
      await Promise.all(ids.map((id) => transaction.store.delete(id)));
      await transaction.done;
    },
  };
}

/**
 * Reads the history as this browser has it (or deletes from it: the History section's Delete), at
 * its own version, then closes it: neither creates the database (a visit that saved nothing leaves
 * none) nor upgrades it, so it never waits on, or holds up, a tab of another version. Undefined
 * where there is no history to read.
 */
export async function readHistory<T>(
  read: (store: SiteHistoryStore) => Promise<T>,
): Promise<T | undefined> {
  if (typeof indexedDB === "undefined") return undefined;
  let db: IDBPDatabase<HistorySchema> | undefined;
  try {
    db = await openDB<HistorySchema>(HISTORY_DATABASE_NAME, undefined, {
      // Only a database that did not exist is upgraded here: abort, and none is made. The
      // aborted transaction's `done` rejects with an AbortError that is expected: caught here, it
      // is not an unhandled rejection on a visit that never saved a crawl.
      upgrade: (_database, _oldVersion, _newVersion, transaction) => {
        transaction.done.catch(() => undefined);
        transaction.abort();
      },
      blocking: () => db?.close(),
    });
  } catch {
    return undefined;
  }
  try {
    return db.objectStoreNames.contains(STORE) ? await read(historyStore(db)) : undefined;
  } finally {
    db.close();
  }
}

/**
 * Opens the history. Rejects where the browser has no usable IndexedDB (private modes, storage
 * blocked by policy, storage full), or while a tab of an older version of the tool holds it open:
 * the tool then works without history.
 */
export async function openHistoryStore(): Promise<HistoryStore> {
  if (typeof indexedDB === "undefined") throw new Error("IndexedDB is not available");
  let rejectBlocked: (error: Error) => void = () => undefined;
  const blocked = new Promise<never>((_, reject) => (rejectBlocked = reject));
  const opened = openDB<HistorySchema>(HISTORY_DATABASE_NAME, DATABASE_VERSION, {
    upgrade(database, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) {
        const store = database.createObjectStore(STORE, { keyPath: "id", autoIncrement: true });
        store.createIndex("bySite", ["siteId", "crawledAt"]);
      }
      if (oldVersion < 2) {
        transaction.objectStore(STORE).createIndex("retention", ["crawledAt", "siteId", "bytes"]);
      }
    },
    blocked: () => rejectBlocked(new HistoryBlockedError()),
    // A newer version of the tool opened in another tab: let it upgrade the history.
    blocking: () => void opened.then((database) => database.close()),
  });
  return historyStore(await Promise.race([opened, blocked]));
}
