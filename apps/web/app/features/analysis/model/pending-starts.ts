import type { KeyValueStorage } from "./key-storage";

/** The session storage entry that holds the starts this tab sent and has not seen end. */
export const PENDING_STARTS_ENTRY = "keystone-analysis-pending-starts";
/** Starts kept at most; older ones go first (a tab does not send more than a few an hour). */
const STARTS_KEPT = 20;

/**
 * A crawl start this tab sent, kept from the moment it is sent: leaving the page while the start
 * is in flight leaves a job the page never heard the id of, and only these let the next visit find
 * it among the provider's running crawls. Never the key.
 */
export interface PendingStart {
  /** This record's own id. */
  id: string;
  /** The page load that sent it: a page never reports its own running crawls as left behind. */
  page: string;
  url: string;
  /** The `limit` it asked for, which the provider's list of running crawls echoes. */
  limit: number;
  /** When it was sent, in ms since the epoch. */
  startedAt: number;
  /** The job's id, once the provider's answer gave it. */
  jobId?: string;
  /**
   * Its cancel did not reach the provider (it was not answering): sent again until it answers,
   * on this visit and the next.
   */
  cancelWanted?: boolean;
}

/** What a running crawl tells of its start record. */
export interface StartRecord {
  /** The start's own id (`PendingStart.id`). */
  readonly id: string;
  /** When it was sent, in ms since the epoch. */
  readonly startedAt: number;
  /** The provider answered with the job's id. */
  named(jobId: string): void;
  /** Nothing of it can be running any more (ended, cancelled, refused): forget it. */
  ended(): void;
  /** Its cancel did not reach the provider: keep it, to send the cancel again. */
  cancelWanted(): void;
}

function isPendingStart(value: unknown): value is PendingStart {
  if (typeof value !== "object" || value === null) return false;
  const start = value as Record<string, unknown>;
  return (
    typeof start.id === "string" &&
    typeof start.page === "string" &&
    typeof start.url === "string" &&
    typeof start.limit === "number" &&
    typeof start.startedAt === "number" &&
    (start.jobId === undefined || typeof start.jobId === "string") &&
    (start.cancelWanted === undefined || typeof start.cancelWanted === "boolean")
  );
}

/** A random id; `crypto.randomUUID` exists only on secure origins, this on any. */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

/**
 * The starts this tab sent, in session storage: it outlives a reload and a navigation in the tab,
 * and belongs to this tab only (another tab's crawls are that tab's to watch). Where the browser
 * refuses session storage, nothing is kept and the next visit cannot look for a left crawl.
 */
export function createPendingStarts(
  storage: () => KeyValueStorage,
  now: () => number,
  page = randomId(),
) {
  function read(): PendingStart[] {
    try {
      const parsed: unknown = JSON.parse(storage().getItem(PENDING_STARTS_ENTRY) ?? "[]");
      return Array.isArray(parsed) ? parsed.filter(isPendingStart) : [];
    } catch {
      return [];
    }
  }

  function write(starts: readonly PendingStart[]) {
    try {
      if (starts.length === 0) storage().removeItem(PENDING_STARTS_ENTRY);
      else storage().setItem(PENDING_STARTS_ENTRY, JSON.stringify(starts.slice(-STARTS_KEPT)));
    } catch {
      // Storage refused: the start is not remembered, and nothing else changes.
    }
  }

  const without = (id: string) => write(read().filter((start) => start.id !== id));
  const changed = (id: string, change: Partial<PendingStart>) =>
    write(read().map((start) => (start.id === id ? { ...start, ...change } : start)));
  const recordOf = (id: string, startedAt?: number): StartRecord => ({
    id,
    startedAt: startedAt ?? read().find((start) => start.id === id)?.startedAt ?? now(),
    named: (jobId) => changed(id, { jobId }),
    ended: () => without(id),
    cancelWanted: () => changed(id, { cancelWanted: true }),
  });

  return {
    /** Records a start about to be sent. */
    add(url: string, limit: number): StartRecord {
      const id = randomId();
      const startedAt = now();
      write([...read(), { id, page, url, limit, startedAt }]);
      return recordOf(id, startedAt);
    },
    /** The record of a start already kept (an earlier visit's, whose cancel is sent again). */
    recordOf: (id: string) => recordOf(id),
    /** Every start kept, this page's included. */
    all: read,
    /** The starts sent by earlier loads of the page in this tab. */
    earlier: () => read().filter((start) => start.page !== page),
    /** Keeps only `kept` of the earlier pages' starts; this page's own stay as they are. */
    keepEarlier(kept: readonly PendingStart[]) {
      write([...read().filter((start) => start.page === page), ...kept]);
    },
    /** Forgets one start (its job was cancelled, or the user chose to leave it running). */
    forget: without,
  };
}

export type PendingStarts = ReturnType<typeof createPendingStarts>;
