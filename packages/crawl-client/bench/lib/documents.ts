/** How a crawl's returned documents compare with the pages the site has. */
export interface DocumentTally {
  returned: number;
  unique: number;
  duplicated: number;
  lost: number;
  /** Entries that are not documents at all (for example `undefined` appended for a failed page). */
  junk: number;
}

function documentUrl(entry: unknown): string | undefined {
  if (typeof entry !== "object" || entry === null) return undefined;
  const metadata = (entry as { metadata?: { sourceURL?: unknown; url?: unknown } }).metadata;
  const url = metadata?.sourceURL ?? metadata?.url ?? (entry as { url?: unknown }).url;
  return typeof url === "string" ? url : undefined;
}

/** Counts documents by URL: every page of the site should be there exactly once. */
export class DocumentCounter {
  private readonly urls = new Set<string>();
  private returned = 0;
  private junk = 0;

  add(entry: unknown): void {
    this.returned++;
    const url = documentUrl(entry);
    if (url === undefined) this.junk++;
    else this.urls.add(url);
  }

  addAll(entries: Iterable<unknown>): void {
    for (const entry of entries) this.add(entry);
  }

  tally(expected: number): DocumentTally {
    const unique = this.urls.size;
    return {
      returned: this.returned,
      unique,
      duplicated: this.returned - this.junk - unique,
      lost: Math.max(0, expected - unique),
      junk: this.junk,
    };
  }
}

export function isIntact(tally: DocumentTally): boolean {
  return tally.lost === 0 && tally.duplicated === 0 && tally.junk === 0;
}
