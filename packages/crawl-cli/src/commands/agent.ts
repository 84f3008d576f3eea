import { Command } from "commander";
import {
  parseHttpUrl,
  parseInteger,
  parseJobId,
  parseSeconds,
  readJsonObjectFile,
} from "../cli/arguments.js";
import { collectList, parsed } from "../cli/commander.js";
import type { Context } from "../cli/context.js";
import { UsageError } from "../cli/errors.js";
import { runSimpleJob } from "../jobs/simple-job.js";
import { type Action, commandLine } from "./shared.js";

interface AgentFlags {
  urls?: string[];
  schema?: string;
  model?: string;
  maxCredits?: number;
  status?: string;
  cancel?: string | false;
  pollInterval?: number;
  timeout?: number;
  pretty?: boolean;
}

export function agentCommand(action: Action): Command {
  return new Command("agent")
    .description("Run the provider's agent on a prompt and print the JSON it finds (v2 only)")
    .argument("[prompt]", "what the agent should find")
    .option("--urls <urls>", "pages to start from (comma-separated)", collectList("--urls"))
    .option("--schema <file>", "a JSON Schema file the result must match")
    .option("--model <model>", "the agent's model, e.g. spark-1-mini or spark-1-pro")
    .option(
      "--max-credits <n>",
      "most credits the job may spend",
      parsed("--max-credits", (f, v) => parseInteger(f, v, 1)),
    )
    .option(
      "--status <job-id>",
      "show an agent job's status and data",
      parsed("--status", parseJobId),
    )
    .option("--cancel <job-id>", "cancel an agent job", parsed("--cancel", parseJobId))
    .option(
      "--poll-interval <seconds>",
      "seconds between status checks (default 2)",
      parsed("--poll-interval", parseSeconds),
    )
    .option(
      "--timeout <seconds>",
      "give up after this long (the job is then cancelled)",
      parsed("--timeout", parseSeconds),
    )
    .option("--no-cancel", "on Ctrl-C, leave the job running")
    .option("--pretty", "indent the JSON")
    .action(action(runAgent));
}

async function runAgent(
  ctx: Context,
  prompt: string | undefined,
  flags: AgentFlags,
): Promise<void> {
  if (ctx.flags.v1) throw new UsageError("--v1", "the agent has no v1 route");
  const client = ctx.client();
  if (typeof flags.cancel === "string") {
    const cancelled = await client.cancelAgent(flags.cancel);
    ctx.out.line(cancelled ? `cancelled ${flags.cancel}` : `${flags.cancel} had already ended`);
    return;
  }
  if (flags.status !== undefined) {
    ctx.out.json(await client.getAgentStatus(flags.status), flags.pretty === true);
    return;
  }
  if (prompt === undefined || prompt.trim() === "")
    throw new UsageError("prompt", "give the agent a prompt");
  const urls = flags.urls?.map((url) => parseHttpUrl("--urls", url));
  const schema = flags.schema ? readJsonObjectFile("--schema", flags.schema) : undefined;
  const request = {
    prompt,
    ...(urls ? { urls } : {}),
    ...(schema ? { schema } : {}),
    ...(flags.model ? { model: flags.model } : {}),
    ...(flags.maxCredits === undefined ? {} : { maxCredits: flags.maxCredits }),
  };
  const result = await runSimpleJob(ctx, {
    kind: "agent",
    start: () => client.startAgent(request),
    read: (id, signal) => client.getAgentStatus(id, { signal }),
    cancel: (id, signal) => client.cancelAgent(id, { signal }),
    pollMs: (flags.pollInterval ?? 2) * 1000,
    ...(flags.timeout === undefined ? {} : { maxWaitMs: flags.timeout * 1000 }),
    noCancel: flags.cancel === false,
    statusCommand: (id) => commandLine(ctx, ["agent", "--status", id]),
  });
  ctx.out.json(result.data ?? null, flags.pretty === true);
}
