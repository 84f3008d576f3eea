import type { Element } from "domhandler";
import type { CrawledPage } from "../document";
import type { CompiledExtraction, CompiledQueries, CompiledSearch } from "./compile-queries";
import { attributeValue, innerHtmlValue, textValue } from "./element-values";
import {
  MATCHES_COUNTED,
  PAGE_CHARS_READ,
  PAGE_MILLISECONDS,
  VALUES_KEPT_PER_PAGE,
} from "./limits";
import { BudgetSpent, PageBudget } from "./page-budget";
import { type PageDom, pageDom } from "./page-dom";
import { type PageTexts, pageTexts } from "./page-texts";
import type { CutReason } from "./types";

/** One query's result on one page: a count, the values kept (extractions), and any cut. */
export interface QueryPageResult {
  count: number;
  values?: string[];
  cut?: CutReason;
}

/** Every query's result on one page, in the order of the audit's queries. */
export interface PageCustomResult {
  searches: QueryPageResult[];
  extractions: QueryPageResult[];
}

/** How the page's time is read: injected so that tests move time instead of waiting. */
export interface QueryClock {
  now: () => number;
  milliseconds: number;
}

export const DEFAULT_CLOCK: QueryClock = {
  now: () => performance.now(),
  milliseconds: PAGE_MILLISECONDS,
};

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The page read lazily: each form is made once, and only if a query needs it. */
class PageSources {
  private texts: PageTexts | undefined;
  private dom: PageDom | undefined;
  constructor(private readonly page: CrawledPage) {}

  /** The document as served, else the provider's html, else the markdown. */
  get whole(): string {
    return text(this.page.rawHtml) ?? text(this.page.html) ?? text(this.page.markdown) ?? "";
  }

  /** The visible and content-area texts: from the html the content checks read, else rawHtml. */
  pageTexts(): PageTexts {
    if (!this.texts) {
      const html = text(this.page.html) ?? text(this.page.rawHtml);
      const markdown = text(this.page.markdown) ?? "";
      this.texts =
        html !== undefined
          ? pageTexts(html)
          : {
              text: markdown.slice(0, PAGE_CHARS_READ),
              content: markdown.slice(0, PAGE_CHARS_READ),
              cut: markdown.length > PAGE_CHARS_READ,
            };
    }
    return this.texts;
  }

  pageDom(budget: PageBudget): PageDom | null {
    const html = text(this.page.rawHtml) ?? text(this.page.html);
    if (html === undefined) return null;
    this.dom ??= pageDom(html, budget);
    return this.dom;
  }
}

/**
 * Counts the search's matches in the text, one RE2 search after another (each linear in the
 * text), until `MATCHES_COUNTED` or the page's time is spent, looked at after each match.
 */
function runSearch(
  search: CompiledSearch,
  sources: PageSources,
  budget: PageBudget,
): QueryPageResult {
  if (budget.spent()) return { count: 0, cut: "time" };
  let haystack: string;
  let cut: CutReason | undefined;
  if (search.definition.in === "html") {
    haystack = sources.whole;
  } else {
    const texts = sources.pageTexts();
    haystack = search.definition.in === "text" ? texts.text : texts.content;
    if (texts.cut) cut = "size";
  }
  if (haystack.length > search.charsRead) {
    haystack = haystack.slice(0, search.charsRead);
    cut = "size";
  }
  const matcher = search.pattern.matcher(haystack);
  let count = 0;
  while (matcher.find()) {
    count++;
    if (count >= MATCHES_COUNTED) {
      cut ??= "matches";
      break;
    }
    if (budget.spent()) {
      cut = "time";
      break;
    }
  }
  return { count, ...(cut ? { cut } : {}) };
}

/** The elements the selector matches, in document order, walked with a stack (no recursion). */
function runExtraction(
  extraction: CompiledExtraction,
  dom: PageDom | null,
  budget: PageBudget,
): QueryPageResult {
  if (dom === null) return { count: 0, values: [] };
  const values: string[] = [];
  let count = 0;
  let cut: CutReason | undefined = dom.cut;
  const { definition, matches } = extraction;
  const stack: Element[] = [];
  const pushChildren = (children: readonly unknown[]) => {
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index] as Element;
      if (child.type === "tag" || child.type === "script" || child.type === "style") {
        stack.push(child);
      }
    }
  };
  pushChildren(dom.root.children);
  try {
    while (stack.length > 0) {
      const element = stack.pop() as Element;
      budget.step();
      if (matches(element)) {
        count++;
        if (values.length < VALUES_KEPT_PER_PAGE) {
          const value =
            definition.value === "attribute"
              ? attributeValue(element, definition.attribute ?? "")
              : definition.value === "inner-html"
                ? innerHtmlValue(element, dom.source)
                : textValue(element, budget);
          if (value !== undefined) values.push(value);
        }
      }
      // As css-select and browsers do, a template's content is not part of the document.
      if (element.name !== "template") pushChildren(element.children);
    }
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    cut = "time";
  }
  return { count, values, ...(cut ? { cut } : {}) };
}

/**
 * Every query of the audit on one page, within the page's time (`clock`): the searches first,
 * then the extractions over one DOM of the page. Nothing of the page is kept but the counts and
 * the clipped values.
 */
export function runQueries(
  page: CrawledPage,
  queries: CompiledQueries,
  clock: QueryClock = DEFAULT_CLOCK,
): PageCustomResult {
  const budget = new PageBudget(clock.now, clock.milliseconds);
  const sources = new PageSources(page);
  const searches = queries.searches.map((search) => runSearch(search, sources, budget));
  queries.slot.current = budget;
  try {
    const extractions = queries.extractions.map((extraction) =>
      budget.spent()
        ? { count: 0, values: [], cut: "time" as const }
        : runExtraction(extraction, sources.pageDom(budget), budget),
    );
    return { searches, extractions };
  } finally {
    queries.slot.current = null;
  }
}
