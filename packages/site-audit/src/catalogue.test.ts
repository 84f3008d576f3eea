import { describe, expect, it } from "vitest";
import { CATALOGUE } from "./catalogue";
import { CATEGORIES, SEVERITIES } from "./types";

/** The table: how many checks each category has. */
const CHECKS_PER_CATEGORY = {
  "response-codes": 5,
  links: 11,
  titles: 6,
  descriptions: 5,
  headings: 10,
  content: 4,
  images: 4,
  urls: 7,
  indexability: 4,
  social: 3,
  size: 2,
  canonicals: 9,
  directives: 8,
  validation: 4,
  hreflang: 7,
  pagination: 3,
  security: 2,
  sitemaps: 3,
};

describe("the catalogue", () => {
  it("has every check of the issue's table, by category", () => {
    const counts = Object.fromEntries(
      CATEGORIES.map(({ id }) => [id, CATALOGUE.filter((check) => check.category === id).length]),
    );
    expect(counts).toEqual(CHECKS_PER_CATEGORY);
    expect(CATALOGUE).toHaveLength(97);
  });

  it("gives each check a unique kebab-case id, a severity, and why, how and source in words", () => {
    const ids = CATALOGUE.map((check) => check.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const check of CATALOGUE) {
      expect(check.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(SEVERITIES).toContain(check.severity);
      for (const text of [check.label, check.why, check.how, check.source]) {
        expect(text.trim().length).toBeGreaterThan(3);
      }
    }
  });

  it("keeps the ids the findings had before the audit where the meaning is the same", () => {
    const ids = CATALOGUE.map((check) => check.id);
    for (const id of ["broken-links", "missing-title", "missing-description", "missing-h1"]) {
      expect(ids).toContain(id);
    }
    expect(ids).not.toContain("thin-page");
  });

  it("states each threshold from the check's default options, never beside them", () => {
    for (const check of CATALOGUE) {
      if (check.options) {
        const { schema, defaults, describe } = check.options;
        expect(schema.safeParse(defaults).success).toBe(true);
        expect({ label: check.label, threshold: check.threshold }).toEqual(describe(defaults));
      } else {
        // A check without options has no number to state: its threshold, if any, is a definition.
        expect(check.threshold ?? "").not.toMatch(/\d/);
      }
    }
  });
});
