import { Command } from "commander";
import { parseChoices, parseInteger } from "../cli/arguments.js";
import { parsed } from "../cli/commander.js";
import type { Context } from "../cli/context.js";
import { UsageError } from "../cli/errors.js";
import {
  type ScrapeFlags,
  scrapeOptionsOf,
  v1ScrapeParams,
  withScrapeFlags,
} from "./scrape-flags.js";
import { type Action, stopOnInterrupt } from "./shared.js";

interface SearchFlags extends ScrapeFlags {
  limit?: number;
  sources?: ("web" | "news" | "images")[];
  categories?: ("github" | "research" | "pdf")[];
  scrape?: boolean;
  tbs?: string;
  location?: string;
  country?: string;
  json?: boolean;
  pretty?: boolean;
}

export function searchCommand(action: Action): Command {
  return withScrapeFlags(
    new Command("search")
      .description("Search the web; one result a line (URL, tab, title), or --json")
      .argument("<query>", "what to search for")
      .option(
        "--limit <n>",
        "most results per source (1 to 100)",
        parsed("--limit", (f, v) => parseInteger(f, v, 1, 100)),
      )
      .option(
        "--sources <sources>",
        "comma-separated: web, news, images",
        parsed("--sources", (f, v) => parseChoices(f, v, ["web", "news", "images"] as const)),
      )
      .option(
        "--categories <categories>",
        "comma-separated: github, research, pdf",
        parsed("--categories", (f, v) =>
          parseChoices(f, v, ["github", "research", "pdf"] as const),
        ),
      )
      .option("--scrape", "scrape every result too (the scrape flags apply)")
      .option("--tbs <filter>", "time filter, e.g. qdr:d (past day), qdr:w")
      .option("--location <place>", "search as from this place")
      .option("--country <code>", "ISO country code, e.g. US")
      .option("--json", "the results as JSON")
      .option("--pretty", "indent JSON output"),
  ).action(action(runSearch));
}

async function runSearch(ctx: Context, query: string, flags: SearchFlags): Promise<void> {
  if (query.trim() === "") throw new UsageError("query", "is empty");
  const scrapeOptions = flags.scrape ? scrapeOptionsOf(flags, ctx.flags.v1 === true) : undefined;
  const client = ctx.client();
  const { signal } = ctx.interrupts;
  // The options both API versions take under the same names.
  const common = {
    ...(flags.limit === undefined ? {} : { limit: flags.limit }),
    ...(flags.tbs ? { tbs: flags.tbs } : {}),
    ...(flags.location ? { location: flags.location } : {}),
    ...(flags.country ? { country: flags.country } : {}),
  };
  if (ctx.flags.v1) {
    const { data } = await stopOnInterrupt(
      ctx,
      client.v1.search(
        query,
        {
          ...common,
          ...(scrapeOptions ? { scrapeOptions: v1ScrapeParams(scrapeOptions) as never } : {}),
        },
        { signal },
      ),
    );
    if (flags.json) ctx.out.json(data, flags.pretty === true);
    else for (const result of data) ctx.out.line(resultLine(result));
    return;
  }
  const results = await stopOnInterrupt(
    ctx,
    client.search(
      query,
      {
        ...common,
        ...(flags.sources ? { sources: flags.sources } : {}),
        ...(flags.categories ? { categories: flags.categories } : {}),
        ...(scrapeOptions ? { scrapeOptions } : {}),
      },
      { signal },
    ),
  );
  if (flags.json) {
    ctx.out.json(results, flags.pretty === true);
    return;
  }
  if (results.warning) ctx.warn(results.warning);
  for (const source of ["web", "news", "images"] as const)
    for (const result of results[source] ?? [])
      ctx.out.line(resultLine(result as Record<string, unknown>));
}

/** `URL<TAB>title`, from a search result or a scraped document. */
function resultLine(result: Record<string, unknown>): string {
  const metadata = (result["metadata"] ?? {}) as Record<string, unknown>;
  const url = result["url"] ?? result["imageUrl"] ?? metadata["sourceURL"] ?? "";
  const title = result["title"] ?? metadata["title"] ?? "";
  return `${String(url)}\t${String(title).replace(/\s+/g, " ")}`;
}
