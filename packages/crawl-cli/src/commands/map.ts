import type { MapOptions, MapParams } from "@keystone/crawl-client";
import { Command } from "commander";
import { parseChoice, parseHttpUrl, parseInteger } from "../cli/arguments.js";
import { parsed } from "../cli/commander.js";
import type { Context } from "../cli/context.js";
import { type Action, stopOnInterrupt } from "./shared.js";

interface MapFlags {
  search?: string;
  limit?: number;
  sitemap?: "include" | "skip" | "only";
  includeSubdomains?: boolean;
  ignoreQueryParameters?: boolean;
  json?: boolean;
  pretty?: boolean;
}

export function mapCommand(action: Action): Command {
  return new Command("map")
    .description("List the URLs of a site, one a line (or --json)")
    .argument("<url>", "the site")
    .option("--search <query>", "only URLs relevant to this query")
    .option(
      "--limit <n>",
      "most URLs",
      parsed("--limit", (f, v) => parseInteger(f, v, 1, 100_000)),
    )
    .option(
      "--sitemap <mode>",
      "include, skip or only",
      parsed("--sitemap", (f, v) => parseChoice(f, v, ["include", "skip", "only"] as const)),
    )
    .option("--include-subdomains", "list subdomains' URLs too")
    .option("--ignore-query-parameters", "list URLs that differ only in their query once")
    .option("--json", "the links as JSON")
    .option("--pretty", "indent JSON output")
    .action(action(runMap));
}

async function runMap(ctx: Context, target: string, flags: MapFlags): Promise<void> {
  const url = parseHttpUrl("url", target);
  const client = ctx.client();
  const { signal } = ctx.interrupts;
  const options: MapOptions = {
    ...(flags.search ? { search: flags.search } : {}),
    ...(flags.limit === undefined ? {} : { limit: flags.limit }),
    ...(flags.sitemap ? { sitemap: flags.sitemap } : {}),
    ...(flags.includeSubdomains ? { includeSubdomains: true } : {}),
    ...(flags.ignoreQueryParameters ? { ignoreQueryParameters: true } : {}),
  };
  const links: { url: string; title?: string }[] = ctx.flags.v1
    ? (
        (await stopOnInterrupt(ctx, client.v1.mapUrl(url, v1Params(options), { signal }))).links ??
        []
      ).map((link) => ({ url: link }))
    : (await stopOnInterrupt(ctx, client.map(url, options, { signal }))).links;
  if (flags.json) ctx.out.json(links, flags.pretty === true);
  else for (const link of links) ctx.out.line(link.url);
}

/** v2's map options under v1's names (v1 has no ignoreQueryParameters). */
function v1Params(options: MapOptions): MapParams {
  const { sitemap, ignoreQueryParameters: _v2Only, ...rest } = options;
  return {
    ...rest,
    ...(sitemap === "only" ? { sitemapOnly: true } : {}),
    ...(sitemap === "skip" ? { ignoreSitemap: true } : {}),
  };
}
