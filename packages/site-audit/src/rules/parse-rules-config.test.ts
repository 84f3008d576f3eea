import { describe, expect, it } from "vitest";
import { auditPages } from "../analysis/audit-pages";
import { CATALOGUE } from "../catalogue";
import { toAuditSnapshot } from "../compare/audit-snapshot";
import { diffCrawls } from "../compare/crawl-diff";
import { ROOT, home, page } from "../checks/rule-tester";
import { RulesConfigError } from "./rules-config-error";
import { listRules, parseRulesConfig } from "./rules";
import type { RulesConfig } from "./types";

const ALL_IDS = CATALOGUE.map((check) => `"${check.id}"`).join(", ");
const TITLE_OPTIONS = "valid options: max (integer ≥ 1, default 60).";

/** The error `parseRulesConfig` throws for `value`; fails the test when it throws none. */
function refusal(value: unknown): RulesConfigError {
  try {
    parseRulesConfig(value);
  } catch (error) {
    expect(error).toBeInstanceOf(RulesConfigError);
    return error as RulesConfigError;
  }
  throw new Error(`parseRulesConfig accepted ${JSON.stringify(value)}`);
}

const titled = (path: string, length: number) =>
  page(path, { metadata: { title: "t".repeat(length) } });

/** A crawl with a title of 65 characters, one of 66, and a page of placeholder text. */
const crawl = () => [
  home(["/t65", "/t66", "/lorem"]),
  titled("/t65", 65),
  titled("/t66", 66),
  page("/lorem", {
    body: `<h1>Lorem</h1><p>Lorem ipsum dolor sit amet ${"word ".repeat(250)}</p>`,
  }),
];

const issue = (analysis: Awaited<ReturnType<typeof auditPages>>, id: string) =>
  analysis.audit.issues.find((group) => group.id === id);

describe("a valid rules configuration", () => {
  const config = {
    rules: { "title-too-long": ["warning", { max: 65 }], "lorem-ipsum": "off" },
  } satisfies RulesConfig;

  it("by default flags both titles over 60 characters and the placeholder text", async () => {
    const analysis = await auditPages(crawl(), { startUrl: `${ROOT}/` });
    const long = issue(analysis, "title-too-long");
    expect(long?.items.map((item) => item.url)).toEqual([`${ROOT}/t65`, `${ROOT}/t66`]);
    expect(long).toMatchObject({ severity: "notice", label: "Title over 60 characters" });
    expect(issue(analysis, "lorem-ipsum")?.items.map((item) => item.url)).toEqual([
      `${ROOT}/lorem`,
    ]);
  });

  it("changes the severity, moves the edge to the option, and turns a rule off", async () => {
    const analysis = await auditPages(crawl(), { startUrl: `${ROOT}/`, rules: config });
    const long = issue(analysis, "title-too-long");
    // 65 characters is the edge now: it passes, 66 does not.
    expect(long?.items.map((item) => item.url)).toEqual([`${ROOT}/t66`]);
    expect(long).toMatchObject({
      severity: "warning",
      label: "Title over 65 characters",
      threshold: "65 characters",
    });
    expect(analysis.audit.counts.warning).toBeGreaterThanOrEqual(1);
    expect(issue(analysis, "lorem-ipsum")).toBeUndefined();
    // A rule turned off did not run: the history lists it as not compared, not as fixed.
    expect(analysis.audit.checks.map((check) => check.id)).not.toContain("lorem-ipsum");
    // Nor did the checks that need the full document or the sitemap, which this crawl lacks.
    const needing = CATALOGUE.filter((check) => check.needs !== undefined).length;
    expect(analysis.audit.unavailable).toHaveLength(needing);
    expect(analysis.audit.checksRun).toBe(CATALOGUE.length - 1 - needing);
  });

  it("records every rule as it ran, defaults included, and runs the same again from the record", async () => {
    const analysis = await auditPages(crawl(), { startUrl: `${ROOT}/`, rules: config });
    const { rules } = analysis.audit.configuration;
    expect(Object.keys(rules)).toEqual(CATALOGUE.map((check) => check.id));
    expect(rules["title-too-long"]).toEqual(["warning", { max: 65 }]);
    expect(rules["lorem-ipsum"]).toEqual(["off", {}]);
    expect(rules["title-too-short"]).toEqual(["notice", { min: 30 }]);
    expect(parseRulesConfig(JSON.parse(JSON.stringify(analysis.audit.configuration)))).toEqual(
      analysis.audit.configuration,
    );
    // The worker posts the analysis: nothing in it may be a function or a schema.
    expect(structuredClone(analysis)).toEqual(analysis);
  });

  it("turns a rule off so that a comparison lists it as not compared, not as fixed", async () => {
    const before = await auditPages(crawl(), { startUrl: `${ROOT}/` });
    const after = await auditPages(crawl(), { startUrl: `${ROOT}/`, rules: config });
    const diff = diffCrawls(toAuditSnapshot(1, before), toAuditSnapshot(2, after));
    expect(diff.notCompared.map((check) => check.id)).toEqual(["lorem-ipsum"]);
    expect(diff.fixed.map((change) => change.checkId)).not.toContain("lorem-ipsum");
  });

  it("takes a severity alone, [severity] and [severity, options] as ESLint does", () => {
    const { rules } = parseRulesConfig({
      rules: {
        "missing-h1": "error",
        "missing-title": ["warning"],
        "h1-too-long": ["notice", {}],
      },
    });
    expect(rules["missing-h1"]).toEqual(["error", {}]);
    expect(rules["missing-title"]).toEqual(["warning", {}]);
    expect(rules["h1-too-long"]).toEqual(["notice", { max: 70 }]);
    expect(parseRulesConfig({})).toEqual(parseRulesConfig({ rules: {} }));
  });
});

