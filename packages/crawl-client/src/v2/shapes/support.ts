/** The provider's support agent and documentation search (`/v2/support/…`); not in 4.42.0. */

export interface SupportAskRequest {
  /** The question or problem to diagnose. */
  question: string;
  /** What the user is trying to do. */
  rationale?: string;
  [key: string]: unknown;
}

export interface SupportAskResponse {
  answer?: string;
  confidence?: "high" | "medium" | "low";
  /** API parameters that may fix the problem. */
  fixParameters?: Record<string, unknown> | null;
  validation?: Record<string, unknown> | null;
  /** When the agent is blocked or needs more to go on. */
  feedback?: Record<string, unknown> | null;
  durationMs?: number;
  [key: string]: unknown;
}

export interface SupportDocsSearchRequest {
  question: string;
}

export interface SupportDocsSearchResponse {
  requestId?: string;
  answer?: string;
  evidence?: { pathOrUrl?: string; reason?: string }[];
  usage?: { inputTokens?: number; outputTokens?: number; totalTokens?: number };
  durationMs?: number;
  [key: string]: unknown;
}
