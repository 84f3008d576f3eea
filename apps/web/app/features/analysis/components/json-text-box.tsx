import { useMemo } from "react";
import { chunkLines } from "../model/format-result";

interface JsonTextBoxProps {
  id: string;
  heading: string;
  text: string;
}

const ROW_HEIGHT_PX = 16;

/**
 * Formatted JSON in a scrollable, keyboard-focusable box. The text is cut into blocks that the
 * browser skips laying out while they are out of view (`content-visibility: auto`), so a result of
 * many megabytes scrolls without freezing the page.
 */
export function JsonTextBox({ id, heading, text }: JsonTextBoxProps) {
  const chunks = useMemo(() => chunkLines(text), [text]);
  const headingId = `${id}-heading`;
  return (
    <div className="grid gap-2">
      <h4 id={headingId} className="font-semibold">
        {heading}
      </h4>
      <pre
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        data-slot="json-text-box"
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
