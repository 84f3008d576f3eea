import { robotsTxt } from "~/lib/seo-files";

/** Prerendered to robots.txt at build time. */
export function loader() {
  return new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
