// The audit run on each runtime (Node in the test itself, Bun and Deno through runtime-entry.mjs):
// a small site with planted defects, streamed through auditPages with a rules configuration, and
// the engine's two typed errors. Only the engine's exports and web-standard globals are used.
import type * as Engine from "../../src/index";

export const SITE = "https://smoke.example.com";

const html = (title: string, body: string) => ({
  markdown: body.replace(/<[^>]+>/g, " "),
  html: `<main>${body}</main>`,
  metadata: {
    title,
    description: "A description of this page that is long enough to pass every length check here.",
    language: "en",
    viewport: "width=device-width",
    ogTitle: title,
    ogDescription: "About this page",
    ogImage: `${SITE}/card.png`,
    statusCode: 200,
  },
});

const WORDS = "move pack crate lift carry truck van road street city town house ".repeat(25);

/** The planted defects: a broken link on the home page, a title of 66 characters, lorem ipsum. */
export function smokePages(): Engine.CrawledPage[] {
  const at = (path: string, page: ReturnType<typeof html>): Engine.CrawledPage => ({
    ...page,
    metadata: { ...page.metadata, sourceURL: `${SITE}${path}`, url: `${SITE}${path}` },
  });
  return [
    at(
      "/",
      html(
        "Smoke test moving company: the home page",
        `<h1>Home</h1><p>${WORDS}</p><a href="/long-title">Long title</a><a href="/lorem">Lorem</a><a href="/gone">Gone</a>`,
      ),
    ),
    at(
      "/long-title",
      html(`${"T".repeat(66)}`, `<h1>Long</h1><p>${WORDS}</p><a href="/">Home</a>`),
    ),
    at(
      "/lorem",
      html(
        "Smoke test moving company: the lorem page",
        `<h1>Lorem</h1><p>Lorem ipsum dolor sit amet ${WORDS}</p><a href="/">Home</a>`,
      ),
    ),
    {
      ...at("/gone", html("Not found here, sorry about that", "<h1>Gone</h1>")),
      metadata: { sourceURL: `${SITE}/gone`, statusCode: 404 },
    },
  ];
}

export const SMOKE_RULES = {
  rules: { "title-too-long": ["warning", { max: 65 }], "lorem-ipsum": "off" },
} satisfies Engine.RulesConfig;

export interface ScenarioSummary {
  issues: Record<string, { severity: string; urls: string[] }>;
  /** The issue ids of the same crawl audited with the default rules. */
  defaultIssueIds: string[];
  health: Engine.HealthScore;
  configuration: Record<string, Engine.ResolvedRule | undefined>;
  /** Each page's SHA-256 (crypto.subtle) of its markdown. */
  hashes: string[];
  rulesError: { name: string; typed: boolean; issues: number; namesTheRule: boolean };
  abortError: { name: string; typed: boolean; pagesRead: number };
  /** The spelling check's details: the English dictionary, a dynamic import, loaded on this runtime. */
  spelling: string[];
}

async function* streamed(pages: Engine.CrawledPage[]): AsyncGenerator<Engine.CrawledPage> {
  for (const page of pages) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    yield page;
  }
}

async function failure(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
}

export async function runScenario(engine: typeof Engine): Promise<ScenarioSummary> {
  const startUrl = `${SITE}/`;
  const analysis = await engine.auditPages(streamed(smokePages()), {
    startUrl,
    rules: SMOKE_RULES,
  });
  const defaults = await engine.auditPages(smokePages(), { startUrl });
  const rulesError = await failure(() =>
    engine.parseRulesConfig({ rules: { "title-to-long": "warn" } }),
  );
  const abortError = await failure(() =>
    engine.auditPages(streamed(smokePages()), { startUrl, signal: AbortSignal.abort() }),
  );
  return {
    issues: Object.fromEntries(
      analysis.audit.issues.map((issue) => [
        issue.id,
        { severity: issue.severity, urls: issue.items.map((item) => item.url) },
      ]),
    ),
    defaultIssueIds: defaults.audit.issues.map((issue) => issue.id).sort(),
    health: analysis.audit.health,
    configuration: {
      "title-too-long": analysis.audit.configuration.rules["title-too-long"],
      "lorem-ipsum": analysis.audit.configuration.rules["lorem-ipsum"],
    },
    hashes: analysis.pages.map((page) => page.hash),
    spelling: (analysis.audit.issues.find((issue) => issue.id === "spelling")?.items ?? []).map(
      (item) => `${item.url} ${item.detail}`,
    ),
    rulesError: {
      name: (rulesError as Error).name,
      typed: rulesError instanceof engine.RulesConfigError,
      issues: (rulesError as Engine.RulesConfigError).issues.length,
      namesTheRule: (rulesError as Error).message.includes('"title-to-long"'),
    },
    abortError: {
      name: (abortError as Error).name,
      typed: abortError instanceof engine.AuditAbortedError,
      pagesRead: (abortError as Engine.AuditAbortedError).pagesRead,
    },
  };
}
