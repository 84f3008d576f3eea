import * as React from "react";
import { cn } from "../lib/utils";

/** Every line has the same height, so the lines in view follow from the scroll offset alone. */
const LINE_HEIGHT_PX = 20;
/** Lines rendered above and below the visible ones, so that fast scrolling shows no gaps. */
const OVERSCAN_LINES = 30;
/** Used until the box has been measured. */
const FALLBACK_HEIGHT_PX = 384;

type JsonViewerProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Names the scrollable region, e.g. "Extracted content of Moving Services". */
  label: string;
  /** The value to show, formatted with two-space indentation. */
  value?: unknown;
  /** Text that is already formatted; shown as is, instead of `value`. */
  text?: string;
  emptyMessage?: React.ReactNode;
};

type Formatted = { lines: string[]; widestLine: number } | { error: string };

function format(value: unknown, text: string | undefined): Formatted {
  let source: string | undefined;
  try {
    source = text ?? JSON.stringify(value, null, 2);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  if (source === undefined || source === "") return { lines: [], widestLine: 0 };
  const lines = source.split("\n");
  let widestLine = 0;
  for (const line of lines) widestLine = Math.max(widestLine, line.length);
  return { lines, widestLine };
}

/**
 * JSON as plain text in a keyboard-focusable, scrollable box. Only the lines in view are in the
 * DOM, so several megabytes stay responsive; the text is never parsed as HTML.
 */
function JsonViewer({
  label,
  value,
  text,
  emptyMessage = "No data to show.",
  className,
  onScroll,
  ...props
}: JsonViewerProps) {
  const formatted = React.useMemo(() => format(value, text), [value, text]);
  const boxRef = React.useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = React.useState(0);
  const [height, setHeight] = React.useState(FALLBACK_HEIGHT_PX);
  const failed = "error" in formatted;

  React.useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setHeight(entry.contentRect.height);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [failed]);

  if ("error" in formatted) {
    return (
      <div
        data-slot="json-viewer"
        data-state="error"
        role="alert"
        className={cn(
          "rounded-md border border-destructive p-4 text-sm text-destructive",
          className,
        )}
        {...props}
      >
        This value cannot be shown as JSON: {formatted.error}
      </div>
    );
  }

  const { lines, widestLine } = formatted;
  const first = Math.max(0, Math.floor(scrollTop / LINE_HEIGHT_PX) - OVERSCAN_LINES);
  const last = Math.min(
    lines.length,
    Math.ceil((scrollTop + height) / LINE_HEIGHT_PX) + OVERSCAN_LINES,
  );

  return (
    <div
      ref={boxRef}
      data-slot="json-viewer"
      data-state={lines.length === 0 ? "empty" : "ready"}
      role="region"
      aria-label={label}
      tabIndex={0}
      onScroll={(event) => {
        onScroll?.(event);
        setScrollTop(event.currentTarget.scrollTop);
      }}
      className={cn(
        "h-96 overflow-auto rounded-md border bg-muted font-mono text-xs outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
      {...props}
    >
      {lines.length === 0 ? (
        <p className="p-4 font-sans text-sm text-muted-foreground">{emptyMessage}</p>
      ) : (
        <div
          data-slot="json-viewer-content"
          className="relative"
          style={{
            height: lines.length * LINE_HEIGHT_PX,
            minWidth: `calc(${widestLine}ch + 2rem)`,
          }}
        >
          <div
            className="absolute inset-x-0 px-4"
            style={{ top: first * LINE_HEIGHT_PX, lineHeight: `${LINE_HEIGHT_PX}px` }}
          >
            {lines.slice(first, last).map((line, offset) => (
              <div key={first + offset} data-slot="json-viewer-line" className="whitespace-pre">
                {line || " "}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

export { JsonViewer, type JsonViewerProps };
