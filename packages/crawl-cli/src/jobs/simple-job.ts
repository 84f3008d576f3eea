import { setTimeout as sleep } from "node:timers/promises";
import type { Context } from "../cli/context.js";
import { ExitError } from "../cli/errors.js";
import { EXIT } from "../cli/exit-codes.js";
import { stoppedExit } from "../cli/interrupt.js";
import { CANCEL_TIMEOUT_MS } from "./follow.js";

/** What a job without pages (extract, agent) answers to a status read. */
export interface SimpleStatus {
  status?: string;
  data?: unknown;
  error?: string;
}

export interface SimpleJobSpec {
  kind: "extract" | "agent";
  /** Starts the job: its id, or the finished answer where the server extracts at once. */
  start: () => Promise<{ id?: string } & SimpleStatus>;
  read: (id: string, signal: AbortSignal) => Promise<SimpleStatus>;
  /** Absent where the API has no cancel for this kind of job. */
  cancel?: (id: string, signal: AbortSignal) => Promise<boolean>;
  pollMs: number;
  maxWaitMs?: number;
  noCancel: boolean;
  statusCommand: (id: string) => string;
}

/**
 * Starts an extract or agent job and polls it to its end, telling the job id on stderr. Ctrl-C
 * cancels it at the provider where the API can (agent), says so where it cannot (extract), and
 * exits 130; `--timeout` does the same with exit 1.
 */
export async function runSimpleJob(ctx: Context, spec: SimpleJobSpec): Promise<SimpleStatus> {
  const started = await spec.start();
  if (started.id === undefined) return started;
  const { id } = started;
  ctx.info(`${spec.kind} started: job ${id}`);
  const deadline =
    spec.maxWaitMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + spec.maxWaitMs;
  const { signal } = ctx.interrupts;
  try {
    for (;;) {
      if (signal.aborted) throw signal.reason;
      const status = await spec.read(id, signal);
      if (status.status === "completed") return status;
      if (status.status === "failed" || status.status === "cancelled")
        throw new ExitError(
          `${spec.kind} ${id} ${status.status}: ${status.error ?? "no reason given"}`,
          EXIT.failure,
        );
      if (Date.now() >= deadline) {
        await stopJob(ctx, spec, id, "the --timeout passed");
        throw new ExitError(`${spec.kind} ${id} did not finish within --timeout`, EXIT.failure);
      }
      await sleep(spec.pollMs, undefined, { signal });
    }
  } catch (error) {
    if (ctx.interrupts.reason === undefined) throw error;
    await stopJob(ctx, spec, id, "interrupted");
    throw stoppedExit(ctx.interrupts.reason);
  }
}

async function stopJob(ctx: Context, spec: SimpleJobSpec, id: string, why: string): Promise<void> {
  const label = `${spec.kind} ${id}`;
  if (spec.noCancel) {
    ctx.info(`${why}: ${label} is still running; see it with: ${spec.statusCommand(id)}`);
    return;
  }
  if (spec.cancel === undefined) {
    ctx.info(
      `${why}: the provider has no cancel for an ${spec.kind}; ${label} runs to its end (${spec.statusCommand(id)})`,
    );
    return;
  }
  try {
    const cancelled = await spec.cancel(id, AbortSignal.timeout(CANCEL_TIMEOUT_MS));
    ctx.info(
      cancelled
        ? `${why}: cancelled ${label} at the provider`
        : `${why}: ${label} had already ended`,
    );
  } catch (error) {
    ctx.info(`${why}: could not cancel ${label}: ${(error as Error).message}`);
  }
}
