import type { IssueChange, Severity } from "@keystone/site-audit";
import type { Colours } from "../cli/colours.js";
import { shownText } from "./shown-text.js";
import { CHANGES_LISTED, type CustomLine, type SummaryData } from "./summary-data.js";

const PLURAL: Record<Severity, string> = {
  error: "errors",
  warning: "warnings",
  notice: "notices",
};
const SEVERITY_ORDER: Severity[] = ["error", "warning", "notice"];

const when = (ms: number) => new Date(ms).toISOString();

/** The changes listed, most severe first, cut at CHANGES_LISTED with what was left out. */
function listed(changes: IssueChange[]): { shown: IssueChange[]; more: number } {
  const sorted = [...changes].sort(
    (a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity),
  );
  return {
    shown: sorted.slice(0, CHANGES_LISTED),
    more: Math.max(0, sorted.length - CHANGES_LISTED),
  };
}

/**
 * The summary where stdout is not a terminal: blocks of tab-separated lines, a header line first,
 * so that a log reads them and `grep`/`cut` take them apart. Crawled text (URLs, details) has its
 * tabs, line breaks and controls escaped, so that a page cannot forge a line.
 */
export function plainSummary(data: SummaryData): string[] {
  const lines = [
    `site\t${shownText(data.site)}`,
    `start URL\t${shownText(data.startUrl)}`,
    `pages\t${data.pages}`,
    ...(data.skipped > 0 ? [`pages skipped\t${data.skipped}`] : []),
    `health\t${data.health.score}\t${data.health.pagesWithErrors} of ${data.health.pages} pages have an error`,
    ...SEVERITY_ORDER.map((severity) => `${PLURAL[severity]}\t${data.counts[severity]}`),
    "",
    ["category", ...SEVERITY_ORDER.map((severity) => PLURAL[severity])].join("\t"),
    ...data.categories.map(({ label, counts }) =>
      [label, ...SEVERITY_ORDER.map((severity) => counts[severity])].join("\t"),
    ),
    "",
    "severity\tcheck\tpages\titems\tissue",
    ...data.issues.map((issue) =>
      [issue.severity, issue.id, issue.pages, issue.items, issue.label].join("\t"),
    ),
    ...(data.custom.length === 0
      ? []
      : [
          "",
          "custom\tname\tpages\tcount\tpages cut",
          ...data.custom.map((line) =>
            [line.kind, shownText(line.name), line.pages, line.count, line.pagesCut].join("\t"),
          ),
        ]),
  ];
  const { comparison } = data;
  if (comparison === undefined) return lines;
  lines.push(
    "",
    `baseline\t${when(comparison.baselineAt)}`,
    `new\t${comparison.new.length}`,
    `fixed\t${comparison.fixed.length}`,
    `pages added\t${comparison.pages.added}`,
    `pages removed\t${comparison.pages.removed}`,
    `pages changed\t${comparison.pages.changed}`,
    "",
    "change\tseverity\tcheck\tpage\tdetail",
  );
  for (const kind of ["new", "fixed"] as const) {
    const { shown, more } = listed(comparison[kind]);
    for (const change of shown)
      lines.push(
        [
          kind,
          change.severity,
          change.checkId,
          shownText(change.url),
          shownText(change.detail),
        ].join("\t"),
      );
    if (more > 0) lines.push(`${kind}\tand ${more} more, all in audit.json`);
  }
  if (comparison.notCompared.length > 0) {
    lines.push("", "not compared\tcheck\tissue");
    for (const check of comparison.notCompared)
      lines.push(`not compared\t${shownText(check.id)}\t${shownText(check.label)}`);
  }
  return lines;
}

/** Text padded to `width` columns (left, or right for figures). */
function pad(text: string, width: number, right = false): string {
  const space = " ".repeat(Math.max(0, width - [...text].length));
  return right ? space + text : text + space;
}

function cut(text: string, width: number): string {
  const chars = [...text];
  return chars.length <= width ? text : `${chars.slice(0, Math.max(1, width - 1)).join("")}…`;
}

