import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import { callSettings, type ClientContext } from "../../core/context.js";
import { optionalNumber } from "../../schemas/fields.js";
import { parseAnswer } from "../../core/validate.js";
import type {
  ConcurrencyCheck,
  CreditUsage,
  CreditUsageHistoricalResponse,
  QueueStatusResponse,
  TokenUsage,
  TokenUsageHistoricalResponse,
} from "../types.js";

async function read(
  ctx: ClientContext,
  path: string,
  action: string,
  requestOptions: RequestOptions | undefined,
  query?: Record<string, string | undefined>,
): Promise<Record<string, unknown>> {
  const settings = callSettings(ctx, requestOptions);
  const answer = await ctx.http.request({
    method: "GET",
    url: path,
    action,
    ...(query === undefined ? {} : { query }),
    timeout: settings.timeout,
    maxRetries: settings.maxRetries,
    signal: settings.signal,
  });
  const body = parseAnswer(z.looseObject({ data: z.optional(z.unknown()) }), answer, action);
  // Team figures come wrapped in `data`; the queue status and the histories do not.
  return typeof body.data === "object" && body.data !== null && !Array.isArray(body.data)
    ? (body.data as Record<string, unknown>)
    : body;
}

const nullableString = z.optional(z.nullable(z.string()));
// The cloud answers in camelCase; older servers in snake_case. Both are read.
const creditsSchema = z.looseObject({
  remainingCredits: optionalNumber,
  remaining_credits: optionalNumber,
  planCredits: optionalNumber,
  plan_credits: optionalNumber,
  billingPeriodStart: nullableString,
  billing_period_start: nullableString,
  billingPeriodEnd: nullableString,
  billing_period_end: nullableString,
});
const tokensSchema = z.looseObject({
  remainingTokens: optionalNumber,
  remaining_tokens: optionalNumber,
  planTokens: optionalNumber,
  plan_tokens: optionalNumber,
  billingPeriodStart: nullableString,
  billing_period_start: nullableString,
  billingPeriodEnd: nullableString,
  billing_period_end: nullableString,
});

function checked<S extends z.core.$ZodType>(schema: S, data: unknown, action: string): z.output<S> {
  return parseAnswer(schema, { status: 200, headers: {}, body: data }, action);
}

export async function getCreditUsage(
  ctx: ClientContext,
  options?: RequestOptions,
): Promise<CreditUsage> {
  const action = "get credit usage";
  const d = checked(
    creditsSchema,
    await read(ctx, "/v2/team/credit-usage", action, options),
    action,
  );
  return {
    remainingCredits: d.remainingCredits ?? d.remaining_credits ?? 0,
    ...optional("planCredits", d.planCredits ?? d.plan_credits),
    billingPeriodStart: d.billingPeriodStart ?? d.billing_period_start ?? null,
    billingPeriodEnd: d.billingPeriodEnd ?? d.billing_period_end ?? null,
  };
}

export async function getTokenUsage(
  ctx: ClientContext,
  options?: RequestOptions,
): Promise<TokenUsage> {
  const action = "get token usage";
  const d = checked(tokensSchema, await read(ctx, "/v2/team/token-usage", action, options), action);
  return {
    remainingTokens: d.remainingTokens ?? d.remaining_tokens ?? 0,
    ...optional("planTokens", d.planTokens ?? d.plan_tokens),
    billingPeriodStart: d.billingPeriodStart ?? d.billing_period_start ?? null,
    billingPeriodEnd: d.billingPeriodEnd ?? d.billing_period_end ?? null,
  };
}

function optional<K extends string>(key: K, value: number | undefined): Partial<Record<K, number>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, number>);
}

/*
 * A period's figure: 4.42.0's types call it `creditsUsed` / `tokensUsed`, the OpenAPI description
 * `totalCredits` / `totalTokens`. The answer is returned as sent (as 4.42.0 returns it); a period
 * that carries only the description's name also gets the reference's, so code written against
 * either finds its figure.
 */
const periodsSchema = z.looseObject({ periods: z.optional(z.array(z.looseObject({}))) });

function periods(body: Record<string, unknown>, action: string, used: string, total: string) {
  return (checked(periodsSchema, body, action).periods ?? []).map((period) =>
    period[used] === undefined && typeof period[total] === "number"
      ? { ...period, [used]: period[total] }
      : period,
  );
}

export async function getCreditUsageHistorical(
  ctx: ClientContext,
  byApiKey: boolean | undefined,
  options?: RequestOptions,
): Promise<CreditUsageHistoricalResponse> {
  const action = "get historical credit usage";
  const body = await read(ctx, "/v2/team/credit-usage/historical", action, options, {
    byApiKey: byApiKey === true ? "true" : undefined,
  });
  const sent = periods(body, action, "creditsUsed", "totalCredits");
  return { ...body, success: true, periods: sent as CreditUsageHistoricalResponse["periods"] };
}

export async function getTokenUsageHistorical(
  ctx: ClientContext,
  byApiKey: boolean | undefined,
  options?: RequestOptions,
): Promise<TokenUsageHistoricalResponse> {
  const action = "get historical token usage";
  const body = await read(ctx, "/v2/team/token-usage/historical", action, options, {
    byApiKey: byApiKey === true ? "true" : undefined,
  });
  const sent = periods(body, action, "tokensUsed", "totalTokens");
  return { ...body, success: true, periods: sent as TokenUsageHistoricalResponse["periods"] };
}

const concurrencySchema = z.looseObject({
  concurrency: z.number(),
  maxConcurrency: optionalNumber,
  max_concurrency: optionalNumber,
});

export async function getConcurrency(
  ctx: ClientContext,
  options?: RequestOptions,
): Promise<ConcurrencyCheck> {
  const action = "get concurrency";
  const d = checked(
    concurrencySchema,
    await read(ctx, "/v2/concurrency-check", action, options),
    action,
  );
  return { concurrency: d.concurrency, maxConcurrency: d.maxConcurrency ?? d.max_concurrency ?? 0 };
}

const queueSchema = z.looseObject({
  jobsInQueue: z.number(),
  activeJobsInQueue: z.number(),
  waitingJobsInQueue: z.number(),
  maxConcurrency: z.number(),
  mostRecentSuccess: z.nullable(z.string()),
});

export async function getQueueStatus(
  ctx: ClientContext,
  options?: RequestOptions,
): Promise<QueueStatusResponse> {
  const action = "get queue status";
  const d = checked(queueSchema, await read(ctx, "/v2/team/queue-status", action, options), action);
  return { ...d, success: true };
}
