import { describe, expect, it } from "vitest";
import { contentFacts } from "./content";
import { htmlFacts } from "./html-facts";
import { fleschReadingEase } from "./prose";

const prose = (html: string, mode: "lang" | "detect" = "lang") => {
  const facts = htmlFacts(html, "https://moving.example.com/", mode).content.prose;
  if (!facts) throw new Error("no prose facts");
  return facts;
};

describe("the prose pass of the content area", () => {
  it("counts sentences at full stops before a space and at the end of blocks", () => {
    const facts = prose(
      "<h1>Moving house</h1><p>We pack. We lift! Do we store? Yes… and more</p><ul><li>One box</li><li>Two boxes.</li></ul>",
    );
    // "Moving house", "We pack.", "We lift!", "Do we store?", "Yes…", "and more", "One box", "Two boxes."
    expect(facts.sentences).toBe(8);
    expect(facts.words).toBe(16);
  });

  it("counts syllables with the syllable package, and computes Flesch's reading ease", () => {
    const facts = prose("<p>The cat sat on the mat. Removals are complicated.</p>");
    // the(1) cat(1) sat(1) on(1) the(1) mat(1) removals(3) are(1) complicated(4)
    expect(facts.syllables).toBe(14);
    expect(facts.sentences).toBe(2);
    const ease = fleschReadingEase(facts);
    expect(ease).toBeCloseTo(206.835 - 1.015 * (9 / 2) - 84.6 * (14 / 9), 5);
    expect(fleschReadingEase({ sentences: 0, words: 0, syllables: 0 })).toBeNull();
  });

  it("skips code, URLs, addresses, file names and numbers, and the page's chrome", () => {
    const facts = prose(
      "<nav>Menu words</nav><p>Call 0800 or mail crew@example.com, see https://example.com/path and example.com or index.html.</p><pre>const foo = bar;</pre><p>Use <code>npm install</code> now.</p>",
    );
    // Each sentence's first word is looked up as written (capitalised).
    expect(facts.lookUp.sort()).toEqual(["Call", "Use", "and", "mail", "now", "or", "see"]);
    expect(facts.words).toBe(8);
  });

  it("looks up lower-case words, capitalised words only where they start a sentence, never acronyms or camel case", () => {
    const facts = prose(
      "<p>Teh movers came to London with an iPhone and the NASA van. Recieve it.</p>",
    );
    expect(facts.lookUp).toContain("Teh");
    expect(facts.lookUp).toContain("Recieve");
    expect(facts.lookUp).not.toContain("London");
    expect(facts.lookUp).not.toContain("london");
    expect(facts.lookUp.some((word) => /iphone|nasa/i.test(word))).toBe(false);
  });

  it("joins a word split by an entity and keeps its apostrophe", () => {
    const facts = prose("<p>We don&rsquo;t move caf&eacute; tables.</p>");
    expect(facts.lookUp).toContain("don't");
    expect(facts.lookUp).toContain("café");
  });

  it("detects English by its common words when the page names no language", () => {
    const english = prose(
      "<p>We are the team that moves your house, and we pack all of it for you with care. It is what we do and we have done it for years.</p>",
      "detect",
    );
    expect(english.english).toBe("detected");
    const german = prose(
      "<p>Wir sind das Team, das Ihr Haus umzieht, und wir packen alles für Sie mit Sorgfalt ein. Das ist, was wir tun, und wir tun es seit Jahren.</p>",
      "detect",
    );
    expect(german.english).toBeNull();
    expect(german.lookUp).toEqual([]);
  });

  it("is not read for a page in another language, and reads markdown when there is no html", () => {
    expect(htmlFacts("<p>Bonjour</p>", undefined, null).content.prose).toBeNull();
    const markdown = contentFacts("# Moving\n\nWe pack. We lift.", "lang").prose;
    // The heading, then two sentences.
    expect(markdown?.sentences).toBe(3);
  });
});

describe("the prose pass of markdown", () => {
  it("skips fenced code and ends sentences at headings and blank lines", () => {
    const facts = contentFacts(
      "# Moving house\n\nWe pack your boxes\n\n```sh\nnpm instal seperately\n```\n\nWe move them.\n~~~\nconst teh = 1\n~~~\n",
      "lang",
    ).prose;
    // "Moving house", "We pack your boxes", "We move them."
    expect(facts?.sentences).toBe(3);
    expect(facts?.words).toBe(9);
    expect(facts?.lookUp).not.toContain("seperately");
    expect(facts?.lookUp).not.toContain("teh");
  });
});
