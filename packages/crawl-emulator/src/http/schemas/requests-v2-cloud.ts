/**
 * Request bodies of the cloud's own `/v2` routes (no open-source server serves them, so no
 * recording shows their wording): zod 3 schemas written from the provider's v2 OpenAPI
 * description, with the fields its SDK 4.42 sends, refused in the v2 wording as elsewhere.
 */
import { z } from "zod/v3";
import { clientFields } from "./requests.js";
import { STRICT_MESSAGE_V2 } from "./requests-v2.js";

const LANGUAGES = ["python", "node", "bash"] as const;
const seconds = (min: number, max: number) => z.number().int().min(min).max(max);

/** `POST /v2/interact` and the SDK's `POST /v2/browser`. */
export const sessionRequest = z
  .object({
    ttl: seconds(30, 3_600).optional(),
    activityTtl: seconds(10, 3_600).optional(),
    streamWebView: z.boolean().optional(),
    profile: z
      .object({ name: z.string().min(1).max(128), saveChanges: z.boolean().optional() })
      .strict(STRICT_MESSAGE_V2)
      .optional(),
    ...clientFields,
  })
  .strict(STRICT_MESSAGE_V2);

/** `POST /v2/interact/{sessionId}/execute` and `/v2/browser/{sessionId}/execute`. */
export const executeRequest = z
  .object({
    code: z.string().min(1).max(100_000),
    language: z.enum(LANGUAGES).optional(),
    timeout: seconds(1, 300).optional(),
    ...clientFields,
  })
  .strict(STRICT_MESSAGE_V2);

/** `POST /v2/scrape/{jobId}/interact`: code to run, or a prompt for the agent (the SDK's). */
export const scrapeInteractRequest = z
  .object({
    code: z.string().min(1).max(100_000).optional(),
    prompt: z.string().min(1).max(10_000).optional(),
    language: z.enum(LANGUAGES).optional(),
    timeout: seconds(1, 300).optional(),
    ...clientFields,
  })
  .strict(STRICT_MESSAGE_V2)
  .refine((body) => body.code !== undefined || body.prompt !== undefined, {
    message: "Either 'code' or 'prompt' must be provided",
    path: ["code"],
  });

/** An OpenAPI `format: uri` string, as zod reads one. */
const uri = () => z.string().url();

const monitorSchedule = z
  .object({
    cron: z.string().min(1).optional(),
    text: z.string().min(1).optional(),
    timezone: z.string().min(1).optional(),
  })
  .strict(STRICT_MESSAGE_V2)
  .refine((schedule) => (schedule.cron === undefined) !== (schedule.text === undefined), {
    message: "Provide exactly one of cron or text",
  });

const monitorWebhook = z
  .object({
    url: z.string(),
    headers: z.record(z.string()).optional(),
    metadata: z.record(z.unknown()).optional(),
    events: z.enum(["monitor.page", "monitor.check.completed"]).array().optional(),
  })
  .strict(STRICT_MESSAGE_V2);

const monitorNotification = z
  .object({
    email: z
      .object({
        enabled: z.boolean().optional(),
        recipients: z.string().email().array().max(25).optional(),
        includeDiffs: z.boolean().optional(),
      })
      .strict(STRICT_MESSAGE_V2)
      .optional(),
  })
  .strict(STRICT_MESSAGE_V2);

const targetId = z.string().uuid().optional();
const monitorTarget = z.discriminatedUnion("type", [
  z
    .object({
      id: targetId,
      type: z.literal("scrape"),
      urls: uri().array().min(1),
      scrapeOptions: z.record(z.unknown()).optional(),
    })
    .strict(STRICT_MESSAGE_V2),
  z
    .object({
      id: targetId,
      type: z.literal("crawl"),
      url: uri(),
      crawlOptions: z
        .object({ limit: z.number().int().positive().optional() })
        .passthrough()
        .optional(),
      scrapeOptions: z.record(z.unknown()).optional(),
    })
    .strict(STRICT_MESSAGE_V2),
  z
    .object({
      id: targetId,
      type: z.literal("search"),
      queries: z.string().min(1).max(256).array().min(1).max(12),
      searchWindow: z.enum(["5m", "15m", "1h", "6h", "24h", "7d"]).optional(),
      maxResults: z.number().int().min(1).max(50).optional(),
      includeDomains: z.string().array().max(50).optional(),
      excludeDomains: z.string().array().max(50).optional(),
    })
    .strict(STRICT_MESSAGE_V2),
]);

const monitorFields = {
  name: z.string().max(256),
  schedule: monitorSchedule,
  webhook: monitorWebhook.nullable().optional(),
  notification: monitorNotification.nullable().optional(),
  targets: monitorTarget.array().min(1).max(50),
  retentionDays: z.number().int().min(1).max(365).optional(),
  goal: z.string().max(2_000).nullable().optional(),
  judgeEnabled: z.boolean().optional(),
};

/** A search target is judged against the goal, so it needs one unless judging is off. */
export function searchHasGoal(body: {
  targets?: { type: string }[] | undefined;
  goal?: string | null | undefined;
  judgeEnabled?: boolean | undefined;
}): boolean {
  const searches = body.targets?.some((target) => target.type === "search") ?? false;
  return !searches || body.judgeEnabled === false || (body.goal ?? "").trim() !== "";
}
export const SEARCH_GOAL_ISSUE = {
  message: "A search target needs a non-empty goal unless judgeEnabled is false",
  path: ["goal"],
};

