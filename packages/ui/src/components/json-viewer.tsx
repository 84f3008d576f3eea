import { Copy } from "lucide-react";
import * as React from "react";
import { cn } from "../lib/utils";
import { Button } from "./button";

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

type Formatted = { text: string; lines: string[]; widestLine: number } | { error: string };

function format(value: unknown, text: string | undefined): Formatted {
  let source: string | undefined;
  try {
    source = text ?? JSON.stringify(value, null, 2);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  if (source === undefined || source === "") return { text: "", lines: [], widestLine: 0 };
  const lines = source.split("\n");
  let widestLine = 0;
  for (const line of lines) widestLine = Math.max(widestLine, line.length);
  return { text: source, lines, widestLine };
}

/**
 * JSON as plain text in a keyboard-focusable, scrollable box, with a button that copies all of it.
 * Only the lines in view are in the DOM, so several megabytes stay responsive (and selecting the
 * text could not copy the rest); the text is never parsed as HTML. `className` sizes the whole
 * viewer, `h-96` by default; the box takes the height the button leaves.
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
  // Tied to the text it was about, so that a new value never shows an old result.
  const [copied, setCopied] = React.useState<{ of: Formatted; ok: boolean }>();
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

  async function copy(text: string) {
    // Emptied first, so that copying twice announces the result twice.
    setCopied(undefined);
    try {
      await navigator.clipboard.writeText(text);
      setCopied({ of: formatted, ok: true });
    } catch {
      // Refused, or no clipboard at all: browsers only offer it to pages served over HTTPS.
      setCopied({ of: formatted, ok: false });
    }
  }

  const result = copied?.of === formatted ? copied : undefined;

  return (
    <div
      data-slot="json-viewer"
      data-state={lines.length === 0 ? "empty" : "ready"}
      className={cn("flex h-96 flex-col gap-2", className)}
      {...props}
    >
      {lines.length > 0 && (
        <div data-slot="json-viewer-toolbar" className="flex items-center justify-end gap-3">
          <p
            data-slot="json-viewer-status"
            role="status"
            className={cn(
              "text-sm text-muted-foreground",
              result?.ok === false && "text-destructive",
            )}
          >
            {result &&
              (result.ok
                ? "Copied to the clipboard."
                : "Could not copy: the browser did not allow access to the clipboard.")}
          </p>
          <Button
            data-slot="json-viewer-copy"
            variant="outline"
            size="sm"
            onClick={() => void copy(formatted.text)}
          >
            <Copy aria-hidden="true" />
            Copy JSON
          </Button>
        </div>
      )}
      <div
        ref={boxRef}
        data-slot="json-viewer-box"
        role="region"
        aria-label={label}
        tabIndex={0}
        onScroll={(event) => {
          onScroll?.(event);
          setScrollTop(event.currentTarget.scrollTop);
        }}
        className="min-h-0 flex-1 overflow-auto rounded-md border bg-muted font-mono text-xs outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {lines.length === 0 ? (
          <p data-slot="json-viewer-empty" className="p-4 font-sans text-sm text-muted-foreground">
            {emptyMessage}
          </p>
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
              data-slot="json-viewer-window"
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
    </div>
  );
}

export { JsonViewer, type JsonViewerProps };
