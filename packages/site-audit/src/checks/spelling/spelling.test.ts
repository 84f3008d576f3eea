import { beforeAll, describe, expect, it } from "vitest";
import { auditPages } from "../../analysis/audit-pages";
import type { CrawledPage } from "../../document";
import { pageFacts } from "../../facts/page-facts";
import type { PageFacts } from "../../facts/types";
import { siteContext } from "../../site-context";
import { type Speller, loadEnglishSpeller } from "../../spelling/english-speller";
import { UNKNOWN_WORDS_KEPT, spellPage } from "../../spelling/page-spelling";
import { ROOT, page } from "../rule-tester";
import { SITE_WORD_PAGES, spelling } from "./spelling";

let speller: Speller;
beforeAll(async () => {
  speller = await loadEnglishSpeller();
});

const prose = (text: string) =>
  `<h1>Moving</h1><p>${text} We pack your boxes and move them to your new home with care.</p>`;

/** The check over pages read as `auditPages` reads them: facts, then their words looked up. */
function run(pages: CrawledPage[], options: Record<string, unknown> = {}) {
  const facts: PageFacts[] = pages.map((crawled) => {
    const read = pageFacts(crawled);
    spellPage(read, speller);
    return read;
  });
  return spelling.run(siteContext(facts, `${ROOT}/`), { sitePages: SITE_WORD_PAGES, ...options });
}

describe("the English speller", () => {
  it("knows English words, British spellings, hyphenated words and possessives", () => {
    for (const word of [
      "removals",
      "colour",
      "organise",
      "organisation",
      "centre",
      "travelled",
      "catalogue",
      "licence",
      "programme",
      "well-known",
      "company's",
      "don't",
      "The",
    ]) {
      expect([word, speller.knows(word)]).toEqual([word, true]);
    }
    for (const word of ["recieve", "teh", "seperate", "Recieve"]) {
      expect([word, speller.knows(word)]).toEqual([word, false]);
    }
  });
});

describe("spelling", () => {
  it("flags the words of a page the dictionary does not know, with their count", () => {
    const items = run([page("/", { body: prose("We recieve teh keys and seperate the rooms.") })]);
    expect(items).toEqual([
      { url: `${ROOT}/`, detail: "3 words not in the dictionary: recieve, teh, seperate" },
    ]);
  });

  it("passes URLs, addresses, numbers, code, acronyms, proper nouns and other languages", () => {
    const items = run([
      page("/", {
        body: prose(
          "See https://example.com/recieve or mail teh@example.com, call 0800 123, run <code>npm i seperatly</code>. Our NASA-grade kit came from Qwertyville and iPhonez.",
        ),
      }),
      page("/de", { body: prose("Wir recieve teh Umzugskartons."), metadata: { language: "de" } }),
    ]);
    expect(items).toEqual([]);
  });

  it("takes a word on as many pages as the option says for the site's own, and not below", () => {
    const pages = ["/a", "/b", "/c"].map((path) =>
      page(path, {
        body: prose(`Book a keystoner today${path === "/a" ? ", we recieve calls" : ""}.`),
      }),
    );
    expect(run(pages).map((item) => item.detail)).toEqual([
      "1 word not in the dictionary: recieve",
    ]);
    // At four pages a word is the site's own; three pages are not enough.
    expect(run(pages, { sitePages: 4 }).map((item) => item.detail)).toEqual([
      "2 words not in the dictionary: keystoner, recieve",
      "1 word not in the dictionary: keystoner",
      "1 word not in the dictionary: keystoner",
    ]);
  });

  it("keeps the first words of a page full of them, with the true count", () => {
    const many = Array.from(
      { length: 80 },
      (_, index) =>
        `zq${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}x`,
    );
    const read = pageFacts(page("/", { body: prose(many.join(" ")) }));
    spellPage(read, speller);
    expect(read.content.prose?.unknownWords).toHaveLength(UNKNOWN_WORDS_KEPT);
    expect(read.content.prose?.unknownWordCount).toBe(80);
    expect(read.content.prose?.lookUp).toEqual([]);
    const [item] = run([page("/", { body: prose(many.join(" ")) })]);
    expect(item?.detail).toMatch(/^80 words not in the dictionary: zqaax, .*, and 30 more$/);
  });

  it("runs through auditPages, which looks the words up as it reads each page", async () => {
    const { audit } = await auditPages([page("/", { body: prose("We recieve teh keys.") })], {
      startUrl: `${ROOT}/`,
    });
    expect(audit.issues.find((issue) => issue.id === "spelling")?.items).toEqual([
      { url: `${ROOT}/`, detail: "2 words not in the dictionary: recieve, teh" },
    ]);
  });
});
