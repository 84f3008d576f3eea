/** The documented exit codes of `keystone-crawl` (README, "Exit codes"). */
export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 2,
  /** Part of the work was done and kept (e.g. a server whose paging stalled), part was not. */
  partial: 3,
  /** `audit`: the audit ran and a gate (`--fail-on`, `--min-health`, `--fail-on-new`) failed. */
  gateFailed: 4,
  /** Ctrl-C (128 + SIGINT), as shells report it. */
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
