import { Command, CommanderError } from "commander";
import { Context, type Streams } from "./cli/context.js";
import { describeError, exitCodeOf } from "./cli/errors.js";
import { EXIT, type ExitCode } from "./cli/exit-codes.js";
import { agentCommand } from "./commands/agent.js";
import { auditCommand } from "./commands/audit.js";
import { batchCommand } from "./commands/batch.js";
import { configCommands } from "./commands/config.js";
import { crawlCommand } from "./commands/crawl.js";
import { extractCommand } from "./commands/extract.js";
import { feedbackCommand } from "./commands/feedback.js";
import { mapCommand } from "./commands/map.js";
import { monitorCommand } from "./commands/monitor.js";
import { parseCommand } from "./commands/parse.js";
import { researchCommand } from "./commands/research.js";
import { scrapeCommand } from "./commands/scrape.js";
import { searchCommand } from "./commands/search.js";
import type { Action } from "./commands/shared.js";
import { statusCommand } from "./commands/status.js";
import { VERSION } from "./version.js";

/** Runs one command line; resolves with the exit code (README, "Exit codes"). */
export async function main(argv: string[], streams: Streams): Promise<ExitCode> {
  let ctx: Context | undefined;
  const action: Action =
    (handler) =>
    async (...args) => {
      const command = args.at(-1) as Command;
      ctx = new Context(command.optsWithGlobals(), streams);
      ctx.interrupts.install();
      try {
        await handler(ctx, ...(args.slice(0, -1) as never[]));
      } finally {
        ctx.interrupts.uninstall();
      }
    };
  const program = buildProgram(action, streams);
  try {
    await program.parseAsync(argv, { from: "user" });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    const message = describeError(error, argv.includes("--verbose"));
    if (message !== "") {
      const prefix = ctx?.colours.red("keystone-crawl:") ?? "keystone-crawl:";
      streams.stderr.write(`${prefix} ${message}\n`);
    }
    return exitCodeOf(error);
  }
}

/** Commander's error handling and output on a command and its subcommands (monitor, research). */
function inheritSettings(command: Command, program: Command): Command {
  command.exitOverride().configureOutput(program.configureOutput());
  for (const sub of command.commands) inheritSettings(sub, program);
  return command;
}

function buildProgram(action: Action, streams: Streams): Command {
  const program = new Command("keystone-crawl")
    .description(
      "Scrape, crawl, map, search and extract with Firecrawl (cloud or self-hosted), on the Keystone crawl SDK.",
    )
    .version(VERSION, "-V, --version")
    .option("-k, --api-key <key>", "provider key (else FIRECRAWL_API_KEY, else the config file)")
    .option("--api-url <url>", "provider URL, e.g. a self-hosted server (else FIRECRAWL_API_URL)")
    .option("--v1", "use the provider's v1 API (for the commands it has)")
    .option("-q, --quiet", "no progress and no messages on stderr, errors only")
    .option("--verbose", "show every HTTP exchange on stderr, the key masked")
    .option("--no-color", "no colours on stderr (NO_COLOR does the same)")
    .showHelpAfterError("(run with --help for usage)")
    .addHelpText(
      "after",
      "\nExit codes: 0 success, 1 failure, 2 usage, 3 partial (what was received is kept), 4 an audit gate failed, 130 interrupted.",
    )
    .exitOverride()
    .configureOutput({
      writeOut: (text) => streams.stdout.write(text),
      writeErr: (text) => streams.stderr.write(text),
    });
  for (const command of [
    scrapeCommand(action),
    crawlCommand(action),
    auditCommand(action),
    mapCommand(action),
    searchCommand(action),
    batchCommand(action),
    extractCommand(action),
    agentCommand(action),
    parseCommand(action),
    monitorCommand(action),
    researchCommand(action),
    feedbackCommand(action),
    statusCommand(action),
    ...configCommands(action),
  ])
    program.addCommand(inheritSettings(command, program));
  return program;
}
