import { pages } from "~/content/pages";
import { AnalysisPage } from "~/features/analysis/analysis-page";
import { pageMeta } from "~/lib/page-meta";
import { pageHandle } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.analysis);
export const handle = pageHandle(pages.analysis);

/** Client-rendered: the crawl client and everything it pulls in load on the tool's first request. */
export default function Analysis() {
  return <AnalysisPage />;
}
