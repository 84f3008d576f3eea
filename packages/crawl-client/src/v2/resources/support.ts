import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import type { ClientContext } from "../../core/context.js";
import { validateInput } from "../../core/validate.js";
import type {
  SupportAskRequest,
  SupportAskResponse,
  SupportDocsSearchRequest,
  SupportDocsSearchResponse,
} from "../shapes/support.js";
import { type Call, send } from "./send.js";

const question = z.looseObject({
  question: z.string().check(z.trim(), z.minLength(1, "must not be empty")),
});

/** POST /v2/support/ask: the support agent's diagnosis, and API parameters that may fix it. */
export async function askSupport(
  ctx: ClientContext,
  request: SupportAskRequest,
  requestOptions?: RequestOptions,
): Promise<SupportAskResponse> {
  validateInput(question, request, "request");
  const call: Call = {
    method: "POST",
    path: "/v2/support/ask",
    action: "ask support",
    body: { ...request },
  };
  return send<SupportAskResponse>(ctx, call, requestOptions);
}

/** POST /v2/support/docs-search: an answer grounded in the provider's documentation. */
export async function searchSupportDocs(
  ctx: ClientContext,
  request: SupportDocsSearchRequest,
  requestOptions?: RequestOptions,
): Promise<SupportDocsSearchResponse> {
  validateInput(question, request, "request");
  const call: Call = {
    method: "POST",
    path: "/v2/support/docs-search",
    action: "search support docs",
    body: { ...request },
  };
  return send<SupportDocsSearchResponse>(ctx, call, requestOptions);
}
