import { IssueRow } from "@keystone/ui/components/issue-row";
import { useState } from "react";
import { CATEGORIES, type CategoryId, type IssueGroup } from "@keystone/site-audit/vocabulary";
import { itemCount } from "../item-count";
import { IgnoreCheckButton, PageTools } from "../../tools/components/issue-tools";

const categoryLabels = new Map<CategoryId, string>(
  CATEGORIES.map((category) => [category.id, category.label]),
);

export const categoryLabel = (id: CategoryId) => categoryLabels.get(id) ?? id;

/**
 * An issue group as a row whose pages render once it is opened: a closed row shows none of them,
 * and a 100-page audit has dozens of groups, each listing up to 50 pages.
 */
function LazyIssueRow({ issue, badge }: { issue: IssueGroup; badge?: React.ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <IssueRow
      label={issue.label}
      severity={issue.severity}
      category={categoryLabel(issue.category)}
      why={issue.why}
      how={issue.how}
      items={issue.items}
      total={itemCount(issue)}
      shown={opened ? undefined : 0}
      badge={badge}
      actions={<IgnoreCheckButton issue={issue} />}
      itemActions={(item) => <PageTools issue={issue} url={item.url} />}
      data-check={issue.id}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    />
  );
}

/** Issue groups, each with its severity, category, why and how, and its pages when opened. */
export function IssueList({
  issues,
  badgeOf,
}: {
  issues: readonly IssueGroup[];
  badgeOf?: (issue: IssueGroup) => React.ReactNode;
}) {
  return (
    <ul className="grid gap-2">
      {issues.map((issue) => (
        <li key={issue.id}>
          <LazyIssueRow issue={issue} badge={badgeOf?.(issue)} />
        </li>
      ))}
    </ul>
  );
}
