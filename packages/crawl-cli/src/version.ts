declare const __CRAWL_CLI_VERSION__: string;

/** This package's version, inlined at build time. */
export const VERSION: string = __CRAWL_CLI_VERSION__;
