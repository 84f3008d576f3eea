import { Command } from "commander";
import { parseHttpUrl, parseJobId, parseSeconds, readJsonObjectFile } from "../cli/arguments.js";
import { parsed } from "../cli/commander.js";
import type { Context } from "../cli/context.js";
import { UsageError } from "../cli/errors.js";
import { runSimpleJob } from "../jobs/simple-job.js";
import { type Action, commandLine } from "./shared.js";

interface ExtractFlags {
  prompt?: string;
  schema?: string;
  status?: string;
  allowExternalLinks?: boolean;
  enableWebSearch?: boolean;
  showSources?: boolean;
  pollInterval?: number;
  timeout?: number;
  cancel: boolean;
  pretty?: boolean;
}

export function extractCommand(action: Action): Command {
  return new Command("extract")
    .description(
      "Extract structured data from pages (URLs may end in /*) with a prompt and/or a JSON Schema; prints the JSON",
    )
    .argument("[urls...]", "the pages")
    .option("--prompt <text>", "what to extract")
    .option("--schema <file>", "a JSON Schema file the result must match")
    .option(
      "--status <job-id>",
      "show an extract job's status and data",
      parsed("--status", parseJobId),
    )
    .option("--allow-external-links", "follow links to other sites")
    .option("--enable-web-search", "search the web for more context")
    .option("--show-sources", "list the pages the data came from")
    .option(
      "--poll-interval <seconds>",
      "seconds between status checks",
      parsed("--poll-interval", parseSeconds),
    )
    .option(
      "--timeout <seconds>",
      "give up waiting after this long",
      parsed("--timeout", parseSeconds),
    )
    .option("--no-cancel", "on Ctrl-C, leave the job running")
    .option("--pretty", "indent the JSON")
    .action(action(runExtract));
}

async function runExtract(ctx: Context, targets: string[], flags: ExtractFlags): Promise<void> {
  const client = ctx.client();
  const v1 = ctx.flags.v1 === true;
  const statusCommand = (id: string) => commandLine(ctx, ["extract", "--status", id]);
  if (flags.status !== undefined) {
    const status = v1
      ? await client.v1.getExtractStatus(flags.status)
      : await client.getExtractStatus(flags.status);
    ctx.out.json(status, flags.pretty === true);
    return;
  }
  // A URL may end in /* (every page under it): checked without it, sent as given.
  const urls = targets.map((target) => {
    parseHttpUrl("url", target.endsWith("/*") ? target.slice(0, -1) : target);
    return target;
  });
  if (urls.length === 0) throw new UsageError("urls", "give at least one URL");
  const schema = flags.schema ? readJsonObjectFile("--schema", flags.schema) : undefined;
  if (flags.prompt === undefined && schema === undefined)
    throw new UsageError("--prompt", "give --prompt TEXT or --schema FILE (or both)");
  const request = {
    urls,
    ...(flags.prompt ? { prompt: flags.prompt } : {}),
    ...(schema ? { schema } : {}),
    ...(flags.allowExternalLinks ? { allowExternalLinks: true } : {}),
    ...(flags.enableWebSearch ? { enableWebSearch: true } : {}),
    ...(flags.showSources ? { showSources: true } : {}),
  };
  const result = await runSimpleJob(ctx, {
    kind: "extract",
    start: async () =>
      (v1
        ? await client.v1.asyncExtract(urls, request as never)
        : await client.startExtract(request)) as {
        id?: string;
      },
    read: async (id, signal) =>
      (v1
        ? await client.v1.getExtractStatus(id, { signal })
        : await client.getExtractStatus(id, { signal })) as {
        status?: string;
      },
    pollMs: (flags.pollInterval ?? 1) * 1000,
    ...(flags.timeout === undefined ? {} : { maxWaitMs: flags.timeout * 1000 }),
    noCancel: !flags.cancel,
    statusCommand,
  });
  ctx.out.json(result.data ?? null, flags.pretty === true);
}
