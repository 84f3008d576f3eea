import { PaginationStalledError } from "@keystone/crawl-client";
import type { Context } from "../cli/context.js";
import { ExitError } from "../cli/errors.js";
import { EXIT } from "../cli/exit-codes.js";
import type { Progress } from "../cli/progress.js";
import type { PageDocument } from "../output/page.js";
import type { DocumentSink } from "../output/sink.js";

/** Longest wait for the provider to confirm a cancel after Ctrl-C before saying it could not. */
export const CANCEL_TIMEOUT_MS = 15_000;

/** A started crawl or batch, as the follow loop needs it. */
export interface StartedJob {
  kind: "crawl" | "batch";
  id: string;
  /** Opened inside the loop, so that a stop that came while the job started is handled there too. */
  documents: () => AsyncIterable<PageDocument>;
  total: () => number | undefined;
  cancel: (signal: AbortSignal) => Promise<boolean>;
  /** The command that picks the job up again. */
  resumeCommand: string;
  /** The command that cancels it. */
  cancelCommand: string;
  /** Picked up again by `--resume`. */
  resumed: boolean;
}

export interface FollowSettings {
  noCancel: boolean;
  /** `--timeout`: the job is stopped (and cancelled) after this long. */
  timeoutMs?: number | undefined;
  /** Where pages are kept, for the messages. */
  where: string;
}

/**
 * Writes a job's pages as they arrive, with progress on stderr. A stop (Ctrl-C, SIGTERM, a closed
 * terminal) cancels the provider's job (unless `--no-cancel`), says so, keeps what was written and
 * exits 130; a closed stdout pipe does the same quietly and exits 0. A server whose paging stalled
 * ends with exit 3, the pages received kept.
 */
export async function followJob(
  ctx: Context,
  job: StartedJob,
  sink: DocumentSink,
  progress: Progress,
  settings: FollowSettings,
): Promise<void> {
  const label = `${job.kind} ${job.id}`;
  // Said while this job is followed; a stop after it (an audit of its pages) says its own.
  const forget = ctx.interrupts.onStop((reason) => {
    if (reason !== "pipe")
      progress.note(
        `${reason === "deadline" ? "Timed out" : "Interrupted"}: ${
          settings.noCancel ? `leaving ${label} running` : `cancelling ${label} at the provider`
        } (Ctrl-C again to quit now)`,
      );
  });
  progress.started(job.id, job.resumed);
  const deadline =
    settings.timeoutMs === undefined
      ? undefined
      : setTimeout(() => ctx.interrupts.stop("deadline"), settings.timeoutMs);
  try {
    for await (const document of job.documents()) {
      sink.accept(document);
      progress.update(sink.count, job.total());
      if (ctx.interrupts.reason !== undefined) break;
    }
    if (ctx.interrupts.reason === undefined) {
      sink.close();
      progress.update(sink.count, sink.count);
      progress.finish(`${label} completed: ${sink.count} pages${settings.where}`);
      return;
    }
  } catch (error) {
    if (ctx.interrupts.reason === undefined) {
      sink.close();
      if (error instanceof PaginationStalledError) {
        progress.finish(`${label}: ${sink.count} pages kept${settings.where}`);
        throw new ExitError(
          `${error.message} Kept ${sink.count} of ${error.expected ?? "?"} pages${settings.where}.`,
          EXIT.partial,
        );
      }
      progress.finish(
        `${label} did not finish; ${sink.count} pages kept${settings.where}. It may still run: ${job.resumeCommand}`,
      );
      throw error;
    }
  } finally {
    clearTimeout(deadline);
    if (ctx.interrupts.reason === undefined) forget();
  }
  sink.close();
  await stopped(ctx, job, sink, progress, settings);
}

async function stopped(
  ctx: Context,
  job: StartedJob,
  sink: DocumentSink,
  progress: Progress,
  settings: FollowSettings,
): Promise<never> {
  const label = `${job.kind} ${job.id}`;
  const { reason } = ctx.interrupts;
  const quietly = reason === "pipe";
  const exitCode = quietly ? EXIT.ok : reason === "deadline" ? EXIT.failure : EXIT.interrupted;
  const message = reason === "deadline" ? `${label} did not finish within --timeout` : "";
  if (settings.noCancel) {
    if (!quietly)
      progress.finish(
        `${label} is still running at the provider; ${sink.count} pages kept${settings.where}. Resume with: ${job.resumeCommand}`,
      );
    throw new ExitError(message, exitCode);
  }
  try {
    const cancelled = await job.cancel(AbortSignal.timeout(CANCEL_TIMEOUT_MS));
    if (!quietly)
      progress.finish(
        cancelled
          ? `Cancelled ${label} at the provider; ${sink.count} pages kept${settings.where}.`
          : `${label} had already ended; ${sink.count} pages kept${settings.where}.`,
      );
  } catch (error) {
    progress.finish(
      `Could not cancel ${label}: ${(error as Error).message}. ${sink.count} pages kept${settings.where}. Cancel it with: ${job.cancelCommand}`,
    );
  }
  throw new ExitError(message, exitCode);
}
