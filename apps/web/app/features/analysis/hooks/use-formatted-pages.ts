import { useEffect, useState } from "react";
import { type TextChunk, chunkLines, formatPageJson } from "../model/format-result";

/** Main-thread time one slice of formatting may take before it gives the browser a turn. */
const SLICE_MS = 8;

interface Formatted {
  pages: readonly unknown[];
  chunks: TextChunk[];
  done: boolean;
}

/**
 * A crawl result as formatted JSON, cut into blocks, made a few pages at a time: formatting and
 * cutting 100 pages of 50 KB in one go held the main thread for over 100 ms on a mid-range host
 * (`bench:findings`), so each slice stops after `SLICE_MS` and the next one waits for a message,
 * which lets input and paint in between (a message, not a timer, so that no clamp slows it).
 */
export function useFormattedPages(pages: readonly unknown[]): {
  chunks: readonly TextChunk[];
  done: boolean;
} {
  const [formatted, setFormatted] = useState<Formatted>({ pages: [], chunks: [], done: false });
  useEffect(() => {
    const channel = new MessageChannel();
    const chunks: TextChunk[] = [];
    let index = 0;
    channel.port1.onmessage = () => {
      const until = performance.now() + SLICE_MS;
      do {
        chunks.push(...chunkLines(formatPageJson(pages, index)));
        index++;
      } while (index < pages.length && performance.now() < until);
      const done = index >= pages.length;
      setFormatted({ pages, chunks: [...chunks], done });
      if (!done) channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
    return () => channel.port1.close();
  }, [pages]);
  return formatted.pages === pages
    ? { chunks: formatted.chunks, done: formatted.done }
    : { chunks: [], done: false };
}
