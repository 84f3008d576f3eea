import { useSyncExternalStore } from "react";
import {
  type CrawlOptions,
  type CrawlSetup,
  DEFAULT_CRAWL_OPTIONS,
  initialCrawlOptions,
  rememberCrawlOptions,
  withCrawlOptions,
} from "../model/crawl-options";
import {
  type CustomQueries,
  NO_CUSTOM_QUERIES,
  parseCustomQueries,
  withCustomQueries,
} from "../model/custom-queries";

const DEFAULT_SETUP: CrawlSetup = { options: DEFAULT_CRAWL_OPTIONS, custom: NO_CUSTOM_QUERIES };

/**
 * Kept like the audit filter (`use-audit-filter.ts`): read from the page's query once, when first
 * asked, and written back with `replaceState`, so that a reload or a shared link asks the same.
 * The switches are also remembered in `localStorage`; the custom queries live in the address only.
 */
let setup: CrawlSetup | undefined;
const listeners = new Set<() => void>();

/** The setup the next crawl uses: the controller reads it as a crawl starts. */
export function currentCrawlSetup(): CrawlSetup {
  setup ??= {
    options: initialCrawlOptions(window.location.search, () => window.localStorage),
    custom: parseCustomQueries(window.location.search),
  };
  return setup;
}

function writeAddress(next: CrawlSetup) {
  const { pathname, search, hash } = window.location;
  const query = withCustomQueries(withCrawlOptions(search, next.options), next.custom);
  window.history.replaceState(window.history.state, "", pathname + query + hash);
}

function publish(next: CrawlSetup) {
  setup = next;
  writeAddress(next);
  for (const listener of listeners) listener();
}

export function setCrawlOptions(options: CrawlOptions) {
  rememberCrawlOptions(() => window.localStorage, options);
  publish({ ...currentCrawlSetup(), options });
}

export function setCustomQueries(custom: CustomQueries) {
  publish({ ...currentCrawlSetup(), custom });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useCrawlSetup(): CrawlSetup {
  return useSyncExternalStore(subscribe, currentCrawlSetup, () => DEFAULT_SETUP);
}