describe("a rules configuration refused", () => {
  it("names an unknown rule and lists the valid ones", () => {
    const error = refusal({ rules: { "title-to-long": "warning" } });
    expect(error.message).toBe(`Unknown rule "title-to-long". Valid rules: ${ALL_IDS}.`);
    expect(error.message).toContain('"title-too-long"');
    expect(error.issues).toEqual([error.message]);
  });

  it("names a bad severity and lists the valid ones", () => {
    expect(refusal({ rules: { "lorem-ipsum": "warn" } }).message).toBe(
      'Rule "lorem-ipsum": unknown severity "warn" (string). Valid severities: "error", "warning", "notice", "off".',
    );
    expect(refusal({ rules: { "lorem-ipsum": [2] } }).message).toBe(
      'Rule "lorem-ipsum": unknown severity 2 (number). Valid severities: "error", "warning", "notice", "off".',
    );
  });

  it("names an unknown option and lists the rule's options with their types and defaults", () => {
    expect(refusal({ rules: { "title-too-long": ["warning", { maximum: 65 }] } }).message).toBe(
      `Rule "title-too-long": unknown option "maximum"; ${TITLE_OPTIONS}`,
    );
    expect(refusal({ rules: { "lorem-ipsum": ["warning", { max: 1 }] } }).message).toBe(
      'Rule "lorem-ipsum": unknown option "max"; it takes no options.',
    );
  });

  it("names an option of the wrong type or out of range, with the type it must have", () => {
    for (const [value, got] of [
      ["65", '"65" (string)'],
      [0, "0 (number)"],
      [60.5, "60.5 (number)"],
      [null, "null (null)"],
    ] as const) {
      expect(refusal({ rules: { "title-too-long": ["warning", { max: value }] } }).message).toBe(
        `Rule "title-too-long": option "max" must be integer ≥ 1, got ${got}; ${TITLE_OPTIONS}`,
      );
    }
  });

  it("refuses entries and files of the wrong shape, saying what is expected", () => {
    expect(refusal({ rules: { "lorem-ipsum": ["warning", {}, "x"] } }).message).toBe(
      'Rule "lorem-ipsum": expected a severity, [severity] or [severity, options], got ["warning",{},"x"] (array).',
    );
    expect(refusal({ rules: { "title-too-long": ["warning", [65]] } }).message).toBe(
      'Rule "title-too-long": options must be an object, got [65] (array).',
    );
    expect(refusal({ rule: {} }).message).toBe(
      'Unknown key "rule" in the rules configuration. Valid keys: "rules", "search", "extract".',
    );
    expect(refusal("lorem-ipsum").message).toBe(
      'The rules configuration must be an object such as { "rules": { "lorem-ipsum": "off" } }, got "lorem-ipsum" (string).',
    );
    expect(refusal({ rules: ["lorem-ipsum"] }).message).toBe(
      '"rules" must be an object of rule ids, got ["lorem-ipsum"] (array).',
    );
  });

  it("lists every problem of a file at once, and clips what it quotes", () => {
    const error = refusal({
      rules: {
        nope: "off",
        "lorem-ipsum": "warn",
        "h1-too-long": ["notice", { max: "x".repeat(10_000) }],
      },
    });
    expect(error.message.split("\n")[0]).toBe("The rules configuration has 3 problems:");
    // Unknown rules first, then each rule's problems in the catalogue's order.
    expect(error.issues).toEqual([
      expect.stringMatching(/^Unknown rule "nope"\./),
      expect.stringMatching(
        /^Rule "h1-too-long": option "max" must be integer ≥ 1, got "x+… \(string\); valid/,
      ),
      expect.stringMatching(/^Rule "lorem-ipsum": unknown severity "warn"/),
    ]);
    expect(error.message.length).toBeLessThan(4000);
  });

  it("is thrown by auditPages before it reads a page", async () => {
    let started = false;
    async function* pages() {
      started = true;
      yield page("/");
    }
    await expect(
      auditPages(pages(), { startUrl: `${ROOT}/`, rules: { rules: { nope: "off" } } }),
    ).rejects.toBeInstanceOf(RulesConfigError);
    expect(started).toBe(false);
  });
});

describe("listRules", () => {
  it("gives every rule with its default severity, label, threshold and options, as plain data", () => {
    const rules = listRules();
    expect(rules.map((rule) => rule.id)).toEqual(CATALOGUE.map((check) => check.id));
    expect(rules.find((rule) => rule.id === "title-too-long")).toMatchObject({
      severity: "notice",
      label: "Title over 60 characters",
      threshold: "60 characters",
      options: [{ name: "max", type: "integer ≥ 1", default: 60 }],
    });
    expect(rules.find((rule) => rule.id === "lorem-ipsum")?.options).toEqual([]);
    expect(JSON.parse(JSON.stringify(rules))).toEqual(rules);
  });
});
