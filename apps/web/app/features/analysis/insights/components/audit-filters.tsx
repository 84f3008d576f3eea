import { Button } from "@keystone/ui/components/button";
import { useId, useRef } from "react";
import { CATEGORIES, SEVERITIES } from "@keystone/site-audit/vocabulary";
import { setAuditFilter, useAuditFilter } from "../../hooks/use-audit-filter";
import { categoryIds, isFiltering, toggled } from "../../model/audit-filter";

const severityWords = { error: "Errors", warning: "Warnings", notice: "Notices" } as const;

function Choice({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-0.5 text-sm has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50">
      <input
        type="checkbox"
        checked={checked}
        onChange={onChange}
        className="size-4 accent-primary"
      />
      {label}
    </label>
  );
}

/**
 * Which issues each site's view and the comparison show, by severity and by category. Nothing
 * ticked in a group shows all of it; the choice lives in the page's address.
 */
export default function AuditFilters() {
  const filter = useAuditFilter();
  const hintId = useId();
  // "Show all issues" removes itself: the focus goes to the group it belonged to, not to <body>.
  const group = useRef<HTMLFieldSetElement>(null);
  return (
    <fieldset
      ref={group}
      tabIndex={-1}
      aria-describedby={hintId}
      className="grid gap-3 rounded-md border p-3"
      data-slot="audit-filters"
    >
      <legend className="px-1 font-semibold">Show issues</legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        Applies to every site and to the comparison. Nothing ticked in a group shows all of it; the
        page&rsquo;s address keeps your choice, so a link to it opens the same view.
      </p>
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <legend className="mb-1 text-sm font-medium">Severity</legend>
        {SEVERITIES.map((severity) => (
          <Choice
            key={severity}
            label={severityWords[severity]}
            checked={filter.severities.includes(severity)}
            onChange={() =>
              setAuditFilter({
                ...filter,
                severities: toggled(filter.severities, severity, SEVERITIES),
              })
            }
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <legend className="mb-1 text-sm font-medium">Category</legend>
        {CATEGORIES.map((category) => (
          <Choice
            key={category.id}
            label={category.label}
            checked={filter.categories.includes(category.id)}
            onChange={() =>
              setAuditFilter({
                ...filter,
                categories: toggled(filter.categories, category.id, categoryIds),
              })
            }
          />
        ))}
      </fieldset>
      {isFiltering(filter) && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => {
            setAuditFilter({ severities: [], categories: [] });
            group.current?.focus();
          }}
        >
          Show all issues
        </Button>
      )}
    </fieldset>
  );
}
