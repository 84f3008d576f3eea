import { pages } from "~/content/pages";
import { AnalysisPage } from "~/features/analysis/analysis-page";
import { Island } from "~/lib/island";
import { pageMeta } from "~/lib/page-meta";
import { pageHandle } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.analysis);
export const handle = pageHandle(pages.analysis);

/** Prerendered, then hydrated alone in the browser (entry.client.tsx): the page's one island. */
export default function Analysis() {
  return (
    <Island>
      <AnalysisPage />
    </Island>
  );
}
