import { json } from "../../http/responses.js";
import { mapRequestV2 } from "../../http/schemas/requests-v2.js";
import { normaliseUrl } from "../../http/schemas/url.js";
import { randomUUID } from "node:crypto";
import { recordRequest } from "../activity.js";
import { field, type RouteContext, type RouteDefinition } from "../context.js";
import { DEFAULT_MAP_LIMIT, mapUrls } from "../map.js";

/**
 * `POST /v2/map`: v1's links as `{url}` objects. With `sitemap: "only"` the newest server also
 * lists the start URL, without its trailing slash, last (`v2/samples/map-sitemap-only.json`);
 * the synthetic sites' sitemap holds every page, so `include` and `skip` list the same pages.
 */
function map(context: RouteContext) {
  mapRequestV2.parse(context.body);
  const url = normaliseUrl(field<string>(context.body, "url") ?? "");
  const limit = field<number>(context.body, "limit") ?? DEFAULT_MAP_LIMIT;
  const sitemapOnly = field<string>(context.body, "sitemap") === "only";
  const urls = mapUrls(context, url, limit, field<string>(context.body, "search"), sitemapOnly);
  if (sitemapOnly && urls.length < limit) {
    urls.push(url.replace(/\/$/, ""));
  }
  recordRequest(context, "map", { id: randomUUID(), target: url, credits: 1 });
  return json(200, { success: true, links: urls.map((link) => ({ url: link })) });
}

export const v2MapRoutes: RouteDefinition[] = [
  { name: "v2.map", method: "post", path: "/v2/map", handle: map },
];
