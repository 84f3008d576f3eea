import * as React from "react";
import { cn } from "../lib/utils";

type TabsContextValue = {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
};

const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabs(part: string) {
  const context = React.useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be rendered inside <Tabs>`);
  return context;
}

/**
 * Escapes one to one (the escape character is escaped too), so that values such as "a b" and
 * "a_b" cannot share an id, and server and client agree on it without counting the tabs.
 */
function partId(baseId: string, part: "tab" | "panel", value: string) {
  const escaped = value.replace(/[^A-Za-z0-9-]/g, (char) => `_${char.charCodeAt(0).toString(16)}_`);
  return `${baseId}-${part}-${escaped}`;
}

/** The enabled tabs of this Tabs, in document order, leaving out those of nested Tabs. */
function enabledTabs(root: HTMLElement) {
  return Array.from(root.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')).filter(
    (tab) => tab.closest('[data-slot="tabs"]') === root,
  );
}

// The root's ref is the fallback's own.
type TabsProps = Omit<React.ComponentProps<"div">, "defaultValue" | "onChange" | "ref"> & {
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
};

/**
 * Tabs as the WAI-ARIA pattern describes them, with automatic activation. When the value names no
 * enabled tab (no `defaultValue`, or a stale one), the first enabled tab is shown, so the tab list
 * always has a tab to focus. Pass `defaultValue` when the tabs are rendered on the server: the
 * fallback needs the rendered tabs, so it only applies in the browser.
 */
function Tabs({ defaultValue, value, onValueChange, className, children, ...props }: TabsProps) {
  const baseId = React.useId();
  const rootRef = React.useRef<HTMLDivElement>(null);
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue);
  const requested = value ?? uncontrolled;
  // Keyed by the value it replaces, so that a new selection never shows a stale fallback.
  const [fallback, setFallback] = React.useState<{ for: string | undefined; value: string }>();
  const current = fallback && fallback.for === requested ? fallback.value : requested;

  // Also on new children: they can add, remove or disable tabs.
  React.useLayoutEffect(() => {
    if (!rootRef.current) return;
    const tabs = enabledTabs(rootRef.current);
    const next = tabs.some((tab) => tab.value === requested) ? undefined : tabs[0]?.value;
    const shown = fallback && fallback.for === requested ? fallback.value : undefined;
    if (next !== shown)
      setFallback(next === undefined ? undefined : { for: requested, value: next });
  }, [requested, fallback, children]);

  const select = React.useCallback(
    (next: string) => {
      setUncontrolled(next);
      onValueChange?.(next);
    },
    [onValueChange],
  );

  return (
    <TabsContext value={{ baseId, value: current, select }}>
      <div
        ref={rootRef}
        data-slot="tabs"
        className={cn("flex flex-col gap-2", className)}
        {...props}
      >
        {children}
      </div>
    </TabsContext>
  );
}

const navigationKeys = new Set(["ArrowLeft", "ArrowRight", "Home", "End"]);

function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  function handleKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || !navigationKeys.has(event.key)) return;
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    );
    const from = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (from === -1) return;
    const last = tabs.length - 1;
    const to = {
      ArrowLeft: from === 0 ? last : from - 1,
      ArrowRight: from === last ? 0 : from + 1,
      Home: 0,
      End: last,
    }[event.key as "ArrowLeft" | "ArrowRight" | "Home" | "End"];
    event.preventDefault();
    tabs[to]?.focus();
    tabs[to]?.click();
  }

  return (
    <div
      data-slot="tabs-list"
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={handleKeyDown}
      className={cn(
        "inline-flex w-fit max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: Omit<React.ComponentProps<"button">, "value"> & { value: string }) {
  const tabs = useTabs("TabsTrigger");
  const selected = tabs.value === value;
  return (
    <button
      data-slot="tabs-trigger"
      type="button"
      role="tab"
      // Read back by the fallback to the first enabled tab; a type="button" never submits it.
      value={value}
      id={partId(tabs.baseId, "tab", value)}
      aria-selected={selected}
      aria-controls={partId(tabs.baseId, "panel", value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      className={cn(
        "inline-flex h-8 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap outline-hidden transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-selected:bg-background aria-selected:text-foreground aria-selected:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}

function TabsContent({
  value,
  className,
  ...props
}: React.ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs("TabsContent");
  const selected = tabs.value === value;
  return (
    <div
      data-slot="tabs-content"
      role="tabpanel"
      id={partId(tabs.baseId, "panel", value)}
      aria-labelledby={partId(tabs.baseId, "tab", value)}
      hidden={!selected}
      tabIndex={0}
      className={cn(
        "rounded-md outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
      {...props}
    />
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
