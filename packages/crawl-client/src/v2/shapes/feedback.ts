/** Feedback on a job's results (`/v2/feedback`, `/v2/search/{id}/feedback`), which may refund credits. */

export type FeedbackRating = "good" | "partial" | "bad";
export type EndpointFeedbackEndpoint = "search" | "scrape" | "parse" | "map";

export interface FeedbackValuableSource {
  url: string;
  reason?: string;
}

export interface FeedbackMissingContent {
  topic: string;
  description?: string;
}

export interface SearchFeedbackRequest {
  rating: FeedbackRating;
  valuableSources?: FeedbackValuableSource[];
  missingContent?: FeedbackMissingContent[];
  querySuggestions?: string;
  integration?: string | null;
  origin?: string;
}

export interface EndpointFeedbackRequest extends SearchFeedbackRequest {
  endpoint: EndpointFeedbackEndpoint;
  jobId: string;
  issues?: string[];
  tags?: string[];
  note?: string;
  url?: string;
  pageNumbers?: number[];
  /** At most 8 KB. */
  metadata?: Record<string, unknown>;
}

export interface FeedbackResponse {
  success: true;
  feedbackId: string;
  creditsRefunded: number;
  alreadySubmitted?: boolean;
  dailyCapReached?: boolean;
  creditsRefundedToday?: number;
  dailyRefundCap?: number;
  warning?: string;
}
