import type { Options } from "css-select";
import { type AnyNode, type Element, isTag } from "domhandler";
import * as DomUtils from "domutils";
import type { BudgetSlot } from "./page-budget";
import { elementText } from "./element-values";

/** css-select's adapter for htmlparser2's DOM (its type is exported only through `Options`). */
export type SelectorAdapter = NonNullable<Options<AnyNode, Element>["adapter"]>;

/**
 * domutils' adapter for css-select with every call counted into the page's budget, so that a
 * selector's matching (an ancestor walk, a sibling scan, `:has()` over a subtree) stops when the
 * page's time is spent, wherever in css-select it is: each of its loops calls `isTag` or a
 * traversal per node. `getText` (for `:contains()`) reads at most a value's worth of text,
 * without recursion, where domutils' walks the whole subtree recursively.
 */
export function budgetedAdapter(slot: BudgetSlot): SelectorAdapter {
  const step = () => slot.current?.step();
  return {
    isTag: (node: AnyNode): node is Element => {
      step();
      return isTag(node);
    },
    getAttributeValue: (element, name) => {
      step();
      return DomUtils.getAttributeValue(element, name);
    },
    getChildren: (node) => {
      step();
      return DomUtils.getChildren(node);
    },
    getName: DomUtils.getName,
    getParent: (node) => {
      step();
      return DomUtils.getParent(node);
    },
    getSiblings: (node) => {
      step();
      return DomUtils.getSiblings(node);
    },
    prevElementSibling: (node) => {
      step();
      return DomUtils.prevElementSibling(node);
    },
    getText: (node) => {
      step();
      return elementText(node, slot.current);
    },
    hasAttrib: (element, name) => {
      step();
      return DomUtils.hasAttrib(element, name);
    },
    removeSubsets: DomUtils.removeSubsets,
  };
}
