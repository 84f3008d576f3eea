import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import type { ClientContext } from "../../core/context.js";
import { ValidationError } from "../../core/errors.js";
import { validateInput } from "../../core/validate.js";
import { nonEmptyText } from "../../schemas/fields.js";
import type { QueryValue } from "../../core/query.js";
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
const k = z.optional(z.number().check(z.positive()));

/** Papers whose abstracts answer `query`, by meaning. */
export async function searchPapers(
  ctx: ClientContext,
  query: string,
  options: SearchPapersOptions = {},
  requestOptions?: RequestOptions,
): Promise<SearchPapersResponse> {
  validateInput(nonEmptyText, query, "query");
  validateInput(z.looseObject({ k }), options, "options");
  const { k: count, authors, categories, from, to } = options;
  const search = { query, k: count, authors, categories, from, to };
  return get(ctx, `${BASE}/papers`, search, "search papers", requestOptions);
}

/** A paper's metadata, or with `query` its passages that match it. */
export async function getPaper(
  ctx: ClientContext,
  id: string,
  options: GetPaperOptions = {},
  requestOptions?: RequestOptions,
): Promise<PaperMetadataResponse | ReadPaperResponse> {
  const path = `${BASE}/papers/${segment(id, "paper")}`;
  validateInput(z.looseObject({ k }), options, "options");
  if (options.k != null && options.query == null)
    throw new ValidationError("Invalid options.k: only valid together with query", "options.k");
  const query = { query: options.query, k: options.k };
  return get(ctx, path, query, "get paper", requestOptions);
}

/** Papers related to `id` through the citation graph, ranked by `intent`. */
export async function similarPapers(
  ctx: ClientContext,
  id: string,
  options: SimilarPapersOptions,
  requestOptions?: RequestOptions,
): Promise<SimilarPapersResponse> {
  const path = `${BASE}/papers/${segment(id, "paper")}/similar`;
  validateInput(z.looseObject({ intent: nonEmptyText, k }), options, "options");
  const { intent, mode, k: count, rerank, anchor } = options;
  const query = { intent, mode, k: count, rerank, anchor };
  return get(ctx, path, query, "find similar papers", requestOptions);
}

/** The research index's GitHub issues, pull requests and readmes (ends on 2026-11-03). */
export async function searchGithub(
  ctx: ClientContext,
  query: string,
  options: SearchGithubOptions = {},
  requestOptions?: RequestOptions,
): Promise<GitHubSearchResponse> {
  validateInput(nonEmptyText, query, "query");
  validateInput(z.looseObject({ k }), options, "options");
  const search = { query, k: options.k };
  return get(ctx, `${BASE}/github`, search, "search github", requestOptions);
}

function get<T>(
  ctx: ClientContext,
  path: string,
  query: Record<string, QueryValue>,
  action: string,
  requestOptions: RequestOptions | undefined,
): Promise<T> {
  return send<T>(ctx, { method: "GET", path, query, action }, requestOptions);
}
