import { randomUUID } from "node:crypto";
import { json } from "../../http/responses.js";
import {
  supportAskRequest,
  supportDocsSearchRequest,
} from "../../http/schemas/requests-v2-cloud.js";
import { hashString } from "../../random.js";
import { cloudOnly, type RouteContext, type RouteDefinition } from "../context.js";

/**
 * What the support agent answers, by the first topic the question names. Its diagnoses are the
 * fixes the provider's documentation gives for each problem, as request parameters.
 */
const TOPICS: {
  words: RegExp;
  answer: string;
  fixParameters: Record<string, unknown>;
  docs: string;
}[] = [
  {
    words: /\b(?:429|rate.?limit\w*|too many requests)\b/i,
    answer:
      "The team passed its rate limit: retry after the time in Retry-After, or send fewer requests at once.",
    fixParameters: { maxConcurrency: 2 },
    docs: "/rate-limits",
  },
  {
    words: /\b(?:time(?:d)?\s?out|timeout|slow)\b/i,
    answer:
      "The page took longer than the scrape's timeout: raise timeout, or wait for less of it.",
    fixParameters: { timeout: 60_000 },
    docs: "/features/scrape#timeout",
  },
  {
    words: /\b(?:javascript|dynamic|empty|spa|render\w*)\b/i,
    answer: "The content is rendered by scripts after load: wait for it before the page is read.",
    fixParameters: { waitFor: 2_000 },
    docs: "/features/scrape#waitfor",
  },
  {
    words: /\b(?:403|blocked|forbidden|captcha|bot)\b/i,
    answer: "The site refuses automated clients: let the proxy be chosen automatically.",
    fixParameters: { proxy: "auto" },
    docs: "/features/proxies",
  },
];
const GENERAL = {
  answer: "Check the request against the API reference: the field names, the formats and the URL.",
  fixParameters: null,
  docs: "/api-reference/introduction",
};

function topicOf(question: string) {
  return TOPICS.find((topic) => topic.words.test(question));
}

/** Words in a text, as a stand-in for its tokens. */
function tokens(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A duration that is the same for the same question. */
function durationOf(question: string): number {
  return 500 + (hashString(question) % 1_500);
}

function ask(context: RouteContext) {
  const parsed = supportAskRequest.safeParse(context.body);
  if (!parsed.success) return json(400, { error: "invalid_request" });
  const topic = topicOf(parsed.data.question);
  return json(200, {
    answer: (topic ?? GENERAL).answer,
    confidence: topic ? "high" : "low",
    fixParameters: topic?.fixParameters ?? null,
    validation: null,
    feedback: topic ? null : { needsMoreInformation: true, ask: "Which request failed, and how?" },
    durationMs: durationOf(parsed.data.question),
  });
}

function docsSearch(context: RouteContext) {
  const parsed = supportDocsSearchRequest.safeParse(context.body);
  if (!parsed.success) return json(400, { error: "invalid_request" });
  const question = parsed.data.question;
  const topic = topicOf(question) ?? GENERAL;
  const answer = topic.answer;
  return json(200, {
    requestId: randomUUID(),
    answer,
    evidence: [{ pathOrUrl: topic.docs, reason: "Describes this behaviour and its parameters" }],
    usage: {
      inputTokens: tokens(question),
      outputTokens: tokens(answer),
      totalTokens: tokens(question) + tokens(answer),
    },
    durationMs: durationOf(question),
  });
}

/** Support is the cloud's: a self-hosted server has no such route. */
export const v2SupportRoutes: RouteDefinition[] = cloudOnly([
  { name: "v2.support.ask", method: "post", path: "/v2/support/ask", handle: ask },
  {
    name: "v2.support.docsSearch",
    method: "post",
    path: "/v2/support/docs-search",
    handle: docsSearch,
  },
]);
