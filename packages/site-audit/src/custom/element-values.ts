import type { AnyNode, Element } from "domhandler";
import { clipText } from "../text/clip-text";
import { ownCopy } from "../text/own-copy";
import { PAGE_CHARS_READ, VALUE_CHARS } from "./limits";
import type { PageBudget } from "./page-budget";

/** Elements whose text is not the page's text, skipped inside an element (not when it is one). */
const NOT_TEXT = new Set(["script", "style", "template", "noscript"]);

const hasChildren = (node: AnyNode): node is AnyNode & { children: AnyNode[] } =>
  "children" in node && Array.isArray(node.children);

/**
 * The text inside `node` in document order, up to `max` characters, walked with a stack (a page
 * may nest 512 deep, and domutils' `textContent` recurses). Each node visited is a step of the
 * page's budget.
 */
export function elementText(
  node: AnyNode,
  budget: PageBudget | null,
  max: number = PAGE_CHARS_READ,
): string {
  const pieces: string[] = [];
  let length = 0;
  const stack: AnyNode[] = [node];
  while (stack.length > 0 && length <= max) {
    const current = stack.pop() as AnyNode;
    budget?.step();
    if (current.type === "text") {
      pieces.push(current.data);
      length += current.data.length;
    } else if (hasChildren(current)) {
      if (current !== node && "name" in current && NOT_TEXT.has(current.name)) continue;
      for (let index = current.children.length - 1; index >= 0; index--) {
        stack.push(current.children[index] as AnyNode);
      }
    }
  }
  return pieces.join("").slice(0, max + 1);
}

/** A value as the results keep it: white space collapsed, clipped, in memory of its own. */
export function keptValue(text: string): string {
  // The text is at most a value's worth plus one character here, so the pattern's cost is bounded.
  return ownCopy(clipText(text.replace(/\s+/g, " ").trim(), VALUE_CHARS));
}

/** The element's text, as an extraction of "text" keeps it. */
export function textValue(element: Element, budget: PageBudget): string {
  return keptValue(elementText(element, budget, VALUE_CHARS + 1));
}

/**
 * The element's inner HTML as the page wrote it: the source from its first child's start to its
 * last child's end (indices htmlparser2 recorded), so that nothing is serialised again, and no
 * more than a value's worth is ever cut out of the page.
 */
export function innerHtmlValue(element: Element, source: string): string {
  const first = element.children[0];
  const last = element.children[element.children.length - 1];
  if (!first || !last || first.startIndex === null) return "";
  const end = last.endIndex === null ? source.length : last.endIndex + 1;
  const cut = source.slice(first.startIndex, Math.min(end, first.startIndex + VALUE_CHARS * 4));
  return keptValue(cut);
}

/** An attribute's value (htmlparser2 reads attribute names in lower case). */
export function attributeValue(element: Element, attribute: string): string | undefined {
  const value = element.attribs[attribute.toLowerCase()];
  return value === undefined ? undefined : keptValue(value.slice(0, VALUE_CHARS + 1));
}
