import { useHydrated } from "~/lib/use-hydrated";
import type { AnalysedSite } from "~/site.config";
import { useAuditFilter } from "../../hooks/use-audit-filter";
import { linkedSite } from "../../hooks/use-linked-site";
import { linkedViewText } from "../../model/linked-view";

/**
 * On the setup step, what the link that opened the page asks to see ("This link shows warnings in
 * Links"): the filter waits in the address and applies to the first audit on screen, from a crawl
 * or from the history. Nothing on the prerendered page, which has no address to read.
 */
export function LinkedViewNote({ sites }: { sites: readonly AnalysedSite[] }) {
  const filter = useAuditFilter();
  const hydrated = useHydrated();
  const text = hydrated ? linkedViewText(filter, linkedSite(sites)?.name) : null;
  if (text === null) return null;
  return (
    <p data-slot="linked-view" className="rounded-md border p-4 text-sm">
      {text}. It applies once an audit is on screen: set your API key and crawl a site, or open an
      audit saved in this browser, if it has one.
    </p>
  );
}
