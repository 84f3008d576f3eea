/** Runs of percent-encoded bytes, decoded together so that a UTF-8 sequence becomes its character. */
const PERCENT_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

function decodeRun(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    // Bytes that are not UTF-8 stay as written.
    return run;
  }
}

/** A URL's path and query as written, and percent-decoded. */
export interface UrlForms {
  /** The whole URL as the provider gave it. */
  given: string;
  /** From the first `/` after the host to the end (the fragment excluded), as given. */
  pathAndQuery: string;
  /** `pathAndQuery` percent-decoded: `%C3%A9` reads as `é`. */
  decoded: string;
}

/**
 * Reads the URL as given, not as `new URL()` rewrites it (which percent-encodes `é` and folds
 * `//`), and decodes it: the URL checks look at both forms. Linear scans only.
 */
export function urlForms(url: string): UrlForms {
  const scheme = url.indexOf("://");
  const hostStart = scheme === -1 ? 0 : scheme + 3;
  let pathStart = url.indexOf("/", hostStart);
  const queryStart = url.indexOf("?", hostStart);
  if (pathStart === -1 || (queryStart !== -1 && queryStart < pathStart)) {
    pathStart = queryStart === -1 ? url.length : queryStart;
  }
  const hash = url.indexOf("#", pathStart);
  const pathAndQuery = url.slice(pathStart, hash === -1 ? url.length : hash);
  return { given: url, pathAndQuery, decoded: pathAndQuery.replace(PERCENT_RUN, decodeRun) };
}