export const monitorCreateRequest = z
  .object({ ...monitorFields, ...clientFields })
  .strict(STRICT_MESSAGE_V2)
  .refine(searchHasGoal, SEARCH_GOAL_ISSUE);

export const monitorUpdateRequest = z
  .object({
    ...z.object(monitorFields).partial().shape,
    status: z.enum(["active", "paused"]).optional(),
    ...clientFields,
  })
  .strict(STRICT_MESSAGE_V2)
  .refine((body) => Object.keys(body).some((key) => key !== "origin" && key !== "integration"), {
    message: "Include at least one field to update",
  });

export type MonitorCreateRequest = z.infer<typeof monitorCreateRequest>;
export type MonitorUpdateRequest = z.infer<typeof monitorUpdateRequest>;

/** Formats that need a browser or a history, which `/v2/parse` does not have. */
const BROWSER_ONLY_FORMATS = ["screenshot", "changeTracking", "branding", "audio", "video"];

/**
 * The `options` part of a `/v2/parse` upload (the OpenAPI's ParseOptions). Fields of the scrape
 * options that the provider's SDK may pass along are let through, as they do no harm to a file.
 */
export const parseOptionsRequest = z
  .object({
    formats: z
      .union([z.string(), z.object({ type: z.string() }).passthrough()])
      .array()
      .optional(),
    onlyMainContent: z.boolean().optional(),
    includeTags: z.string().array().optional(),
    excludeTags: z.string().array().optional(),
    headers: z.record(z.unknown()).optional(),
    timeout: z.number().int().positive().max(300_000).optional(),
    parsers: z
      .object({
        type: z.literal("pdf"),
        mode: z.enum(["fast", "auto", "ocr"]).optional(),
        maxPages: z.number().int().min(1).max(10_000).optional(),
        pages: z.boolean().optional(),
        blocks: z.boolean().optional(),
        pageMarkers: z.boolean().optional(),
      })
      .strict(STRICT_MESSAGE_V2)
      .array()
      .optional(),
    skipTlsVerification: z.boolean().optional(),
    removeBase64Images: z.boolean().optional(),
    blockAds: z.boolean().optional(),
    redactPII: z.union([z.boolean(), z.record(z.unknown())]).optional(),
    proxy: z.enum(["basic", "auto"]).optional(),
    zeroDataRetention: z.boolean().optional(),
    ...clientFields,
  })
  .passthrough()
  .superRefine((options, issues) => {
    options.formats?.forEach((format, index) => {
      const type = typeof format === "string" ? format : format.type;
      if (BROWSER_ONLY_FORMATS.includes(type)) {
        issues.addIssue({
          code: "custom",
          message: `The ${type} format is not supported for /parse uploads`,
          path: ["formats", index],
        });
      }
    });
  });

const feedbackSignals = {
  valuableSources: z
    .object({ url: uri(), reason: z.string().max(1_000).optional() })
    .strict(STRICT_MESSAGE_V2)
    .array()
    .max(50)
    .optional(),
  querySuggestions: z.string().max(2_000).optional(),
  origin: z.string().optional(),
  integration: z.string().nullable().optional(),
};
const missingContent = z
  .object({ topic: z.string().min(1).max(200), description: z.string().max(2_000).optional() })
  .strict(STRICT_MESSAGE_V2)
  .array();
const RATINGS = ["good", "partial", "bad"] as const;

/** `POST /v2/search/{jobId}/feedback`. */
export const searchFeedbackRequest = z
  .object({
    rating: z.enum(RATINGS),
    ...feedbackSignals,
    missingContent: missingContent.max(20).optional(),
  })
  .strict(STRICT_MESSAGE_V2);

const label = z
  .string()
  .max(80)
  .regex(/^[a-z0-9][a-z0-9_-]*$/);

/** `POST /v2/feedback`: feedback on a search, scrape, parse or map job. */
export const endpointFeedbackRequest = z
  .object({
    rating: z.enum(RATINGS),
    ...feedbackSignals,
    endpoint: z.enum(["search", "scrape", "parse", "map"]),
    jobId: z.string().uuid(),
    issues: label.array().max(20).optional(),
    tags: label.array().max(20).optional(),
    note: z.string().max(4_000).optional(),
    url: uri().optional(),
    pageNumbers: z.number().int().min(1).array().max(100).optional(),
    metadata: z
      .record(z.unknown())
      .refine(
        (value) => JSON.stringify(value).length <= 8 * 1024,
        "metadata must be 8KB or smaller",
      )
      .optional(),
    missingContent: missingContent.max(50).optional(),
  })
  .strict(STRICT_MESSAGE_V2);

/** `POST /v2/support/ask`: extra fields are allowed, as the description says. */
export const supportAskRequest = z
  .object({ question: z.string().trim().min(1), rationale: z.string().optional() })
  .passthrough();

export const supportDocsSearchRequest = z
  .object({ question: z.string().trim().min(1), ...clientFields })
  .strict(STRICT_MESSAGE_V2);

const domains = z.string().array().max(1_000);

/** `PUT /v2/team/threat-protection`: the team's policy. */
export const threatProtectionRequest = z
  .object({
    mode: z.enum(["off", "normal"]),
    riskScoreThreshold: z.number().int().min(0).max(100).optional(),
    blacklist: domains.optional(),
    whitelist: domains.optional(),
    blockedTlds: domains.optional(),
    failurePolicy: z.enum(["open", "closed"]).optional(),
    allowRequestOverrides: z.boolean().optional(),
    ...clientFields,
  })
  .strict(STRICT_MESSAGE_V2);
