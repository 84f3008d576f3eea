import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { auditPages } from "../analysis/audit-pages";
import type { CrawledPage } from "../document";
import { pageFacts } from "./page-facts";

// The collector, so that the heap is measured after garbage is gone and only what is kept stays.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

const MB = 1024 * 1024;
const PAGE_BYTES = 5 * MB;
const PAGES = 10;
const ROOT = "https://moving.example.com";

function heapAfterCollection(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/**
 * Every text the facts keep, each long enough (13 characters and more) that V8 would keep it as
 * a slice of the page, and the rest of the page's 5 MB after them. Each page's text is new, so no
 * page shares its string with another.
 */
function bigPage(index: number, as: "html" | "markdown"): CrawledPage {
  const filler = `word${index} `.repeat(PAGE_BYTES / `word${index} `.length);
  const metadata = {
    sourceURL: `${ROOT}/page-${index}`,
    statusCode: 200,
    title: `${"A title long enough to be sliced ".repeat(4)}${index}`,
  };
  if (as === "markdown") {
    return {
      markdown: `# A heading long enough to slice ${index}\n\n[a link](/a-link-long-enough-${index}) ${filler}`,
      metadata,
    };
  }
  return {
    html:
      `<h1>A heading long enough to slice ${index}</h1>` +
      `<a href="/a-link-long-enough-${index}" rel="nofollow-and-a-long-token">Link text long enough ${index}</a>` +
      `<img src="/an-image-long-enough-${index}.png" alt="Alt text long enough ${index}">` +
      `<p>${filler}</p>`,
    metadata,
  };
}

// The heap measures below are of what stays after a collection: 10 pages of 5 MB would keep
// 50 MB if a single kept text were a slice of its page; their facts are a few kilobytes each. The
// bound leaves room for a page or two held apart from the facts (V8 keeps the last string a
// regular expression ran on; the reading loop holds the page it is on) and the runner's own.
const GROWTH_BOUND = 3 * PAGE_BYTES;

// A hang guard, not a speed assertion: 50 MB of pages read twice and the heap collected take
// about 4 s alone and over 5 s (vitest's default) while the package's other tests run beside them.
describe("the facts of a 5 MB page", { timeout: 60_000 }, () => {
  it("keep none of the page's text alive: ten pages' facts hold far less than one page", () => {
    const before = heapAfterCollection();
    const kept = Array.from({ length: PAGES }, (_, index) =>
      pageFacts(bigPage(index, index % 2 === 0 ? "html" : "markdown")),
    );
    const grown = heapAfterCollection() - before;
    expect(kept.map((facts) => facts.headings[0]?.text.slice(0, 20))).toEqual(
      Array.from({ length: PAGES }, () => "A heading long enoug"),
    );
    expect(grown).toBeLessThan(GROWTH_BOUND);
    for (const facts of kept) expect(JSON.stringify(facts).length).toBeLessThan(20_000);
  });

  it("auditPages keeps per page its facts and digest, not its bytes, while it reads the stream", async () => {
    let before = 0;
    let grown = 0;
    async function* pages(): AsyncGenerator<CrawledPage> {
      before = heapAfterCollection();
      for (let index = 0; index < PAGES; index++) {
        yield bigPage(index, index % 2 === 0 ? "html" : "markdown");
      }
      // Asked for the page after the last: every page read, the last one perhaps still held.
      grown = heapAfterCollection() - before;
    }
    const analysis = await auditPages(pages(), { startUrl: `${ROOT}/page-0` });
    expect(analysis.audit.pageCount).toBe(PAGES);
    expect(grown).toBeLessThan(GROWTH_BOUND);
  });
});
