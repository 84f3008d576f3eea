/** The research index (`/v2/search/research`): paper abstracts, in-body passages, citations. */

/** Source ids by namespace (`pmid`, `pmcid`, `doi`, `arxiv`…); the set is open. */
export type IdMap = Record<string, string[]>;

/** Why a similar paper ranks where it does. */
export interface PaperSignals {
  structural: number;
  semantic: number;
  articleRank: number;
  seedOverlap: number;
}

export interface PaperResult {
  /** The canonical id. */
  paperId: string;
  /** The id to cite or fetch by: `arxiv:<id>`, `pmid:<id>`, `doi:<id>`. */
  primaryId: string;
  ids?: IdMap;
  title: string;
  abstract: string;
  score: number;
  signals?: PaperSignals;
}

export interface PaperMetadata {
  paperId: string;
  ids?: IdMap;
  title: string;
  abstract: string;
  authors?: string;
  categories?: string[];
  createdDate?: string;
  updateDate?: string;
}

export interface Passage {
  text: string;
  score: number;
}

export interface SearchPapersResponse {
  success: boolean;
  results: PaperResult[];
}

export interface PaperMetadataResponse {
  success: boolean;
  paper: PaperMetadata;
}

export interface ReadPaperResponse {
  success: boolean;
  paper: PaperMetadata;
  paperId: string;
  query: string;
  passages: Passage[];
}

export interface SimilarPapersResponse {
  success: boolean;
  results: PaperResult[];
  /** Candidates considered before the cut to `k`. */
  poolSize: number;
  truncated: boolean;
  note?: string | null;
}

/** @deprecated The research index's GitHub search ends on 2026-11-03; use `developerSearch`. */
export interface GitHubScoreBreakdown {
  rrf?: number;
  semantic?: number;
  lexical?: number;
  fusion?: number;
  rerank?: number;
}

/** @deprecated The research index's GitHub search ends on 2026-11-03; use `developerSearch`. */
export interface GitHubSearchItem {
  resultType?: "github_history" | "repo_readme" | "web";
  repo: string;
  url: string;
  pageType?: string;
  number?: number;
  segmentCount?: number;
  readmeUrl?: string;
  title?: string;
  snippet: string;
  contentMd?: string;
  scores: GitHubScoreBreakdown;
}

/** @deprecated The research index's GitHub search ends on 2026-11-03; use `developerSearch`. */
export interface GitHubSearchResponse {
  success: boolean;
  results: GitHubSearchItem[];
  warnings?: string[];
  replacement?: string;
}

export interface SearchPapersOptions {
  /** Results, 1 to 500 (default 40). */
  k?: number;
  /** Author substrings, all of which must match. */
  authors?: string[];
  /** Subject categories (`cs.LG`), all of which must match. */
  categories?: string[];
  /** `YYYY-MM-DD`, inclusive. */
  from?: string;
  to?: string;
}

export interface GetPaperOptions {
  /** Reads in-body passages matching it instead of the metadata. */
  query?: string;
  /** Passages, with `query` only (1 to 50, default 4). */
  k?: number;
}

export interface SimilarPapersOptions {
  /** What the related papers are for; ranks them. */
  intent: string;
  mode?: "similar" | "citers" | "references";
  k?: number;
  rerank?: boolean;
  /** More seed papers. */
  anchor?: string[];
}

/** @deprecated The research index's GitHub search ends on 2026-11-03; use `developerSearch`. */
export interface SearchGithubOptions {
  k?: number;
}
