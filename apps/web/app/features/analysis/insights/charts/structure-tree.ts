import {
  type CrawledPage,
  SEVERITIES,
  type Severity,
  type SiteAudit,
  pageUrl,
} from "@keystone/site-audit/vocabulary";
import type { StructureNode } from "./chart-types";

/** Path segments drawn below the root; a deeper page counts at the node of its 12th segment. */
export const STRUCTURE_MAX_DEPTH = 12;
/** Children drawn per node, the most pages first; the rest share one "more" node with their total. */
export const STRUCTURE_MAX_CHILDREN = 100;
/** A segment's characters kept: two segments that agree on these share a node. */
const SEGMENT_KEY_CHARS = 200;
/** A segment's name as shown. */
const SEGMENT_NAME_CHARS = 60;
/** A page's address kept on its node; a longer one is not linked, its path still drawn. */
const URL_KEPT_CHARS = 2048;

/** The site's structure and the crawled pages it leaves out, so that every page is accounted for. */
export interface SiteStructure {
  /** Path "/", every same-host page at or under it (`root.pages`). */
  root: StructureNode;
  /** Pages on another host than the start URL's (a redirect away, a hostile answer). */
  otherHost: number;
  /** Pages without an http(s) address that parses. */
  noAddress: number;
}

interface Building {
  id: string;
  name: string;
  pages: number;
  worst: number | undefined;
  url: string | undefined;
  children: Map<string, Building>;
}

const rank = (severity: Severity) => SEVERITIES.indexOf(severity);
const worse = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.min(a, b);

function parsed(address: string): URL | undefined {
  try {
    const url = new URL(address);
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The key a page and an issue's item agree on: host and path, without a trailing slash. */
function pageKey(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  return `${url.host}${path}`;
}

/** Each page's worst severity, from the items the issues kept (keyed by host and path). */
function worstPerPage(issues: SiteAudit["issues"]): Map<string, number> {
  const worst = new Map<string, number>();
  // Items repeat their page's address (one per link, per check): each address is parsed once.
  const keys = new Map<string, string | undefined>();
  for (const issue of issues) {
    const severity = rank(issue.severity);
    for (const item of issue.items) {
      let key = keys.get(item.url);
      if (!keys.has(item.url)) {
        const url = parsed(item.url);
        key = url && pageKey(url);
        keys.set(item.url, key);
      }
      if (key !== undefined) worst.set(key, worse(worst.get(key), severity) ?? severity);
    }
  }
  return worst;
}

/**
 * The first `STRUCTURE_MAX_DEPTH` non-empty segments of a path, each cut to its key's length, and
 * whether the path went deeper: scanned with `indexOf`, so a path of thousands of segments costs
 * only what the kept ones do.
 */
function segments(path: string): { kept: string[]; deeper: boolean } {
  const kept: string[] = [];
  let from = 0;
  while (from < path.length) {
    const slash = path.indexOf("/", from);
    const end = slash === -1 ? path.length : slash;
    if (end > from) {
      if (kept.length === STRUCTURE_MAX_DEPTH) return { kept, deeper: true };
      kept.push(path.slice(from, Math.min(end, from + SEGMENT_KEY_CHARS)));
    }
    from = end + 1;
  }
  return { kept, deeper: false };
}

/** A segment as people read it: decoded where it decodes, cut to a readable length. */
function segmentName(raw: string): string {
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // A malformed or cut escape ("%E2%8"): the segment as it was sent.
  }
  return name.length > SEGMENT_NAME_CHARS ? `${name.slice(0, SEGMENT_NAME_CHARS - 1)}…` : name;
}

const node = (id: string, name: string): Building => ({
  id,
  name,
  pages: 0,
  worst: undefined,
  url: undefined,
  children: new Map(),
});

const severityAt = (worst: number | undefined) =>
  worst === undefined ? undefined : SEVERITIES[worst];

/** The finished node: children by pages (then name), the ones past the cap folded into one. */
function finish(building: Building): StructureNode {
  const children = [...building.children.values()].sort(
    (a, b) => b.pages - a.pages || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const shown = children.slice(0, STRUCTURE_MAX_CHILDREN).map(finish);
  const rest = children.slice(STRUCTURE_MAX_CHILDREN);
  if (rest.length > 0) {
    const more = node(`${building.id === "/" ? "" : building.id}/…`, `${rest.length} more paths`);
    for (const child of rest) {
      more.pages += child.pages;
      more.worst = worse(more.worst, child.worst);
    }
    shown.push(finish(more));
  }
  const worst = severityAt(building.worst);
  return {
    id: building.id,
    name: building.name,
    pages: building.pages,
    ...(worst && { worst }),
    ...(building.url !== undefined && { url: building.url }),
    children: shown,
  };
}

/** The start URL's host: the audit's depth-0 page, else the first page with an address. */
function siteHost(pages: readonly CrawledPage[], audit: Partial<Pick<SiteAudit, "listings">>) {
  const start = audit.listings?.depths.find((listing) => listing.id === "depth-0")?.items[0]?.url;
  const startUrl = start === undefined ? undefined : parsed(start);
  if (startUrl) return startUrl.host;
  for (const page of pages) {
    const url = parsed(pageUrl(page));
    if (url) return url.host;
  }
  return undefined;
}

/**
 * The crawled pages as a tree of their paths on the start URL's host (Screaming Frog's directory
 * tree): each node counts the pages at or under it and carries the worst severity of the issues
 * kept on them. Hostile addresses stay linear: depth and children are capped, every page still
 * counted (a deeper page at its deepest drawn node, extra children in a "more" node).
 */
export function structureTree(
  pages: readonly CrawledPage[],
  audit: Pick<SiteAudit, "issues"> & Partial<Pick<SiteAudit, "listings">>,
): SiteStructure {
  const host = siteHost(pages, audit);
  const worst = worstPerPage(audit.issues);
  const root = node("/", "/");
  let otherHost = 0;
  let noAddress = 0;
  for (const page of pages) {
    const address = pageUrl(page);
    const url = parsed(address);
    if (!url) {
      noAddress += 1;
      continue;
    }
    if (url.host !== host) {
      otherHost += 1;
      continue;
    }
    const severity = worst.get(pageKey(url));
    const { kept, deeper } = segments(url.pathname);
    let at = root;
    at.pages += 1;
    at.worst = worse(at.worst, severity);
    for (const segment of kept) {
      let child = at.children.get(segment);
      if (!child) {
        child = node(`${at.id === "/" ? "" : at.id}/${segment}`, segmentName(segment));
        at.children.set(segment, child);
      }
      at = child;
      at.pages += 1;
      at.worst = worse(at.worst, severity);
    }
    if (!deeper && at.url === undefined && address.length <= URL_KEPT_CHARS) at.url = address;
  }
  return { root: finish(root), otherHost, noAddress };
}
