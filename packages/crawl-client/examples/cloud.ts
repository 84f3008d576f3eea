import { readFile } from "node:fs/promises";
import { createReadStream } from "node:fs";
import Firecrawl from "@keystone/crawl-client";

const firecrawl = new Firecrawl({ apiKey: "fc-YOUR-KEY" });

// A file to parse: bytes in memory, a Blob or File, text, or a stream (read before upload).
const report = await firecrawl.parse(
  { data: await readFile("report.pdf"), filename: "report.pdf", contentType: "application/pdf" },
  { formats: ["markdown"], parsers: [{ type: "pdf", pages: true }] },
);
const notes = await firecrawl.parse({
  data: createReadStream("notes.html"),
  filename: "notes.html",
});
console.info(report.markdown?.length, notes.metadata?.title);

// A monitor: its checks, and the pages of one check, a page in memory at a time.
const monitor = await firecrawl.createMonitor({
  name: "Pricing pages",
  schedule: { text: "every 30 minutes" },
  targets: [{ type: "scrape", urls: ["https://example.com/pricing"] }],
});
const check = await firecrawl.runMonitor(monitor.id);
for await (const page of firecrawl.monitorCheckPages(monitor.id, check.id, { status: "changed" }))
  console.info(page.url, page.diff?.text);

// The research paper index, and the developer index.
const { results } = await firecrawl.research.searchPapers("GLP-1 receptor agonists", { k: 5 });
const related = await firecrawl.research.similarPapers(results[0]?.paperId ?? "", {
  intent: "cardiovascular outcomes",
});
const { results: issues } = await firecrawl.developerSearch("retry backoff", { types: ["issue"] });
console.info(related.results.length, issues[0]?.url);

// A browser session: code run in it, then closed.
const session = await firecrawl.interactSession({ ttl: 120 });
const run = await firecrawl.interactSessionExecute(session.id ?? "", {
  code: 'await page.goto("https://example.com"); console.log(await page.title())',
});
await firecrawl.deleteInteractSession(session.id ?? "");
console.info(run.stdout);
