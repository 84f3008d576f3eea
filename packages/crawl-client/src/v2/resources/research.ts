import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import type { ClientContext } from "../../core/context.js";
import { ValidationError } from "../../core/errors.js";
import { validateInput } from "../../core/validate.js";
import type {
  GetPaperOptions,
  GitHubSearchResponse,
  PaperMetadataResponse,
  ReadPaperResponse,
  SearchGithubOptions,
  SearchPapersOptions,
  SearchPapersResponse,
  SimilarPapersOptions,
  SimilarPapersResponse,
} from "../shapes/research.js";
import { segment, send } from "./send.js";

const BASE = "/v2/search/research";
const text = z.string().check(z.trim(), z.minLength(1, "must not be empty"));
const k = z.optional(z.number().check(z.positive()));

/** Query parameters, an array as the parameter repeated (as 4.42.0 sends them). */
function params(values: Record<string, string | number | boolean | string[] | undefined>) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : value == null ? [] : [value])
      if (String(item) !== "") query.append(name, String(item));
  }
  return query;
}

/**
 * The research paper index (`firecrawl.research`): about 43 million abstracts (PubMed, bioRxiv,
 * medRxiv, arXiv), in-body passages and the citation graph. Not `search({ categories:
 * ["research"] })`, which only narrows web search to academic sites.
 */
export class ResearchClient {
  declare private readonly ctx: ClientContext;

  constructor(ctx: ClientContext) {
    // Not enumerable, so logging the research client never prints the client's settings.
    Object.defineProperty(this, "ctx", { value: ctx, enumerable: false });
  }

  /** Papers whose abstracts answer `query`, by meaning. */
  searchPapers(
    query: string,
    options: SearchPapersOptions = {},
    requestOptions?: RequestOptions,
  ): Promise<SearchPapersResponse> {
    validateInput(text, query, "query");
    validateInput(z.looseObject({ k }), options, "options");
    const { k: count, authors, categories, from, to } = options;
    const query_ = params({ query, k: count, authors, categories, from, to });
    return this.get(`${BASE}/papers`, query_, "search papers", requestOptions);
  }

  /**
   * A paper's metadata by id (a `paperId`, or `pmid:`, `pmcid:`, `doi:`, `arxiv:` ids), or with
   * `query` its passages that match it.
   */
  getPaper(
    id: string,
    options?: { query?: undefined; k?: undefined },
    requestOptions?: RequestOptions,
  ): Promise<PaperMetadataResponse>;
  getPaper(
    id: string,
    options: { query: string; k?: number },
    requestOptions?: RequestOptions,
  ): Promise<ReadPaperResponse>;
  getPaper(
    id: string,
    options: GetPaperOptions = {},
    requestOptions?: RequestOptions,
  ): Promise<PaperMetadataResponse | ReadPaperResponse> {
    const path = `${BASE}/papers/${segment(id, "paper")}`;
    validateInput(z.looseObject({ k }), options, "options");
    if (options.k != null && options.query == null)
      throw new ValidationError("Invalid options.k: only valid together with query", "options.k");
    const query = params({ query: options.query, k: options.k });
    return this.get(path, query, "get paper", requestOptions);
  }

  /** Papers related to `id` through the citation graph, ranked by `intent`. */
  similarPapers(
    id: string,
    options: SimilarPapersOptions,
    requestOptions?: RequestOptions,
  ): Promise<SimilarPapersResponse> {
    const path = `${BASE}/papers/${segment(id, "paper")}/similar`;
    validateInput(z.looseObject({ intent: text, k }), options, "options");
    const { intent, mode, k: count, rerank, anchor } = options;
    const query = params({ intent, mode, k: count, rerank, anchor });
    return this.get(path, query, "find similar papers", requestOptions);
  }

  /** @deprecated The research index's GitHub search ends on 2026-11-03: use `developerSearch`. */
  searchGithub(
    query: string,
    options: SearchGithubOptions = {},
    requestOptions?: RequestOptions,
  ): Promise<GitHubSearchResponse> {
    validateInput(text, query, "query");
    validateInput(z.looseObject({ k }), options, "options");
    const query_ = params({ query, k: options.k });
    return this.get(`${BASE}/github`, query_, "search github", requestOptions);
  }

  private async get<T>(
    path: string,
    query: URLSearchParams,
    action: string,
    requestOptions: RequestOptions | undefined,
  ): Promise<T> {
    return send<T>(this.ctx, { method: "GET", path, query, action }, requestOptions);
  }
}
