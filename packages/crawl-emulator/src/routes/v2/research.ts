import { z, type ZodError } from "zod/v3";
import { json, type ApiResponse } from "../../http/responses.js";
import { validationIssue } from "../../http/schemas/validation-issue.js";
import {
  buildDeveloperCorpus,
  DEVELOPER_TYPES,
  searchDeveloper,
  type DeveloperCorpus,
  type DeveloperItem,
} from "../../research/developer.js";
import { overlap, PaperIndex, termsOf, type Paper } from "../../research/papers.js";
import { cloudOnly, type RouteContext, type RouteDefinition } from "../context.js";

/** Corpora built for the seeds in use, a few at most. */
const CORPORA_KEPT = 4;
const paperIndexes = new Map<number, PaperIndex>();
const developerCorpora = new Map<number, DeveloperCorpus>();

function cached<T>(cache: Map<number, T>, seed: number, build: (seed: number) => T): T {
  let value = cache.get(seed);
  if (value === undefined) {
    value = build(seed);
    cache.set(seed, value);
    for (const oldest of cache.keys()) {
      if (cache.size <= CORPORA_KEPT) break;
      cache.delete(oldest);
    }
  }
  return value;
}

const papersOf = (context: RouteContext) =>
  cached(paperIndexes, context.state.options.site.seed, (seed) => new PaperIndex(seed));
const developerOf = (context: RouteContext) =>
  cached(developerCorpora, context.state.options.site.seed, buildDeveloperCorpus);

/** The research service answers errors as RFC 7807 problems, which the provider's SDK reads. */
function problem(status: number, title: string, detail: string): ApiResponse {
  return {
    status,
    contentType: "application/problem+json; charset=utf-8",
    body: JSON.stringify({ type: "about:blank", title, status, detail }),
  };
}

function queryProblem(error: ZodError): ApiResponse {
  const issue = error.issues[0];
  return problem(
    400,
    "Bad Request",
    `${issue?.path.join(".") ?? "query"}: ${issue?.message ?? ""}`,
  );
}

const count = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const flag = z.enum(["true", "false"]).transform((value) => value === "true");

/** Query parameters, with the repeated ones as arrays. */
function queryOf(context: RouteContext, repeated: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of new Set(context.query.keys())) {
    values[key] = repeated.includes(key) ? context.query.getAll(key) : context.query.get(key);
  }
  return values;
}

const papersQuery = z.object({
  query: z.string().trim().min(1),
  k: count(1, 500).default(40),
  authors: z.string().array().optional(),
  categories: z.string().array().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});
const paperQuery = z
  .object({ query: z.string().trim().min(1).optional(), k: count(1, 50).optional() })
  .refine((query) => query.k === undefined || query.query !== undefined, {
    message: "k is only valid together with query",
    path: ["k"],
  });
const similarQuery = z.object({
  intent: z.string().trim().min(1),
  mode: z.enum(["similar", "citers", "references"]).default("similar"),
  k: count(1, 500).default(40),
  rerank: flag.optional(),
  anchor: z.string().array().optional(),
});
const githubQuery = z.object({ query: z.string().trim().min(1), k: count(1, 100).default(20) });

function metadataOf(paper: Paper) {
  const { paperId, ids, title, abstract, authors, categories, createdDate, updateDate } = paper;
  return { paperId, ids, title, abstract, authors, categories, createdDate, updateDate };
}

function resultOf(paper: Paper, score: number) {
  const { paperId, primaryId, ids, title, abstract } = paper;
  return { paperId, primaryId, ids, title, abstract, score: Number(score.toFixed(6)) };
}

/** A small, stable tie-breaker so that equal scores keep one order. */
function tieBreak(paper: Paper): number {
  return (Number(paper.paperId) % 997) / 1_000_000;
}

