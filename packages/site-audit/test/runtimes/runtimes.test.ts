// The engine on Bun and Deno, as the crawl SDK's smoke suite runs it: each runtime imports the
// built package by its name and audits a small site with planted defects; its summary must be the
// one Node gives for the same scenario, and find what was planted.
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { RUNTIME_DEADLINE_MS, builtEngine, ensureBuilt, runOnRuntime } from "./runtime-process";
import { SITE, type ScenarioSummary, runScenario, smokePages } from "./scenario";

const TEST_TIMEOUT_MS = RUNTIME_DEADLINE_MS + 10_000;

let onNode: ScenarioSummary;

beforeAll(async () => {
  await ensureBuilt();
  onNode = await runScenario(await builtEngine());
}, 120_000);

describe("the scenario on Node, from dist/", () => {
  it("finds every planted defect under the configured rules, and the typed errors", () => {
    expect(onNode.issues["broken-links"]).toEqual({ severity: "error", urls: [`${SITE}/`] });
    expect(onNode.issues["status-4xx"]).toEqual({ severity: "error", urls: [`${SITE}/gone`] });
    // Raised to a warning, and over the configured 65 characters.
    expect(onNode.issues["title-too-long"]).toEqual({
      severity: "warning",
      urls: [`${SITE}/long-title`],
    });
    // Off in the configuration, found by the defaults.
    expect(onNode.issues["lorem-ipsum"]).toBeUndefined();
    expect(onNode.defaultIssueIds).toContain("lorem-ipsum");
    expect(onNode.configuration).toEqual({
      "title-too-long": ["warning", { max: 65 }],
      "lorem-ipsum": ["off", {}],
    });
    expect(onNode.health).toEqual({ score: 50, pages: 4, pagesWithErrors: 2 });
    expect(onNode.rulesError).toEqual({
      name: "RulesConfigError",
      typed: true,
      issues: 1,
      namesTheRule: true,
    });
    expect(onNode.abortError).toEqual({ name: "AuditAbortedError", typed: true, pagesRead: 0 });
    // The English dictionary's chunk, loaded by the engine's dynamic import from dist/.
    expect(onNode.spelling).toEqual([
      `${SITE}/lorem 3 words not in the dictionary: Lorem, ipsum, amet`,
    ]);
  });

  it("digests each page with the SHA-256 Node's own crypto gives", () => {
    const expected = smokePages().map((page) =>
      createHash("sha256")
        .update(page.markdown ?? "")
        .digest("hex"),
    );
    expect(onNode.hashes).toEqual(expected);
  });
});

describe.concurrent("the scenario on other runtimes", () => {
  const runtimes = [
    { runtime: "bun", name: "Bun 1.4", userAgent: /^Bun\/1\.4\./ },
    { runtime: "deno", name: "Deno 2.9", userAgent: /^Deno\/2\.9\./ },
  ] as const;
  for (const { runtime, name, userAgent } of runtimes) {
    it(
      `gives Node's summary on ${name}, through the package's dist/index.js`,
      async () => {
        const { entry, userAgent: agent, ...summary } = await runOnRuntime(runtime);
        expect(agent).toMatch(userAgent);
        expect(new URL(entry).pathname).toMatch(/\/site-audit\/dist\/index\.js$/);
        expect(summary).toEqual(onNode);
      },
      TEST_TIMEOUT_MS,
    );
  }
});
