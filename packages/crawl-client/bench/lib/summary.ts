/** The median of several runs with the extremes beside it, as every figure of the benchmark is shown. */
export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) throw new Error("Cannot summarize zero runs");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return {
    median,
    min: sorted[0] as number,
    max: sorted[sorted.length - 1] as number,
    runs: sorted.length,
  };
}

export type Unit = "s" | "MiB" | "KiB" | "req/s" | "docs";

export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case "s":
      return `${(value / 1000).toFixed(2)} s`;
    case "MiB":
      return `${(value / 1024 / 1024).toFixed(1)} MiB`;
    case "KiB":
      return `${(value / 1024).toFixed(1)} KiB`;
    case "req/s":
      return `${Math.round(value)} req/s`;
    case "docs":
      return String(Math.round(value));
  }
}

/** "12.3 MiB [11.9–13.0]": the median, then min–max of the runs. */
export function formatSummary(summary: Summary, unit: Unit): string {
  const range =
    summary.min === summary.max
      ? "all runs equal"
      : `${formatValue(summary.min, unit).split(" ")[0]}–${formatValue(summary.max, unit)}`;
  return `${formatValue(summary.median, unit)} [${range}]`;
}
