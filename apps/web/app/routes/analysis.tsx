import { pages } from "~/content/pages";
import { AnalysisPage } from "~/features/analysis/analysis-page";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(pages.analysis);

/** Client-rendered: the crawl client and everything it pulls in load on the tool's first request. */
export default function Analysis() {
  return <AnalysisPage />;
}
