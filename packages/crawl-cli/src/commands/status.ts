import { Command } from "commander";
import { maskKey } from "../config/credentials.js";
import type { Context } from "../cli/context.js";
import { describeError, ExitError } from "../cli/errors.js";
import { EXIT } from "../cli/exit-codes.js";
import { VERSION } from "../version.js";
import type { Action } from "./shared.js";

/** The key as it may be shown, and where it comes from. */
export function keyLine(key: string | undefined, source: string): string {
  return key ? `${maskKey(key)} (${source})` : "none (a self-hosted server needs none)";
}

export function statusCommand(action: Action): Command {
  return new Command("status")
    .description(
      "Show the version, the server, where the key comes from, concurrency, credits and queue",
    )
    .option("--json", "as JSON")
    .option("--pretty", "indent JSON output")
    .action(action(runStatus));
}

async function runStatus(ctx: Context, flags: { json?: boolean; pretty?: boolean }): Promise<void> {
  const client = ctx.client();
  const credentials = ctx.credentials();
  const { signal } = ctx.interrupts;
  const ask = async <T>(read: () => Promise<T>): Promise<{ value: T } | { error: string }> => {
    try {
      return { value: await read() };
    } catch (error) {
      return { error: describeError(error, ctx.verbose) };
    }
  };
  // A self-hosted server answers some of these with errors of its own (no queue route, say):
  // each is shown for what it is; only a run where every one failed is a failure.
  const [concurrency, credits, queue] = await Promise.all([
    ask(() => client.getConcurrency({ signal })),
    ask(() => client.getCreditUsage({ signal })),
    ask(() => client.getQueueStatus({ signal })),
  ]);
  const report = {
    version: VERSION,
    apiUrl: client.apiUrl,
    apiUrlSource: credentials.urlSource,
    key: maskKey(credentials.apiKey),
    keySource: credentials.keySource,
    concurrency,
    credits,
    queue,
  };
  if (flags.json) ctx.out.json(report, flags.pretty === true);
  else {
    const show = (
      result: { value: unknown } | { error: string },
      render: (value: never) => string,
    ) => ("value" in result ? render(result.value as never) : `unavailable (${result.error})`);
    ctx.out.line(`keystone-crawl ${VERSION}`);
    ctx.out.line(`server:      ${client.apiUrl} (${credentials.urlSource})`);
    ctx.out.line(`key:         ${keyLine(credentials.apiKey, credentials.keySource)}`);
    ctx.out.line(
      `concurrency: ${show(concurrency, (value: { concurrency: number; maxConcurrency: number }) => `${value.concurrency}/${value.maxConcurrency} jobs`)}`,
    );
    ctx.out.line(
      `credits:     ${show(credits, (value: { remainingCredits: number; planCredits?: number }) => `${value.remainingCredits}${value.planCredits === undefined ? "" : ` of ${value.planCredits}`} left`)}`,
    );
    ctx.out.line(
      `queue:       ${show(queue, (value: { activeJobsInQueue: number; waitingJobsInQueue: number }) => `${value.activeJobsInQueue} active, ${value.waitingJobsInQueue} waiting`)}`,
    );
  }
  if (![concurrency, credits, queue].some((result) => "value" in result))
    throw new ExitError("the server answered none of the status requests", EXIT.failure);
}
