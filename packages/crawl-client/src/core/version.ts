// Replaced at build time (tsup `define`) and in tests (vitest `define`) by package.json's version.
declare const __CRAWL_CLIENT_VERSION__: string;

export const VERSION: string = __CRAWL_CLIENT_VERSION__;

/** The `origin` body field: names this client and its real version on every request. */
export const ORIGIN = `@keystone/crawl-client@${VERSION}`;
