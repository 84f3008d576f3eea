import type { Context } from "../cli/context.js";
import { stoppedExit } from "../cli/interrupt.js";

/** Wraps a command's handler: the program builds its Context from the flags and runs it. */
export type Action = (
  handler: (ctx: Context, ...args: never[]) => Promise<void>,
) => (...args: unknown[]) => Promise<void>;

/**
 * The command line that repeats this run's connection flags (never the key) with `args`, quoted
 * for a POSIX shell, for messages such as "Resume with: …".
 */
export function commandLine(ctx: Context, args: string[]): string {
  const connection = [
    ...(ctx.flags.apiUrl ? ["--api-url", ctx.flags.apiUrl] : []),
    ...(ctx.flags.v1 ? ["--v1"] : []),
  ];
  return ["keystone-crawl", ...connection, ...args].map(shellQuote).join(" ");
}

function shellQuote(word: string): string {
  return /^[A-Za-z0-9_./:@=+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** The request, or exit 130 as soon as Ctrl-C comes (a request with no job to cancel). */
export async function stopOnInterrupt<T>(ctx: Context, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (ctx.interrupts.reason !== undefined) throw stoppedExit(ctx.interrupts.reason);
    throw error;
  }
}
