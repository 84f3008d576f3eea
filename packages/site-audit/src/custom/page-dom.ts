import { type Document, DomHandler } from "domhandler";
import { Parser } from "htmlparser2";
import { DOM_DEPTH, DOM_ELEMENTS, PAGE_CHARS_READ, PARSE_CHUNK_CHARS } from "./limits";
import type { PageBudget } from "./page-budget";
import type { CutReason } from "./types";

/** A page's DOM as the extractions read it, the source its indices point into, and any cut. */
export interface PageDom {
  root: Document;
  source: string;
  cut?: CutReason;
}

/**
 * htmlparser2's DOM handler that stops the parser at the depth and element caps: past 512 open
 * elements the parser's stack (an array it shifts) and every ancestor walk grow with each element.
 */
class CappedHandler extends DomHandler {
  cut: CutReason | undefined;
  /** Set once the parser exists: pausing it stops the tokenizer in the middle of a chunk. */
  pause: () => void = () => undefined;
  private elements = 0;

  override onopentag(name: string, attribs: Record<string, string>): void {
    super.onopentag(name, attribs);
    // The stack holds the document itself below the open elements.
    if (this.tagStack.length - 1 > DOM_DEPTH) this.stop("depth");
    else if (++this.elements >= DOM_ELEMENTS) this.stop("elements");
  }

  private stop(reason: CutReason): void {
    this.cut ??= reason;
    this.pause();
  }
}

/**
 * The page's html parsed into htmlparser2's DOM (with each node's place in the source, for inner
 * HTML), fed in chunks so that the page's budget is looked at between them; parsing stops at the
 * first of the size, depth, element and time caps, and the DOM read so far is what the
 * extractions search, the cut said beside their results.
 */
export function pageDom(html: string, budget: PageBudget): PageDom {
  const source = html.length > PAGE_CHARS_READ ? html.slice(0, PAGE_CHARS_READ) : html;
  const handler = new CappedHandler(undefined, { withStartIndices: true, withEndIndices: true });
  const parser = new Parser(handler, { decodeEntities: true });
  handler.pause = () => parser.pause();
  let cut: CutReason | undefined = source.length < html.length ? "size" : undefined;
  for (let start = 0; start < source.length; start += PARSE_CHUNK_CHARS) {
    parser.write(source.slice(start, start + PARSE_CHUNK_CHARS));
    if (handler.cut) break;
    if (budget.spent()) {
      cut = "time";
      break;
    }
  }
  if (handler.cut) cut = handler.cut;
  else if (cut !== "time") parser.end();
  return { root: handler.root, source, ...(cut ? { cut } : {}) };
}
