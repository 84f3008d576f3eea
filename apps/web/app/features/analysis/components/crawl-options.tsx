import { useId } from "react";
import { setCrawlOptions, useCrawlSetup } from "../hooks/use-crawl-setup";
import type { CrawlOptions as CrawlOptionValues } from "../model/crawl-options";

interface SwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** A native checkbox announced as a switch: the browser's keyboard and forms, a visible focus. */
function OptionSwitch({ label, hint, checked, disabled, onChange }: SwitchProps) {
  const hintId = useId();
  return (
    <div className="grid gap-0.5" data-slot="crawl-option">
      <label className="flex cursor-pointer items-center gap-3 justify-self-start rounded-md p-1 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50 has-disabled:cursor-not-allowed has-disabled:opacity-60">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.currentTarget.checked)}
          className="peer sr-only"
        />
        {/* The track and thumb only show the state the input holds. */}
        <span
          aria-hidden="true"
          className="relative inline-flex h-5 w-9 shrink-0 rounded-full border border-input bg-muted transition-colors peer-checked:border-primary peer-checked:bg-primary after:absolute after:top-0.5 after:left-0.5 after:size-3.5 after:rounded-full after:bg-background after:shadow-sm after:transition-transform peer-checked:after:translate-x-4 motion-reduce:after:transition-none"
        />
        <span className="text-sm font-medium">{label}</span>
      </label>
      <p id={hintId} className="pl-13 text-sm text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

/**
 * The two switches beside the crawl buttons. Off, the crawl request is the spec's; each one is
 * kept in the page's address and remembered in this browser, and applies to the next crawl.
 */
export function CrawlOptions({ disabled }: { disabled: boolean }) {
  const { options } = useCrawlSetup();
  const set = (change: Partial<CrawlOptionValues>) => setCrawlOptions({ ...options, ...change });
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2" data-slot="crawl-options">
      <legend className="sr-only">Crawl options</legend>
      <OptionSwitch
        label="Full document (head, structured data)"
        hint="Also asks for the page as served (rawHtml), so the audit can check canonicals, hreflang, directives and structured data."
        checked={options.fullDocument}
        disabled={disabled}
        onChange={(fullDocument) => set({ fullDocument })}
      />
      <OptionSwitch
        label="Compare with the sitemap"
        hint="One more request per site (the provider's map of its sitemap), compared with the pages crawled."
        checked={options.compareSitemap}
        disabled={disabled}
        onChange={(compareSitemap) => set({ compareSitemap })}
      />
    </fieldset>
  );
}
