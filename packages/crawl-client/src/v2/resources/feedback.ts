import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import type { ClientContext } from "../../core/context.js";
import { validateInput } from "../../core/validate.js";
import type {
  EndpointFeedbackRequest,
  FeedbackResponse,
  SearchFeedbackRequest,
} from "../shapes/feedback.js";
import { type Call, segment, send } from "./send.js";

const rating = z.enum(["good", "partial", "bad"]);
const required = z.string().check(z.minLength(1, "is required"));

/** Feedback on a search, scrape, parse or map job; a bad rating may refund its credits. */
export async function feedback(
  ctx: ClientContext,
  request: EndpointFeedbackRequest,
  requestOptions?: RequestOptions,
): Promise<FeedbackResponse> {
  validateInput(z.looseObject({ endpoint: required, jobId: required, rating }), request, "request");
  const call: Call = {
    method: "POST",
    path: "/v2/feedback",
    action: "feedback",
    body: { ...request },
  };
  return send<FeedbackResponse>(ctx, call, requestOptions);
}

/** Feedback on a search job's results. */
export async function searchFeedback(
  ctx: ClientContext,
  jobId: string,
  request: SearchFeedbackRequest,
  requestOptions?: RequestOptions,
): Promise<FeedbackResponse> {
  const path = `/v2/search/${segment(jobId, "search job")}/feedback`;
  validateInput(z.looseObject({ rating }), request, "request");
  const call: Call = { method: "POST", path, action: "searchFeedback", body: { ...request } };
  return send<FeedbackResponse>(ctx, call, requestOptions);
}
