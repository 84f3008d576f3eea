// zod/mini, as every schema of the tool: full zod probes `new Function` for its fast path, which
// the page's policy (no unsafe-eval) reports as a violation.
import * as z from "zod/mini";
import type { IgnoredIssues } from "@keystone/site-audit/vocabulary";
import type { KeyValueStorage } from "../model/key-storage";

/** The browser's entry for the issues marked "won't fix", per site (by the site's id). */
export const IGNORED_STORAGE_ENTRY = "keystone-analysis-ignored";

/** Ignored checks and pages kept per site: far more than anyone marks by hand. */
const MOST_KEPT = 2_000;

const storedShape = z.record(
  z.string(),
  z.object({
    checks: z.array(z.string()).check(z.maxLength(MOST_KEPT)),
    pages: z.array(z.object({ check: z.string(), url: z.string() })).check(z.maxLength(MOST_KEPT)),
  }),
);
type Stored = z.infer<typeof storedShape>;

const NOTHING: IgnoredIssues = { checks: [], pages: [] };

/**
 * The issues a user marked "won't fix", kept in the browser's local storage (one JSON entry for
 * every site), so that a reload keeps them. An entry that does not parse, or storage the browser
 * refuses, is read as nothing ignored; a refused write keeps the marks for this page only.
 */
export function createIgnoredStore(storage: () => KeyValueStorage | undefined) {
  let stored: Stored | undefined;
  const listeners = new Set<() => void>();

  function read(): Stored {
    if (stored) return stored;
    try {
      const parsed = z.safeParse(
        storedShape,
        JSON.parse(storage()?.getItem(IGNORED_STORAGE_ENTRY) ?? "{}"),
      );
      stored = parsed.success ? parsed.data : {};
    } catch {
      stored = {};
    }
    return stored;
  }

  function write(next: Stored) {
    stored = next;
    try {
      storage()?.setItem(IGNORED_STORAGE_ENTRY, JSON.stringify(next));
    } catch {
      // Kept in this page's memory: the marks still apply until it is left.
    }
    for (const listener of listeners) listener();
  }

  function change(siteId: string, update: (ignored: IgnoredIssues) => IgnoredIssues) {
    const current = read();
    const next = update(current[siteId] ?? NOTHING);
    write({
      ...current,
      [siteId]: {
        checks: [...next.checks].slice(-MOST_KEPT),
        pages: [...next.pages].slice(-MOST_KEPT),
      },
    });
  }

  return {
    /** The same object until something changes, as `useSyncExternalStore` needs. */
    of: (siteId: string): IgnoredIssues => read()[siteId] ?? NOTHING,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Ignores a check on every page of the site, or stops ignoring it. */
    toggleCheck(siteId: string, check: string) {
      change(siteId, (ignored) => ({
        ...ignored,
        checks: ignored.checks.includes(check)
          ? ignored.checks.filter((id) => id !== check)
          : [...ignored.checks, check],
      }));
    },
    /** Ignores a check on one page, or stops ignoring it there. */
    togglePage(siteId: string, check: string, url: string) {
      change(siteId, (ignored) => {
        const has = ignored.pages.some((entry) => entry.check === check && entry.url === url);
        return {
          ...ignored,
          pages: has
            ? ignored.pages.filter((entry) => entry.check !== check || entry.url !== url)
            : [...ignored.pages, { check, url }],
        };
      });
    },
  };
}

export type IgnoredStore = ReturnType<typeof createIgnoredStore>;

const browserStorage = (): KeyValueStorage | undefined => {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

/** The tool's one store of ignored issues, in this browser's local storage. */
export const ignoredIssues = createIgnoredStore(browserStorage);
