/** The tool catalogue ("Alexandria"), run through `/v2/scrape`, and what `findTools` finds in it. */

/** One tool call: a provider's capability with its options. */
export interface AlexandriaCall {
  provider: string;
  capability: string;
  options?: Record<string, unknown>;
}

export interface AlexandriaOptions {
  /** Send the same id with the same calls when retrying, so they run once. */
  requestId?: string;
  timeout?: number;
  integration?: string;
  origin?: string;
}

/** `scrape(request)`: up to 10 calls, run in one request. */
export interface AlexandriaScrapeRequest extends AlexandriaOptions {
  alexandria: AlexandriaCall | AlexandriaCall[];
}

export interface AlexandriaScrapeError {
  code: string;
  message: string;
  status?: number;
  /** Present when credits were taken before the failure. */
  chargeId?: string;
}

export type AlexandriaScrapeResult =
  | {
      provider: string;
      capability: string;
      creditsCost: number;
      data: unknown;
      records?: number;
      upstreamStatus?: number;
      recordedAt?: string;
      error?: undefined;
      [key: string]: unknown;
    }
  | {
      provider?: string;
      capability?: string;
      error: AlexandriaScrapeError;
      [key: string]: unknown;
    };

export interface AlexandriaScrapeData {
  scrapeId: string;
  requestId: string;
  alexandria: AlexandriaScrapeResult[];
  creditsCost: number;
}

/** A tool's contract, as discovery returns it. */
export interface DiscoveredTool {
  next?: AlexandriaCall;
  id?: string;
  provider: string;
  capability: string;
  name?: string;
  description: string;
  creditsCost?: number;
  perRecord?: boolean;
  options?: { name: string; type: string; required?: boolean; [key: string]: unknown }[];
  requiresOneOf?: string[][];
  response?: {
    about?: string;
    key?: string;
    fields?: { name: string; type: string; [key: string]: unknown }[];
    [key: string]: unknown;
  };
  examples?: Partial<Record<"javascript" | "python" | "curl", string>> & Record<string, string>;
  example?: { recordedAt: string; request: Record<string, unknown>; response: unknown };
  label?: string;
  whenToUse?: string;
  returns?: unknown;
  discovery?: unknown;
  attribution?: unknown;
  matchedBy?: ("semantic" | "domain")[];
  matchedUrls?: string[];
  concept?: string;
  cohorts?: string[];
  similarity?: number;
}

export interface FindToolsOptions {
  urls?: string[];
  providers?: string[];
  categories?: string[];
  groups?: string[];
  capabilities?: string[];
  level?: "providers" | "groups" | "tools";
  expand?: ("options" | "response" | "examples")[];
  limit?: number;
  offset?: number;
}

export interface FindToolsData {
  level: "providers" | "groups" | "tools";
  items: {
    id: string;
    name: string;
    next?: AlexandriaCall;
    execute?: Pick<AlexandriaCall, "provider" | "capability">;
    [key: string]: unknown;
  }[];
  total: number;
  next: AlexandriaCall | null;
}
