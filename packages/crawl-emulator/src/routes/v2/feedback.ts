import type { ZodError } from "zod/v3";
import { json, type ApiResponse } from "../../http/responses.js";
import {
  endpointFeedbackRequest,
  searchFeedbackRequest,
} from "../../http/schemas/requests-v2-cloud.js";
import { approximateBytes } from "../../jobs/job-store.js";
import { seededUuid } from "../../random.js";
import { cloudOnly, type RouteContext, type RouteDefinition } from "../context.js";
import { ownerOf, ownsJob } from "../ownership.js";

/** Credits a team may get back a day for results it rated bad. */
const DAILY_REFUND_CAP = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Feedback errors have their own shape in the description, with a code of their own. */
function feedbackError(
  status: number,
  error: string,
  code: string,
  details?: unknown[],
): ApiResponse {
  return json(status, {
    success: false,
    error,
    feedbackErrorCode: code,
    ...(details === undefined ? {} : { details }),
  });
}

function invalid(error: ZodError): ApiResponse {
  return feedbackError(400, "Bad Request", "INVALID_REQUEST", error.issues);
}

/** The job feedback names, with the credits it used, if the emulator still holds it. */
function jobCredits(context: RouteContext, endpoint: string, jobId: string): number | undefined {
  if (endpoint === "scrape") {
    if (context.state.jobs.scrape(jobId, context.now)) return 1;
  }
  const request = context.state.jobs.get("request", jobId, context.now);
  if (!request || request.endpoint !== endpoint || !ownsJob(context, request)) return undefined;
  return request.credits;
}

/** Credits refunded today, across the team's feedback. */
function refundedToday(context: RouteContext): number {
  return context.state.jobs
    .list("feedback", context.now)
    .filter((record) => ownsJob(context, record) && context.now - record.createdAt < DAY_MS)
    .reduce((sum, record) => sum + record.creditsRefunded, 0);
}

/**
 * Records feedback on a job once: a bad rating refunds the credits the job used, within the daily
 * cap; feedback given again is answered as already submitted, refunding nothing.
 */
function giveFeedback(
  context: RouteContext,
  endpoint: string,
  jobId: string,
  rating: string,
  signals: number,
): ApiResponse {
  if (signals === 0) {
    return feedbackError(
      400,
      "Include at least one substantive signal: issues, note, valuableSources, missingContent, querySuggestions, url or pageNumbers",
      "NO_SIGNAL",
    );
  }
  const credits = jobCredits(context, endpoint, jobId);
  if (credits === undefined) return feedbackError(404, "Job not found", "JOB_NOT_FOUND");
  const key = `${endpoint}:${jobId}`;
  const feedbackId = seededUuid(`feedback|${key}`);
  const today = refundedToday(context);
  const base = { success: true, feedbackId, dailyRefundCap: DAILY_REFUND_CAP };
  if (context.state.jobs.get("feedback", key, context.now)) {
    return json(200, {
      ...base,
      creditsRefunded: 0,
      alreadySubmitted: true,
      creditsRefundedToday: today,
      dailyCapReached: today >= DAILY_REFUND_CAP,
    });
  }
  const creditsRefunded = rating === "bad" ? Math.min(credits, DAILY_REFUND_CAP - today) : 0;
  context.state.jobs.put(
    "feedback",
    key,
    { id: feedbackId, owner: ownerOf(context), createdAt: context.now, creditsRefunded },
    context.now,
    { createdAt: context.now, bytes: approximateBytes(key), finished: () => true },
  );
  return json(200, {
    ...base,
    creditsRefunded,
    alreadySubmitted: false,
    creditsRefundedToday: today + creditsRefunded,
    dailyCapReached: today + creditsRefunded >= DAILY_REFUND_CAP,
  });
}

function count(...values: unknown[]): number {
  return values.filter((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined))
    .length;
}

function endpointFeedback(context: RouteContext) {
  const parsed = endpointFeedbackRequest.safeParse(context.body);
  if (!parsed.success) return invalid(parsed.error);
  const body = parsed.data;
  const signals = count(
    body.issues,
    body.note,
    body.valuableSources,
    body.missingContent,
    body.querySuggestions,
    body.url,
    body.pageNumbers,
  );
  return giveFeedback(context, body.endpoint, body.jobId, body.rating, signals);
}

function searchFeedback(context: RouteContext) {
  const parsed = searchFeedbackRequest.safeParse(context.body);
  if (!parsed.success) return invalid(parsed.error);
  const body = parsed.data;
  const signals = count(body.valuableSources, body.missingContent, body.querySuggestions);
  return giveFeedback(context, "search", context.params.jobId ?? "", body.rating, signals);
}

/** Feedback is the cloud's: a self-hosted server has no such route. */
export const v2FeedbackRoutes: RouteDefinition[] = cloudOnly([
  { name: "v2.feedback", method: "post", path: "/v2/feedback", handle: endpointFeedback },
  {
    name: "v2.search.feedback",
    method: "post",
    path: "/v2/search/:jobId/feedback",
    handle: searchFeedback,
  },
]);
