import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { createInterface } from "node:readline";
import {
  AuditAbortedError,
  type CrawledPage,
  RulesConfigError,
  auditPages,
  parseRulesConfig,
} from "@keystone/site-audit";

// One crawled page (a Firecrawl v1 or v2 document) per line, read one at a time.
async function* pagesOf(file: string): AsyncGenerator<CrawledPage> {
  for await (const line of createInterface({ input: createReadStream(file) })) {
    if (line.trim() !== "") yield JSON.parse(line) as CrawledPage;
  }
}

const controller = new AbortController();
process.once("SIGINT", () => controller.abort());

try {
  // { "rules": { "title-too-long": ["warning", { "max": 65 }], "lorem-ipsum": "off" } }
  const rules = parseRulesConfig(JSON.parse(await readFile("audit.config.json", "utf8")));
  const { audit, pages } = await auditPages(pagesOf("pages.ndjson"), {
    startUrl: "https://example.com/",
    rules,
    signal: controller.signal,
  });
  console.info(`health ${audit.health.score} over ${pages.length} pages`, audit.counts);
  for (const issue of audit.issues) {
    console.info(`${issue.severity} ${issue.id}: ${issue.items.length} (${issue.label})`);
  }
} catch (error) {
  if (error instanceof RulesConfigError) {
    console.error(error.message); // names the rule, severity or option, and lists what is valid
    process.exitCode = 2;
  } else if (error instanceof AuditAbortedError) {
    process.exitCode = 130;
  } else {
    throw error;
  }
}