/** The summary on a terminal: aligned tables, severities and the score in colour. */
export function tableSummary(data: SummaryData, colours: Colours, columns = 100): string[] {
  const tint: Record<Severity, (text: string) => string> = {
    error: colours.red,
    warning: colours.yellow,
    notice: colours.cyan,
  };
  const score = data.health.score;
  const scoreTint = score >= 90 ? colours.green : score >= 50 ? colours.yellow : colours.red;
  const lines = [
    `${colours.bold(shownText(data.site))}  ${data.pages} pages${
      data.skipped > 0 ? colours.yellow(` (${data.skipped} skipped)`) : ""
    }  health ${scoreTint(colours.bold(`${score}/100`))} ${colours.dim(
      `(${data.health.pagesWithErrors} of ${data.health.pages} pages have an error)`,
    )}`,
    SEVERITY_ORDER.map(
      (severity) => `${tint[severity](PLURAL[severity])} ${data.counts[severity]}`,
    ).join("   "),
    "",
  ];
  const labelWidth = Math.max(8, ...data.categories.map(({ label }) => label.length));
  lines.push(
    colours.bold(
      `${pad("Category", labelWidth)}  ${SEVERITY_ORDER.map((severity) => pad(PLURAL[severity], 8, true)).join("  ")}`,
    ),
  );
  for (const { label, counts } of data.categories) {
    const cells = SEVERITY_ORDER.map((severity) => {
      const cell = pad(String(counts[severity]), 8, true);
      return counts[severity] === 0 ? colours.dim(cell) : tint[severity](cell);
    });
    lines.push(`${pad(label, labelWidth)}  ${cells.join("  ")}`);
  }
  lines.push("");
  if (data.issues.length === 0) lines.push(colours.green("No issues found."));
  else {
    const idWidth = Math.max(5, ...data.issues.map((issue) => issue.id.length));
    const labelRoom = Math.max(20, columns - (8 + 2 + idWidth + 2 + 6 + 2 + 6 + 2));
    lines.push(
      colours.bold(
        `${pad("Severity", 8)}  ${pad("Check", idWidth)}  ${pad("Pages", 6, true)}  ${pad("Items", 6, true)}  Issue`,
      ),
    );
    for (const issue of data.issues)
      lines.push(
        `${tint[issue.severity](pad(issue.severity, 8))}  ${pad(issue.id, idWidth)}  ${pad(
          `${issue.cut ? "≥" : ""}${issue.pages}`,
          6,
          true,
        )}  ${pad(String(issue.items), 6, true)}  ${cut(issue.label, labelRoom)}`,
      );
  }
  lines.push(...customTable(data, colours));
  const { comparison } = data;
  if (comparison === undefined) return lines;
  const { pages } = comparison;
  lines.push(
    "",
    `${colours.bold("Since the baseline")} of ${when(comparison.baselineAt)}: ${colours.red(
      `${comparison.new.length} new`,
    )}, ${colours.green(`${comparison.fixed.length} fixed`)}; pages ${pages.added} added, ${pages.removed} removed, ${pages.changed} changed`,
  );
  const urlRoom = Math.max(20, columns - 40);
  for (const kind of ["new", "fixed"] as const) {
    const { shown, more } = listed(comparison[kind]);
    if (shown.length === 0) continue;
    lines.push(colours.bold(kind === "new" ? "New" : "Fixed"));
    for (const change of shown)
      lines.push(
        `  ${tint[change.severity](pad(change.severity, 8))}  ${pad(change.checkId, 26)}  ${cut(
          shownText(change.url, 1000),
          urlRoom,
        )}`,
      );
    if (more > 0) lines.push(colours.dim(`  and ${more} more, all in audit.json`));
  }
  if (comparison.notCompared.length > 0)
    lines.push(
      `${colours.bold("Not compared")} ${colours.dim("(only one of the two catalogues has them)")}: ${comparison.notCompared
        .map((check) => shownText(check.id))
        .join(", ")}`,
    );
  return lines;
}

/** What a custom query counts, in words. */
const CUSTOM_KIND: Record<CustomLine["kind"], { label: string; count: string }> = {
  search: { label: "contains", count: "found" },
  "search-not": { label: "lacks", count: "found" },
  extract: { label: "extract", count: "elements" },
};

/** The custom searches and extractions as a table: pages matched, what was counted, pages cut. */
function customTable(data: SummaryData, colours: Colours): string[] {
  if (data.custom.length === 0) return [];
  const names = data.custom.map((line) => shownText(line.name));
  const nameWidth = Math.max(6, ...names.map((name) => [...name].length));
  return [
    "",
    colours.bold(
      `${pad("Custom", 8)}  ${pad("Name", nameWidth)}  ${pad("Pages", 6, true)}  ${pad("Count", 8, true)}`,
    ),
    ...data.custom.map((line, index) => {
      const kind = CUSTOM_KIND[line.kind];
      const pages = pad(String(line.pages), 6, true);
      return `${pad(kind.label, 8)}  ${pad(names[index] ?? "", nameWidth)}  ${
        line.pages === 0 ? colours.dim(pages) : pages
      }  ${pad(String(line.count), 8, true)} ${colours.dim(kind.count)}${
        line.pages === 0 ? colours.dim("  matched nothing") : ""
      }${line.pagesCut > 0 ? colours.yellow(`  ${line.pagesCut} pages read in part`) : ""}`;
    }),
  ];
}
