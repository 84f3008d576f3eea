import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import type { ClientContext } from "../../core/context.js";
import { validateInput } from "../../core/validate.js";
import { nonEmptyText } from "../../schemas/fields.js";
import type {
  SupportAskRequest,
  SupportAskResponse,
  SupportDocsSearchRequest,
  SupportDocsSearchResponse,
} from "../shapes/support.js";
import { send } from "./send.js";

const question = z.looseObject({
  question: nonEmptyText,
});

/** A question to one of the support routes, checked before it is sent. */
async function ask<T>(
  ctx: ClientContext,
  path: string,
  action: string,
  request: SupportAskRequest | SupportDocsSearchRequest,
  requestOptions: RequestOptions | undefined,
): Promise<T> {
  validateInput(question, request, "request");
  return send<T>(ctx, { method: "POST", path, action, body: { ...request } }, requestOptions);
}

/** POST /v2/support/ask: the support agent's diagnosis, and API parameters that may fix it. */
export function askSupport(
  ctx: ClientContext,
  request: SupportAskRequest,
  requestOptions?: RequestOptions,
): Promise<SupportAskResponse> {
  return ask(ctx, "/v2/support/ask", "ask support", request, requestOptions);
}

/** POST /v2/support/docs-search: an answer grounded in the provider's documentation. */
export function searchSupportDocs(
  ctx: ClientContext,
  request: SupportDocsSearchRequest,
  requestOptions?: RequestOptions,
): Promise<SupportDocsSearchResponse> {
  return ask(ctx, "/v2/support/docs-search", "search support docs", request, requestOptions);
}
