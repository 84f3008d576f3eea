/** One line of the printed table: a figure for the reference, the same for ours, and their ratio. */
export interface Row {
  benchmark: string;
  reference: string;
  ours: string;
  ratio: string;
}

/** Ours divided by the reference, with the direction that counts as better spelled out. */
export function ratio(
  ours: number,
  reference: number,
  better: "lower" | "higher",
  digits = 2,
): string {
  if (reference === 0) return "n/a";
  return `${(ours / reference).toFixed(digits)}× (${better} is better)`;
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, "\\|");
}

/** A Markdown table, so that the output can be pasted into the README as it is. */
export function renderTable(rows: readonly Row[]): string {
  const header = [
    "Benchmark",
    "@mendable/firecrawl-js (1.29.3; 4.42.0 in v2 rows)",
    "@keystone/crawl-client",
    "Ours ÷ reference",
  ];
  const lines = [header, header.map(() => "---")];
  for (const row of rows) lines.push([row.benchmark, row.reference, row.ours, row.ratio]);
  return lines.map((cells) => `| ${cells.map(escapeCell).join(" | ")} |`).join("\n");
}
