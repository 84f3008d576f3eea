import * as React from "react";
import { cn } from "../lib/utils";

type TabsContextValue = {
  baseId: string;
  value: string;
  select: (value: string) => void;
};

const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabs(part: string) {
  const context = React.useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be rendered inside <Tabs>`);
  return context;
}

function partId(baseId: string, part: "tab" | "panel", value: string) {
  return `${baseId}-${part}-${value.replace(/[^\w-]/g, "_")}`;
}

type TabsProps = Omit<React.ComponentProps<"div">, "defaultValue" | "onChange"> & {
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
};

/** Tabs as the WAI-ARIA pattern describes them, with automatic activation. */
function Tabs({ defaultValue = "", value, onValueChange, className, ...props }: TabsProps) {
  const baseId = React.useId();
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue);
  const current = value ?? uncontrolled;
  const select = React.useCallback(
    (next: string) => {
      setUncontrolled(next);
      onValueChange?.(next);
    },
    [onValueChange],
  );

  return (
    <TabsContext value={{ baseId, value: current, select }}>
      <div data-slot="tabs" className={cn("flex flex-col gap-2", className)} {...props} />
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
