import { randomUUID } from "node:crypto";
import { json } from "../http/responses.js";
import { mapRequest } from "../http/schemas/requests.js";
import { normaliseUrl } from "../http/schemas/url.js";
import { defectSitemap } from "../sites/defect-sitemap.js";
import { locatePage, pageUrl } from "../sites/site-layout.js";
import { recordRequest } from "./activity.js";
import { field, type RouteContext, type RouteDefinition } from "./context.js";

export const DEFAULT_MAP_LIMIT = 5_000;

/**
 * Every page of the synthetic site under the URL (already normalised), those matching `search`
 * first; the same on both versions, which differ in how they list them. With `sitemapOnly`, a
 * defect site answers its sitemap (`defectSitemap`: its planted orphan and 404 included, its
 * noindex, canonicalised and redirected pages left out); another site's sitemap holds every page.
 */
export function mapUrls(
  context: RouteContext,
  url: string,
  limit: number,
  query: string | undefined,
  sitemapOnly = false,
): string[] {
  const search = query?.toLowerCase();
  const { root, index: startIndex } = locatePage(url);
  const site = context.state.sites.resolve(url).site;
  const links: string[] = [];
  if (sitemapOnly && site.defects) {
    links.push(...defectSitemap(`${new URL(url).origin}/`, site.revision ?? 0).slice(0, limit));
  } else {
    for (let index = startIndex + 1; index < site.pages && links.length < limit; index++) {
      links.push(pageUrl(startIndex === 0 ? url : root, index));
    }
  }
  if (search) {
    links.sort(
      (left, right) =>
        Number(right.toLowerCase().includes(search)) - Number(left.toLowerCase().includes(search)),
    );
  }
  return links;
}

function map(context: RouteContext) {
  mapRequest.parse(context.body);
  const url = normaliseUrl(field<string>(context.body, "url") ?? "");
  const limit = field<number>(context.body, "limit") ?? DEFAULT_MAP_LIMIT;
  const links = mapUrls(
    context,
    url,
    limit,
    field<string>(context.body, "search"),
    field<boolean>(context.body, "sitemapOnly") === true,
  );
  recordRequest(context, "map", { id: randomUUID(), target: url, credits: 1 });
  return json(200, { success: true, links });
}

export const mapRoutes: RouteDefinition[] = [
  { name: "map", method: "post", path: "/v1/map", handle: map },
];
