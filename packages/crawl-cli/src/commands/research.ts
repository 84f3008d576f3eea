import type { PaperResult } from "@keystone/crawl-client";
import { Command } from "commander";
import { parseChoice, parseInteger } from "../cli/arguments.js";
import { collectList, parsed } from "../cli/commander.js";
import type { Context } from "../cli/context.js";
import { UsageError } from "../cli/errors.js";
import { type Action, stopOnInterrupt } from "./shared.js";

interface OutputFlags {
  json?: boolean;
  pretty?: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function date(flag: string, value: string): string {
  if (!DATE.test(value) || Number.isNaN(Date.parse(value)))
    throw new UsageError(flag, `must be a date as YYYY-MM-DD, got ${JSON.stringify(value)}`);
  return value;
}

function limit(max: number) {
  return parsed("--limit", (f, v) => parseInteger(f, v, 1, max));
}

/** The provider's research paper index (about 43 million abstracts), as firecrawl-cli's `research`. */
export function researchCommand(action: Action): Command {
  const research = new Command("research").description(
    "Search the provider's research paper index: PubMed, bioRxiv, medRxiv, arXiv (v2 only)",
  );
  const json = (command: Command) =>
    command.option("--json", "as JSON").option("--pretty", "indent JSON output");
  research.addCommand(
    json(
      new Command("search-papers")
        .description("Papers whose abstracts answer the query, one a line (id, title)")
        .argument("<query>")
        .option("--limit <n>", "results, 1 to 500 (default 40)", limit(500))
        .option(
          "--authors <names>",
          "author substrings, all must match (comma-separated)",
          collectList("--authors"),
        )
        .option(
          "--categories <labels>",
          "subject categories such as cs.LG (comma-separated)",
          collectList("--categories"),
        )
        .option(
          "--from <date>",
          "created or updated on or after (YYYY-MM-DD)",
          parsed("--from", date),
        )
        .option(
          "--to <date>",
          "created or updated on or before (YYYY-MM-DD)",
          parsed("--to", date),
        ),
    ).action(action(searchPapers)),
  );
  research.addCommand(
    json(
      new Command("inspect-paper")
        .description("A paper's metadata (pmid:, pmcid:, doi:, arxiv: ids or a paperId)")
        .argument("<paper-id>"),
    ).action(action(inspectPaper)),
  );
  research.addCommand(
    json(
      new Command("related-papers")
        .description("Papers related through the citation graph, ranked by --intent")
        .argument("<paper-id>")
        .argument("[more-seeds...]", "more seed papers")
        .requiredOption("--intent <text>", "what the related papers are for")
        .option(
          "--mode <mode>",
          "similar, citers or references",
          parsed("--mode", (f, v) =>
            parseChoice(f, v, ["similar", "citers", "references"] as const),
          ),
        )
        .option("--limit <n>", "results", limit(500)),
    ).action(action(relatedPapers)),
  );
  research.addCommand(
    json(
      new Command("read-paper")
        .description("The passages of a paper that answer --question")
        .argument("<paper-id>")
        .requiredOption("--question <text>", "what to look for in the paper")
        .option("--limit <n>", "passages, 1 to 50 (default 4)", limit(50)),
    ).action(action(readPaper)),
  );
  research.addCommand(
    json(
      new Command("search-github")
        .description(
          "GitHub issue and pull request history and READMEs (the provider retires it; see its notice)",
        )
        .argument("<query>")
        .option("--limit <n>", "results", limit(500)),
    ).action(action(searchGithub)),
  );
  return research;
}

function v2Only(ctx: Context): void {
  if (ctx.flags.v1) throw new UsageError("--v1", "the research index has no v1 route");
}

function paperLines(ctx: Context, results: PaperResult[]): void {
  for (const paper of results)
    ctx.out.line(`${paper.primaryId}\t${paper.title.replace(/\s+/g, " ")}`);
}

async function searchPapers(
  ctx: Context,
  query: string,
  flags: OutputFlags & {
    limit?: number;
    authors?: string[];
    categories?: string[];
    from?: string;
    to?: string;
  },
): Promise<void> {
  v2Only(ctx);
  const answer = await stopOnInterrupt(
    ctx,
    ctx.client().research.searchPapers(
      query,
      {
        ...(flags.limit === undefined ? {} : { k: flags.limit }),
        ...(flags.authors ? { authors: flags.authors } : {}),
        ...(flags.categories ? { categories: flags.categories } : {}),
        ...(flags.from ? { from: flags.from } : {}),
        ...(flags.to ? { to: flags.to } : {}),
      },
      { signal: ctx.interrupts.signal },
    ),
  );
  if (flags.json) ctx.out.json(answer, flags.pretty === true);
  else paperLines(ctx, answer.results);
}

async function inspectPaper(ctx: Context, id: string, flags: OutputFlags): Promise<void> {
  v2Only(ctx);
  const { paper } = await stopOnInterrupt(
    ctx,
    ctx.client().research.getPaper(id, {}, { signal: ctx.interrupts.signal }),
  );
  if (flags.json) {
    ctx.out.json(paper, flags.pretty === true);
    return;
  }
  ctx.out.line(paper.title);
  if (paper.authors) ctx.out.line(paper.authors);
  if (paper.createdDate) ctx.out.line(paper.createdDate);
  ctx.out.line("");
  ctx.out.line(paper.abstract);
}

async function relatedPapers(
  ctx: Context,
  id: string,
  seeds: string[],
  flags: OutputFlags & {
    intent: string;
    mode?: "similar" | "citers" | "references";
    limit?: number;
  },
): Promise<void> {
  v2Only(ctx);
  const answer = await stopOnInterrupt(
    ctx,
    ctx.client().research.similarPapers(
      id,
      {
        intent: flags.intent,
        ...(flags.mode ? { mode: flags.mode } : {}),
        ...(flags.limit === undefined ? {} : { k: flags.limit }),
        ...(seeds.length > 0 ? { anchor: seeds } : {}),
      },
      { signal: ctx.interrupts.signal },
    ),
  );
  if (flags.json) ctx.out.json(answer, flags.pretty === true);
  else paperLines(ctx, answer.results);
}

async function readPaper(
  ctx: Context,
  id: string,
  flags: OutputFlags & { question: string; limit?: number },
): Promise<void> {
  v2Only(ctx);
  const answer = await stopOnInterrupt(
    ctx,
    ctx
      .client()
      .research.getPaper(
        id,
        { query: flags.question, ...(flags.limit === undefined ? {} : { k: flags.limit }) },
        { signal: ctx.interrupts.signal },
      ),
  );
  if (flags.json) ctx.out.json(answer, flags.pretty === true);
  else
    for (const passage of answer.passages) ctx.out.line(`${passage.text.replace(/\s+/g, " ")}\n`);
}

async function searchGithub(
  ctx: Context,
  query: string,
  flags: OutputFlags & { limit?: number },
): Promise<void> {
  v2Only(ctx);
  const answer = await stopOnInterrupt(
    ctx,
    // The index's own retirement notice comes back in `warnings`, shown below.
    ctx.client().research.searchGithub(query, flags.limit === undefined ? {} : { k: flags.limit }, {
      signal: ctx.interrupts.signal,
    }),
  );
  if (flags.json) ctx.out.json(answer, flags.pretty === true);
  else
    for (const item of answer.results)
      ctx.out.line(`${item.url}\t${(item.title ?? item.repo).replace(/\s+/g, " ")}`);
  for (const warning of answer.warnings ?? []) ctx.warn(warning);
}
