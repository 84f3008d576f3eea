import { lazy, Suspense, useEffect, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import type { AnalysedSite } from "~/site.config";
import { mayHaveHistory } from "../../history/database-name";

const LastAudits = lazy(() => import("./last-audits"));

/**
 * Under the setup card: the last audit of each site saved in this browser. Its code and the
 * history store load once the page is interactive, never with the prerendered form, and only where
 * the browser holds a history: a first visit loads none of it.
 */
export function SavedAuditsSlot({ sites }: { sites: readonly AnalysedSite[] }) {
  const hydrated = useHydrated();
  const [historyKept, setHistoryKept] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    void mayHaveHistory().then((kept) => {
      if (live) setHistoryKept(kept);
    });
    return () => {
      live = false;
    };
  }, [hydrated]);
  if (!historyKept) return null;
  return (
    <Suspense fallback={null}>
      <LastAudits sites={sites} />
    </Suspense>
  );
}
