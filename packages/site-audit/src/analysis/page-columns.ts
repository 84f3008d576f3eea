import type { SiteContext } from "../check";
import { isInternal } from "../checks/helpers";
import type { PageFacts } from "../facts/types";
import type { PageDigest } from "./crawl-analysis";

/** What Screaming Frog's Internal tab says of a page beyond its digest, read from the whole crawl. */
export type PageColumns = Required<
  Pick<
    PageDigest,
    | "finalUrl"
    | "wordCount"
    | "depth"
    | "inlinks"
    | "outlinks"
    | "indexability"
    | "indexabilityReason"
  >
>;

const hasNoindex = (values: readonly string[]) =>
  values.some((value) => /(?:^|[\s,])(?:noindex|none)(?:$|[\s,])/i.test(value));

/**
 * Whether a search engine would index the page, and if not why, in Screaming Frog's words: a
 * page that did not answer 200 (no response, redirected, a client or a server error), one that
 * says noindex (its robots meta tag, or the document's robots/googlebot directives), or one whose
 * canonical names another address.
 */
function indexability(page: PageFacts): Pick<PageColumns, "indexability" | "indexabilityReason"> {
  const not = (indexabilityReason: string) => ({
    indexability: "Non-Indexable" as const,
    indexabilityReason,
  });
  const status = page.statusCode;
  if (status === null) return not("No response");
  if ((status >= 300 && status < 400) || page.finalKey !== page.key) return not("Redirected");
  if (status >= 400 && status < 500) return not("Client Error");
  if (status >= 500) return not("Server Error");
  if (hasNoindex(page.robots)) return not("noindex");
  const document = page.document;
  if (document) {
    if (document.directives.some((directive) => hasNoindex(directive.directives))) {
      return not("noindex");
    }
    const canonical = document.canonicals[0]?.target;
    if (canonical && canonical !== page.key && canonical !== page.finalKey) {
      return not("Canonicalised");
    }
  }
  return { indexability: "Indexable", indexabilityReason: "" };
}

/**
 * A page's columns of the pages CSV that need the crawl around it: its final URL, content words,
 * clicks from the start URL (null when no crawled link reaches it), how many crawled pages link
 * to it, how many internal links it holds (of those its facts kept), and its indexability.
 */
export function pageColumns(page: PageFacts, site: SiteContext): PageColumns {
  let outlinks = 0;
  for (const link of page.links) {
    if (link.target !== null && isInternal(link.target, site)) outlinks++;
  }
  return {
    // Not redirected: the address as requested (its key is the same address normalised).
    finalUrl: page.finalKey === page.key ? page.url : page.finalKey,
    wordCount: page.content.words,
    depth: site.depth.get(page.key) ?? null,
    inlinks: site.inbound.get(page.key) ?? 0,
    outlinks,
    ...indexability(page),
  };
}
