import type { RequestOptions } from "../core/config.js";
import type { ClientContext } from "../core/context.js";
import { getPaper, searchGithub, searchPapers, similarPapers } from "./resources/research.js";
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
} from "./shapes/research.js";

/**
 * The research paper index (`firecrawl.research`, `/v2/search/research`): about 43 million
 * abstracts (PubMed, bioRxiv, medRxiv, arXiv), in-body passages and the citation graph. Not
 * `search({ categories: ["research"] })`, which only narrows web search to academic sites.
 */
export class ResearchClient {
  declare private readonly ctx: ClientContext;

  constructor(ctx: ClientContext) {
    // Not enumerable, so logging the research client never prints the client's settings.
    Object.defineProperty(this, "ctx", { value: ctx, enumerable: false });
  }

  /** GET /v2/search/research/papers: papers whose abstracts answer `query`, by meaning. */
  searchPapers(
    query: string,
    options?: SearchPapersOptions,
    requestOptions?: RequestOptions,
  ): Promise<SearchPapersResponse> {
    return searchPapers(this.ctx, query, options, requestOptions);
  }

  /**
   * GET /v2/search/research/papers/{id}: a paper's metadata by id (a `paperId`, or a `pmid:`,
   * `pmcid:`, `doi:` or `arxiv:` id), or with `query` its passages that match it.
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
    options?: GetPaperOptions,
    requestOptions?: RequestOptions,
  ): Promise<PaperMetadataResponse | ReadPaperResponse> {
    return getPaper(this.ctx, id, options, requestOptions);
  }

  /** GET /v2/search/research/papers/{id}/similar: related papers, ranked by `intent`. */
  similarPapers(
    id: string,
    options: SimilarPapersOptions,
    requestOptions?: RequestOptions,
  ): Promise<SimilarPapersResponse> {
    return similarPapers(this.ctx, id, options, requestOptions);
  }

  /** @deprecated The research index's GitHub search ends on 2026-11-03: use `developerSearch`. */
  searchGithub(
    query: string,
    options?: SearchGithubOptions,
    requestOptions?: RequestOptions,
  ): Promise<GitHubSearchResponse> {
    return searchGithub(this.ctx, query, options, requestOptions);
  }
}
