import { lazy, Suspense } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import type { AnalysedSite } from "~/site.config";

const LastAudits = lazy(() => import("./last-audits"));

/**
 * Under the setup card: the last audit of each site saved in this browser. Its code and the
 * history store load once the page is interactive, never with the prerendered form.
 */
export function SavedAuditsSlot({ sites }: { sites: readonly AnalysedSite[] }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LastAudits sites={sites} />
    </Suspense>
  );
}
