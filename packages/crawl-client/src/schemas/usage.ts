// The v1 team figures as 4.42.0's v1 client returns them: the answers as sent, in snake case.

export interface CreditUsageResponseV1 {
  success: boolean;
  data: {
    remaining_credits: number;
    plan_credits: number;
    billing_period_start: string | null;
    billing_period_end: string | null;
  };
}

export interface TokenUsageResponseV1 {
  success: boolean;
  data: {
    remaining_tokens: number;
    plan_tokens: number;
    billing_period_start: string | null;
    billing_period_end: string | null;
  };
}

export interface CreditUsageHistoricalResponseV1 {
  success: boolean;
  periods: {
    startDate: string | null;
    endDate: string | null;
    apiKey?: string;
    creditsUsed: number;
  }[];
}

export interface TokenUsageHistoricalResponseV1 {
  success: boolean;
  periods: {
    startDate: string | null;
    endDate: string | null;
    apiKey?: string;
    tokensUsed: number;
  }[];
}

export interface QueueStatusResponseV1 {
  success: boolean;
  jobsInQueue: number;
  activeJobsInQueue: number;
  waitingJobsInQueue: number;
  maxConcurrency: number;
  /** The most recent successful scrape of the last 24 hours; null if none. */
  mostRecentSuccess: string | null;
}
