import { Button } from "@keystone/ui/components/button";
import { useContext, useState } from "react";
import type { IssueGroup } from "@keystone/site-audit/vocabulary";
import type { AnalysedSite } from "~/site.config";
import { IssueList } from "../../insights/components/issue-list";
import { itemCount } from "../../insights/item-count";
import { IssueToolsContext } from "./issue-tools";

/**
 * The issues marked "won't fix" on a site: how many, that the health score and the counts leave
 * them out, and (on demand) their rows, each with the button that takes it back.
 */
export function IgnoredIssuesView({
  site,
  ignored,
}: {
  site: AnalysedSite;
  ignored: readonly IssueGroup[];
}) {
  const tools = useContext(IssueToolsContext);
  const [shown, setShown] = useState(false);
  if (ignored.length === 0 || !tools) return null;
  const items = ignored.reduce((sum, issue) => sum + itemCount(issue), 0);
  const headingId = `${site.id}-ignored`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2" data-slot="ignored-issues">
      <h4 id={headingId} className="font-semibold">
        Ignored issues
      </h4>
      <p className="text-sm text-muted-foreground" data-slot="ignored-summary">
        {ignored.length} {ignored.length === 1 ? "kind" : "kinds"} of issue ignored ({items}{" "}
        {items === 1 ? "item" : "items"}), left out of the health score and the counts above. The
        marks are kept in this browser.
      </p>
      <div>
        <Button variant="outline" size="sm" aria-pressed={shown} onClick={() => setShown(!shown)}>
          Show ignored issues
        </Button>
      </div>
      {shown && (
        <IssueToolsContext.Provider value={{ ...tools, listsIgnored: true }}>
          <div data-slot="ignored-list">
            <IssueList issues={ignored} />
          </div>
        </IssueToolsContext.Provider>
      )}
    </section>
  );
}
