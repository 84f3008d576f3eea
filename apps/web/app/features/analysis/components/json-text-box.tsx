import type { KeyboardEvent } from "react";
import type { TextChunk } from "../model/format-result";

interface JsonTextBoxProps {
  id: string;
  heading: string;
  chunks: readonly TextChunk[];
  /** More blocks are on their way: the box says so to assistive technology (`aria-busy`). */
  busy: boolean;
}

const ROW_HEIGHT_PX = 16;
/** Frames to wait for the blocks revealed at the end to take their real height. */
const MAX_SETTLE_FRAMES = 10;

/**
 * End goes to the very end, at once. The browser's own End animates a scroll across megabytes of
 * blocks that it lays out only as they pass into view, and each one that turns out shorter or
 * taller than its estimate moves the scroll under the animation: once, on a loaded CI machine, it
 * stopped short of the last line (the e2e "100-page result" test). Here the box jumps to its end
 * and follows its real height frame by frame until that height holds still.
 */
function scrollToRealEnd(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "End" || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) {
    return;
  }
  event.preventDefault();
  const box = event.currentTarget;
  let frames = 0;
  const follow = (): void => {
    const height = box.scrollHeight;
    box.scrollTop = height;
    requestAnimationFrame(() => {
      if (box.scrollHeight !== height && ++frames < MAX_SETTLE_FRAMES) follow();
      else box.scrollTop = box.scrollHeight;
    });
  };
  follow();
}

/**
 * Formatted JSON in a scrollable, keyboard-focusable box. The text comes cut into blocks that the
 * browser skips laying out while they are out of view (`content-visibility: auto`), so a result of
 * many megabytes scrolls without freezing the page.
 */
export function JsonTextBox({ id, heading, chunks, busy }: JsonTextBoxProps) {
  const headingId = `${id}-heading`;
  return (
    <div className="grid gap-2">
      <h4 id={headingId} className="font-semibold">
        {heading}
      </h4>
      <pre
        role="region"
        aria-labelledby={headingId}
        aria-busy={busy}
        tabIndex={0}
        data-slot="json-text-box"
        onKeyDown={scrollToRealEnd}
        className="max-h-96 overflow-auto rounded-md border bg-muted p-4 font-mono text-xs leading-4 break-all whitespace-pre-wrap focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        {chunks.map((chunk, index) => (
          <span
            key={index}
            className="block [content-visibility:auto]"
            style={{ containIntrinsicBlockSize: `auto ${chunk.estimatedRows * ROW_HEIGHT_PX}px` }}
          >
            {chunk.text}
          </span>
        ))}
      </pre>
    </div>
  );
}
