import type { Context } from "../cli/context.js";
import { UsageError } from "../cli/errors.js";
import { stoppedExit } from "../cli/interrupt.js";
import { createAuditProgress } from "./audit-progress.js";
import { openCrawlFolder } from "./crawl-folder.js";
import { type AuditSettings, auditStream } from "./engine.js";
import { type AuditOutput, finishAudit } from "./finish-audit.js";
import { type FolderReading, firstListedUrl, folderPages } from "./folder-pages.js";
import { counted } from "./counted.js";
import { quoted } from "./shown-text.js";

/** Skipped lines named one by one; past this, only their count (all of them in the total). */
const SKIPS_NAMED = 20;

/**
 * `audit --from DIR`: the pages of a crawl folder, read one at a time into the audit, with no key
 * and no network. A line or page file that cannot be read is named (the first 20) and skipped;
 * the pages that can be read are audited and the run exits 3, with the count skipped.
 */
export async function auditFolder(
  ctx: Context,
  dir: string,
  startUrlGiven: string | undefined,
  settings: AuditSettings,
  output: AuditOutput,
  /** Why the crawl that filled the folder stopped short (`audit --resume`): the run then exits 3. */
  crawlPartial?: string,
): Promise<void> {
  const folder = openCrawlFolder(dir);
  if (folder.jobProblem !== undefined) ctx.warn(`${dir}: ${folder.jobProblem}`);
  const startUrl = startUrlGiven ?? folder.job.url ?? firstListedUrl(folder);
  if (startUrl === undefined)
    throw new UsageError(
      "--from",
      `${dir} lists no page that can be read; give the site's start URL: keystone-crawl audit URL --from ${dir}`,
    );
  if (startUrlGiven === undefined && folder.job.url === undefined)
    ctx.info(
      `Start URL: ${quoted(startUrl)}, the folder's first page (give another with: keystone-crawl audit URL --from ${dir})`,
    );
  const progress = createAuditProgress({
    stream: ctx.streams.stderr,
    quiet: ctx.quiet,
    colours: ctx.colours,
  });
  ctx.interrupts.onStop((reason) => {
    if (reason !== "pipe")
      progress.note("Interrupted: the audit stops and writes nothing (Ctrl-C again to quit now)");
  });
  const reading: FolderReading = { read: 0, skipped: 0, withoutMetadata: 0 };
  const onSkip = (message: string) => {
    if (reading.skipped <= SKIPS_NAMED) progress.note(message, ctx.colours.yellow("skipped:"));
  };
  const { signal } = ctx.interrupts;
  progress.start(folder.lines, "reading pages");
  const pages = counted(folderPages(folder, reading, { signal, onSkip }), {
    each: (count) => progress.update(count),
    end: () => progress.stage("site-wide checks"),
  });
  let analysis;
  try {
    analysis = await auditStream(pages, { ...settings, startUrl, signal });
  } catch (error) {
    if (ctx.interrupts.reason === undefined) throw error;
    progress.finish("Audit stopped; nothing written.");
    throw stoppedExit(ctx.interrupts.reason);
  }
  progress.finish(
    `audit: ${reading.read} pages read from ${dir}${reading.skipped > 0 ? `, ${reading.skipped} skipped` : ""}`,
  );
  if (reading.skipped > SKIPS_NAMED)
    ctx.warn(`${reading.skipped - SKIPS_NAMED} more lines skipped than named above`);
  if (reading.withoutMetadata > 0)
    ctx.warn(
      `${reading.withoutMetadata} of the pages in ${dir} are kept as markdown or html files (crawl -o without --json): only their URL, title and status came with them, so the checks of descriptions, language, robots, viewport and social tags find those missing. keystone-crawl audit URL -o DIR keeps whole pages.`,
    );
  await finishAudit(ctx, output, {
    analysis,
    startUrl,
    crawledAt: folder.modifiedAt,
    source: { kind: "folder", folder: dir, ...(folder.job.id ? { jobId: folder.job.id } : {}) },
    ...partialOf(dir, reading, crawlPartial),
  });
}

/** What makes the run partial (exit 3): pages of the folder that could not be read, a stalled crawl. */
function partialOf(
  dir: string,
  reading: FolderReading,
  crawlPartial: string | undefined,
): { partial?: { skipped: number; message: string } } {
  const messages = [
    ...(crawlPartial === undefined ? [] : [crawlPartial]),
    ...(reading.skipped > 0
      ? [
          `${reading.skipped} of the pages ${dir} lists could not be read (named above); the audit covers the ${reading.read} that could.`,
        ]
      : []),
  ];
  return messages.length === 0
    ? {}
    : { partial: { skipped: reading.skipped, message: messages.join(" ") } };
}
