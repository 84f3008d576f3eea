/**
 * The report's one stylesheet, inlined in a `<style>` whose SHA-256 the Content-Security-Policy
 * names: nothing else may style the page, so even text that escaped escaping could not add CSS.
 * It must stay a constant (its hash is of these exact characters) and must never contain `</`.
 * Colours are hex (every contrast checker reads them) and pass WCAG AA in both schemes; print is
 * always light, with every group open.
 */
export const REPORT_STYLES = `
:root {
  color-scheme: light dark;
  --bg: #fbfcfd; --fg: #172033; --muted: #4a5468; --card: #ffffff; --line: #d5dbe5;
  --link: #1d4ed8; --focus: #1d4ed8; --code: #eef1f6;
  --error-bg: #b42318; --error-fg: #ffffff;
  --warning-bg: #f6c453; --warning-fg: #3a2300;
  --notice-bg: #2d54c8; --notice-fg: #ffffff;
  --other-bg: #5b6577; --other-fg: #ffffff;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #11151d; --fg: #eef1f6; --muted: #b4bccb; --card: #181e29; --line: #343d4e;
    --link: #9dbcff; --focus: #9dbcff; --code: #232b39;
    --error-bg: #ff8f85; --error-fg: #2b0906;
    --warning-bg: #f6c453; --warning-fg: #2b1a00;
    --notice-bg: #9dbcff; --notice-fg: #0c1838;
    --other-bg: #c3cad6; --other-fg: #141a24;
  }
}
* { box-sizing: border-box; }
html { background: var(--bg); color: var(--fg); }
body {
  margin: 0 auto; max-width: 60rem; padding: 1.5rem 1rem 3rem;
  font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  overflow-wrap: anywhere;
}
h1, h2, h3, h4 { line-height: 1.25; margin: 1.5em 0 0.5em; }
h1 { font-size: 1.75rem; margin-top: 0; }
h2 { font-size: 1.5rem; padding-top: 1rem; border-top: 2px solid var(--line); }
h3 { font-size: 1.2rem; }
h4 { font-size: 1.05rem; }
p, ul, ol, dl { margin: 0.5em 0; }
a { color: var(--link); text-underline-offset: 0.15em; }
a:focus-visible, summary:focus-visible {
  outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 2px;
}
code, .url { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.875em; }
code { background: var(--code); padding: 0 0.25em; border-radius: 3px; }
.muted { color: var(--muted); }
.skip { position: absolute; left: -100vw; }
.skip:focus { position: static; }
.health { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem 1.5rem; }
.score { font-size: 2.5rem; font-weight: 700; margin: 0; font-variant-numeric: tabular-nums; }
.score small { font-size: 1rem; font-weight: 400; color: var(--muted); }
.counts { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; padding: 0; }
.counts div { display: flex; gap: 0.4rem; align-items: baseline; }
.counts dd { margin: 0; font-variant-numeric: tabular-nums; }
.badge {
  display: inline-block; padding: 0 0.5em; border-radius: 999px; border: 1px solid transparent;
  font-size: 0.8rem; font-weight: 700; line-height: 1.6; white-space: nowrap;
}
.sev-error { background: var(--error-bg); color: var(--error-fg); }
.sev-warning { background: var(--warning-bg); color: var(--warning-fg); }
.sev-notice { background: var(--notice-bg); color: var(--notice-fg); }
.sev-other { background: var(--other-bg); color: var(--other-fg); }
.groups { list-style: none; padding: 0; display: grid; gap: 0.5rem; }
.group { background: var(--card); border: 1px solid var(--line); border-radius: 6px; }
details.group > summary, .group.empty {
  padding: 0.5rem 0.75rem; display: flex; flex-wrap: wrap; gap: 0.25rem 0.6rem;
  align-items: baseline; margin: 0;
}
details.group > summary { cursor: pointer; list-style: none; }
details.group > summary::-webkit-details-marker { display: none; }
details.group > summary::before { content: "\\25B8"; content: "\\25B8" / ""; width: 0.8em; }
details.group[open] > summary::before { content: "\\25BE"; content: "\\25BE" / ""; }
.group.empty { padding-left: 2.15rem; }
.group-label { flex: 1 1 16rem; font-weight: 600; }
.group-count { font-variant-numeric: tabular-nums; color: var(--muted); white-space: nowrap; }
.group-body { border-top: 1px solid var(--line); padding: 0.5rem 0.75rem; }
.explain dt { font-weight: 600; }
.explain dd { margin: 0 0 0.4rem; }
.pages { padding-left: 1.5rem; }
.pages li { margin: 0.2rem 0; }
.detail { display: block; color: var(--muted); font-size: 0.875rem; }
table { border-collapse: collapse; width: 100%; font-size: 0.875rem; }
th, td { text-align: left; border-bottom: 1px solid var(--line); padding: 0.25rem 0.5rem; vertical-align: top; }
.rules th:first-child { width: 40%; }
.toc ol { padding-left: 1.5rem; }
footer { margin-top: 3rem; border-top: 1px solid var(--line); padding-top: 1rem; color: var(--muted); }
@page { size: A4; margin: 14mm 12mm; }
@media print {
  :root {
    color-scheme: light;
    --bg: #ffffff; --fg: #000000; --muted: #3b4250; --card: #ffffff; --line: #b9c1cd;
    --link: #0b3aa8; --code: #eef1f6;
    --error-bg: #b42318; --error-fg: #ffffff;
    --warning-bg: #f6c453; --warning-fg: #3a2300;
    --notice-bg: #2d54c8; --notice-fg: #ffffff;
    --other-bg: #5b6577; --other-fg: #ffffff;
  }
  body { max-width: none; padding: 0; font-size: 10.5pt; }
  * { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .skip { display: none; }
  .site + .site > h2 { break-before: page; }
  h2, h3, h4, summary, .health { break-after: avoid; break-inside: avoid; }
  details.group > summary { cursor: auto; }
  details.group > summary::before { content: none; }
  .pages li { break-inside: avoid; }
  details::details-content { content-visibility: visible; display: block; }
}
`;