function searchPapers(context: RouteContext) {
  const parsed = papersQuery.safeParse(queryOf(context, ["authors", "categories"]));
  if (!parsed.success) return queryProblem(parsed.error);
  const query = parsed.data;
  const terms = termsOf(query.query);
  const results = papersOf(context)
    .papers.filter(
      (paper) =>
        (query.authors ?? []).every((author) =>
          paper.authors.toLowerCase().includes(author.toLowerCase()),
        ) &&
        (query.categories ?? []).every((category) => paper.categories.includes(category)) &&
        (query.from === undefined || paper.updateDate >= query.from) &&
        (query.to === undefined || paper.createdDate <= query.to),
    )
    .map((paper) => ({
      paper,
      score: overlap(terms, `${paper.title} ${paper.abstract}`) + tieBreak(paper),
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, query.k)
    .map(({ paper, score }) => resultOf(paper, score));
  return json(200, { success: true, results });
}

/** The paper named by the path, or the 404 that says it is not in the index. */
function findPaper(context: RouteContext): number | ApiResponse {
  const reference = context.params.id ?? "";
  const index = papersOf(context).find(reference);
  return index ?? problem(404, "Not Found", `No paper matches ${reference}`);
}

/** A paper's metadata, or with `query` its passages that best match it. */
function getPaper(context: RouteContext) {
  const parsed = paperQuery.safeParse(queryOf(context, []));
  if (!parsed.success) return queryProblem(parsed.error);
  const found = findPaper(context);
  if (typeof found !== "number") return found;
  const paper = papersOf(context).papers[found] as Paper;
  if (parsed.data.query === undefined) {
    return json(200, { success: true, paper: metadataOf(paper) });
  }
  const terms = termsOf(parsed.data.query);
  const passages = paper.passages
    .map((text, position) => ({ text, score: overlap(terms, text) + (1 - position / 100) / 1_000 }))
    .sort((a, b) => b.score - a.score)
    .slice(0, parsed.data.k ?? 4)
    .map(({ text, score }) => ({ text, score: Number(score.toFixed(6)) }));
  return json(200, {
    success: true,
    paper: metadataOf(paper),
    paperId: paper.paperId,
    query: parsed.data.query,
    passages,
  });
}

/**
 * Papers related through the citation graph: those citing the same papers (`similar`), citing
 * the seed (`citers`) or cited by it (`references`), ranked by that link, then by the intent.
 */
function similarPapers(context: RouteContext) {
  const parsed = similarQuery.safeParse(queryOf(context, ["anchor"]));
  if (!parsed.success) return queryProblem(parsed.error);
  const query = parsed.data;
  const found = findPaper(context);
  if (typeof found !== "number") return found;
  const index = papersOf(context);
  const seeds = [found, ...(query.anchor ?? []).flatMap((anchor) => index.find(anchor) ?? [])];
  const structural = new Map<number, { strength: number; seeds: Set<number> }>();
  const link = (candidate: number, seed: number) => {
    if (seeds.includes(candidate)) return;
    const entry = structural.get(candidate) ?? { strength: 0, seeds: new Set<number>() };
    entry.strength += 1;
    entry.seeds.add(seed);
    structural.set(candidate, entry);
  };
  for (const seed of seeds) {
    const references = (index.papers[seed] as Paper).references;
    if (query.mode === "references") references.forEach((candidate) => link(candidate, seed));
    else if (query.mode === "citers")
      index.citers(seed).forEach((candidate) => link(candidate, seed));
    else {
      index.papers.forEach((paper, candidate) => {
        for (const reference of paper.references) {
          if (references.includes(reference)) link(candidate, seed);
        }
      });
    }
  }
  const terms = termsOf(query.intent);
  const ranked = [...structural]
    .map(([candidate, entry]) => {
      const paper = index.papers[candidate] as Paper;
      const semantic = overlap(terms, `${paper.title} ${paper.abstract}`);
      const articleRank = index.citers(candidate).length / 10;
      return {
        paper,
        score: entry.strength + semantic + articleRank / 100 + tieBreak(paper),
        signals: {
          structural: entry.strength,
          semantic,
          articleRank,
          seedOverlap: entry.seeds.size,
        },
      };
    })
    .sort((a, b) => b.score - a.score);
  const results = ranked
    .slice(0, query.k)
    .map(({ paper, score, signals }) => ({ ...resultOf(paper, score), signals }));
  return json(200, {
    success: true,
    results,
    poolSize: ranked.length,
    truncated: ranked.length > query.k,
    note: ranked.length === 0 ? "No related papers found in the citation graph" : null,
  });
}

/** The research index's GitHub search, which the SDK keeps as deprecated; it answers so too. */
function searchGithub(context: RouteContext) {
  const parsed = githubQuery.safeParse(queryOf(context, []));
  if (!parsed.success) return queryProblem(parsed.error);
  const items = searchDeveloper(developerOf(context), {
    ...developerDefaults(parsed.data.query),
    k: parsed.data.k,
    types: ["issue", "pull_request", "readme"],
  });
  const terms = termsOf(parsed.data.query);
  const results = items.map((item) => {
    const text = item.passages.join("\n\n");
    const semantic = Number(overlap(terms, `${item.title} ${text}`).toFixed(6));
    const history = item.type !== "readme";
    return {
      resultType: history ? "github_history" : "repo_readme",
      repo: item.repository?.slug ?? "",
      url: item.url,
      ...(history
        ? {
            pageType: item.type === "issue" ? "issue" : "pull",
            number: Number(item.id.split("#")[1]),
          }
        : { readmeUrl: item.url }),
      snippet: item.passages[0] ?? "",
      contentMd: text,
      scores: { semantic },
    };
  });
  return json(200, {
    success: true,
    results,
    warnings: ["The research index GitHub search is deprecated: use /v2/search/developer"],
    replacement: "/v2/search/developer",
  });
}

function developerDefaults(query: string) {
  return {
    query,
    k: 10,
    passages: 1,
    types: DEVELOPER_TYPES,
    repos: undefined,
    sources: undefined,
    language: undefined,
    topic: undefined,
    license: undefined,
    minStars: undefined,
    maxStars: undefined,
    archived: undefined,
    fork: undefined,
    skillsOnly: false,
  };
}

const developerFields = {
  query: z.string().trim().min(1),
  k: z.number().int().min(1).max(100).optional(),
  passages: z.number().int().min(1).max(5).optional(),
  types: z.enum(DEVELOPER_TYPES).array().optional(),
  repos: z.string().array().max(20).optional(),
  sources: z.string().min(1).max(512).array().max(20).optional(),
  skills: z.literal("only").optional(),
  language: z.string().optional(),
  topic: z.union([z.string(), z.string().array().max(8)]).optional(),
  license: z.string().optional(),
  min_stars: z.number().int().min(0).optional(),
  max_stars: z.number().int().min(0).optional(),
  archived: z.boolean().optional(),
  fork: z.boolean().optional(),
};
const developerBody = z.object({ ...developerFields, origin: z.string().optional() }).passthrough();

/** The GET form's query, in the types of the POST body. */
function developerQueryFromUrl(context: RouteContext): Record<string, unknown> {
  const values = queryOf(context, ["types", "repos", "sources", "topic"]);
  const number = (key: string) => (values[key] === undefined ? undefined : Number(values[key]));
  const bool = (key: string) => (values[key] === undefined ? undefined : values[key] === "true");
  const list = (key: string) =>
    (values[key] as string[] | undefined)?.flatMap((value) => value.split(",")).filter(Boolean);
  return {
    ...values,
    k: number("k"),
    passages: number("passages"),
    min_stars: number("min_stars"),
    max_stars: number("max_stars"),
    archived: bool("archived"),
    fork: bool("fork"),
    types: list("types"),
    repos: list("repos"),
    sources: list("sources"),
    topic: list("topic"),
  };
}

function developerResult(item: DeveloperItem, passages: number) {
  return {
    id: item.id,
    type: item.type,
    url: item.url,
    title: item.title,
    passages: item.passages.slice(0, passages).map((text) => ({ text, citation_url: item.url })),
    ...(item.repository ? { license: item.repository.license } : {}),
  };
}

/** `GET` and `POST /v2/search/developer`: the developer index with its filters. */
function developerSearch(fromUrl: boolean) {
  return (context: RouteContext) => {
    const body = developerBody.parse(fromUrl ? developerQueryFromUrl(context) : context.body);
    const types = body.types ?? DEVELOPER_TYPES;
    if (body.repos !== undefined && !types.some((type) => type !== "doc")) {
      throw validationIssue(
        "repos cannot match any requested type; add issue, pull_request or readme or drop repos",
        ["repos"],
      );
    }
    if (body.sources !== undefined && !types.includes("doc")) {
      throw validationIssue("sources cannot match any requested type; add doc or drop sources", [
        "sources",
      ]);
    }
    const corpus = developerOf(context);
    const passages = body.passages ?? 1;
    const items = searchDeveloper(corpus, {
      query: body.query,
      k: body.k ?? 10,
      passages,
      types,
      repos: body.repos,
      sources: body.sources,
      language: body.language,
      topic: typeof body.topic === "string" ? [body.topic] : body.topic,
      license: body.license,
      minStars: body.min_stars,
      maxStars: body.max_stars,
      archived: body.archived,
      fork: body.fork,
      skillsOnly: body.skills === "only",
    });
    const coverage = Object.fromEntries(
      DEVELOPER_TYPES.map((type) => [type, types.includes(type) ? "ok" : "skipped"]),
    );
    return json(200, {
      success: true,
      results: items.map((item) => developerResult(item, passages)),
      coverage,
      reranked: false,
      ...(body.repos === undefined
        ? {}
        : {
            repos: body.repos.map((repo) => ({
              repo,
              indexed: corpus.repositories.some((repository) => repository.slug === repo),
              types: { issue: true, pullRequest: true, readme: true },
            })),
          }),
      ...(body.sources === undefined
        ? {}
        : {
            sources: body.sources.map((source) => ({
              source,
              indexed: corpus.sources.includes(source),
            })),
          }),
    });
  };
}

/** The research and developer indexes are the cloud's: a self-hosted server has none. */
export const v2ResearchRoutes: RouteDefinition[] = cloudOnly([
  {
    name: "v2.research.papers",
    method: "get",
    path: "/v2/search/research/papers",
    handle: searchPapers,
  },
  {
    name: "v2.research.paper",
    method: "get",
    path: "/v2/search/research/papers/:id",
    handle: getPaper,
  },
  {
    name: "v2.research.similar",
    method: "get",
    path: "/v2/search/research/papers/:id/similar",
    handle: similarPapers,
  },
  {
    name: "v2.research.github",
    method: "get",
    path: "/v2/search/research/github",
    handle: searchGithub,
  },
  {
    name: "v2.developer.search",
    method: "get",
    path: "/v2/search/developer",
    handle: developerSearch(true),
  },
  {
    name: "v2.developer.search",
    method: "post",
    path: "/v2/search/developer",
    handle: developerSearch(false),
  },
]);
