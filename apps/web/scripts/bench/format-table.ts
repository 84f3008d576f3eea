import type { RouteReport } from "./budgets";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatTable(reports: RouteReport[]): string {
  const header = [
    "route",
    "perf",
    "a11y",
    "best",
    "seo",
    "FCP",
    "LCP",
    "CLS",
    "TBT",
    "longest",
    "of load",
    "JS (gz)",
    "CSS (gz)",
    "benchmarkIndex",
    "CPU",
  ];
  const rows = reports.map((report) => [
    report.path,
    String(report.performance),
    String(report.accessibility),
    String(report.bestPractices),
    String(report.seo),
    `${Math.round(report.fcpMs)} ms`,
    `${Math.round(report.lcpMs)} ms`,
    report.cls.toFixed(3),
    `${Math.round(report.tbtMs)} ms`,
    `${Math.round(report.longestTaskMs)} ms`,
    `${Math.round(report.longestTaskOfLoadMs)} ms`,
    kb(report.scriptBytes),
    kb(report.styleBytes),
    String(Math.round(report.benchmarkIndex)),
    // "?" marks a run whose host kept changing speed, so that no slowdown matched its benchmark.
    `×${report.cpuSlowdown}${report.calibrated === false ? "?" : ""}`,
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [
    line(header),
    `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`,
    ...rows.map(line),
  ].join("\n");
}
