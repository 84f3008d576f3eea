interface RawHtmlChoiceProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * "Include raw HTML", shown when the crawl asked for the full document: the JSON box and the JSON
 * download leave each page's `rawHtml` out until it is ticked, and say so.
 */
export function RawHtmlChoice({ id, checked, onChange }: RawHtmlChoiceProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-1" data-slot="raw-html-choice">
      <label className="flex cursor-pointer items-center gap-2 justify-self-start rounded-md px-1 py-0.5 text-sm font-medium has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.currentTarget.checked)}
          className="size-4 accent-primary"
        />
        Include raw HTML
      </label>
      <p id={hintId} className="text-sm text-muted-foreground">
        {checked
          ? "The JSON below and the JSON download include each page's raw HTML (rawHtml)."
          : "Each page's raw HTML (rawHtml) is left out of the JSON below and the JSON download, so they stay readable."}
      </p>
    </div>
  );
}
