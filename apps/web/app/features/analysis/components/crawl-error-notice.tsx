import type { ResultError } from "../model/analysis-state";

/**
 * Why the site's last crawl gave no result: the product's text, then the provider's own words.
 * Not a live region: the toast has already announced it; this stays for the reader to come back to.
 */
export function CrawlErrorNotice({ error }: { error: ResultError }) {
  return (
    <div data-slot="crawl-error" className="grid gap-1 rounded-md border border-destructive p-4">
      <p className="font-semibold">{error.text}</p>
      {error.reason && (
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
          {error.reason}
        </p>
      )}
    </div>
  );
}
