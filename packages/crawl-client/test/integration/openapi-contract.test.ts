// Every operation of the provider's v2 OpenAPI description, called through our client against a
// mock that validates each request by the description (openapi-backend with ajv): a request the
// description refuses fails here. And every answer the description allows, with every field and
// with only the required ones, is read: our answer checks accept both and keep fields they do
// not know.
import { describe, expect, it } from "vitest";
import { Firecrawl, InvalidResponseError } from "../../src/index.js";
import { acceleratedClock } from "../support/accelerated-clock.js";
import {
  DESCRIPTION_EXCEPTIONS,
  operations,
  sampleAnswer,
  useValidatingMock,
} from "../support/openapi.js";
import { OPERATION_CALLS } from "../support/operations.js";

const served = useValidatingMock();

function client(): Firecrawl {
  return new Firecrawl({
    apiUrl: served.mock.url,
    apiKey: "fc-key",
    maxRetries: 0,
    clock: acceleratedClock(),
  });
}

/**
 * Where the description marks nothing required but a method cannot do its work without a field,
 * the required-only answer gets that field, and an answer without it is an InvalidResponseError
 * (checked below). Each names why.
 */
const NEEDED: Record<string, { fields: Record<string, unknown>; why: string }> = {
  scrapeAndExtractFromUrl: { fields: { data: {} }, why: "the document is the result" },
  getScrapeStatus: { fields: { data: {} }, why: "the document is the result" },
  parseFile: { fields: { data: {} }, why: "the document is the result" },
  crawlUrls: { fields: { id: "job-1" }, why: "a started job without its id cannot be followed" },
  scrapeAndExtractFromUrls: {
    fields: { id: "job-1" },
    why: "a started job without its id cannot be followed",
  },
  getCrawlStatus: {
    fields: { status: "completed" },
    why: "a status read without a status says nothing",
  },
  getBatchScrapeStatus: {
    fields: { status: "completed" },
    why: "a status read without a status says nothing",
  },
  searchAndScrape: { fields: { data: {} }, why: "the results are the result" },
  getCrawlErrors: { fields: { errors: [], robotsBlocked: [] }, why: "the lists are the result" },
  getBatchScrapeErrors: {
    fields: { errors: [], robotsBlocked: [] },
    why: "the lists are the result",
  },
  getActiveCrawls: { fields: { crawls: [] }, why: "the list is the result" },
  getQueueStatus: {
    fields: {
      jobsInQueue: 0,
      activeJobsInQueue: 0,
      waitingJobsInQueue: 0,
      maxConcurrency: 0,
      mostRecentSuccess: null,
    },
    why: "the figures are the result (4.42.0 returns them as its type promises)",
  },
  createMonitor: { fields: { data: {} }, why: "the monitor is the result" },
  getMonitor: { fields: { data: {} }, why: "the monitor is the result" },
  updateMonitor: { fields: { data: {} }, why: "the monitor is the result" },
  runMonitor: { fields: { data: {} }, why: "the check is the result" },
  listMonitors: { fields: { data: [] }, why: "the list is the result" },
  listMonitorChecks: { fields: { data: [] }, why: "the list is the result" },
  getMonitorCheck: { fields: { data: {} }, why: "the check is the result" },
  getThreatProtection: { fields: { data: {} }, why: "the policy is the result" },
  updateThreatProtection: { fields: { data: {} }, why: "the policy is the result" },
};

describe("the provider's v2 OpenAPI description judges our requests", () => {
  it("every operation of the description has a method of ours", () => {
    const described = operations.map((operation) => operation.operationId).sort();
    expect(Object.keys(OPERATION_CALLS).sort()).toEqual(described);
    // The mock's copy mends only what is named, with a reason.
    for (const exception of DESCRIPTION_EXCEPTIONS)
      expect(exception.why.length).toBeGreaterThan(40);
  });

  it.each(operations)(
    "$method $path ($operationId): the description takes our request",
    async (operation) => {
      const { call } = OPERATION_CALLS[operation.operationId] ?? {};
      const result = await call?.(client());
      expect(result).toBeDefined();
      const ours = served.mock.judged.filter((seen) => seen.operationId === operation.operationId);
      expect(ours.length).toBeGreaterThan(0);
      for (const seen of ours) expect(seen.errors, `${seen.method} ${seen.path}`).toEqual([]);
      expect(served.mock.judged.filter((seen) => seen.operationId === undefined)).toEqual([]);
    },
  );

  it("a request the description refuses fails, naming what it refused", async () => {
    // A monitor needs at least one target; this client sends what it is given.
    const refused = client().createMonitor({
      name: "None",
      schedule: { cron: "* * * * *" },
      targets: [],
    });
    await expect(refused).rejects.toThrow(/Refused by the description/);
    expect(served.mock.judged[0]?.errors).not.toEqual([]);
  });
});

const UNKNOWN = "fieldThisClientDoesNotKnow";

/** The answer with a field no description names, beside its own and inside its `data`. */
function withUnknownField(answer: Record<string, unknown>): Record<string, unknown> {
  const { data } = answer;
  const marked = (value: unknown) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? { ...value, [UNKNOWN]: "kept" }
      : value;
  return {
    ...answer,
    [UNKNOWN]: "kept",
    ...(data === undefined ? {} : { data: Array.isArray(data) ? data.map(marked) : marked(data) }),
  };
}

/**
 * Methods whose result 4.42.0 shapes rather than returns as sent, and ours shapes alike (same
 * results for the same answer): their answer's unknown fields are read, not returned.
 */
const SHAPED = new Set([
  "crawlUrls",
  "scrapeAndExtractFromUrls",
  "mapUrls",
  "getActiveCrawls",
  "getCreditUsage",
  "getTokenUsage",
  "getCrawlErrors",
  "getBatchScrapeErrors",
  "cancelCrawl",
  "cancelBatchScrape",
  "cancelAgent",
  "deleteMonitor",
]);

describe("answers as the OpenAPI describes them", () => {
  it.each(operations)(
    "$method $path ($operationId): every field, and only the required ones",
    async (operation) => {
      const { call } = OPERATION_CALLS[operation.operationId] ?? {};
      const every = withUnknownField(sampleAnswer(operation.operationId));
      served.mock.script(operation.operationId, { body: every });
      const read = await call?.(client());
      expect(read).toBeDefined();
      if (!SHAPED.has(operation.operationId)) expect(JSON.stringify(read)).toContain(UNKNOWN);

      const needed = NEEDED[operation.operationId];
      const required = { ...sampleAnswer(operation.operationId, "required"), ...needed?.fields };
      served.mock.script(operation.operationId, { body: required });
      await expect(call?.(client())).resolves.toBeDefined();

      if (needed === undefined) return;
      // Without what it needs, the method says so rather than returning half an answer.
      served.mock.script(operation.operationId, {
        body: sampleAnswer(operation.operationId, "required"),
      });
      await expect(call?.(client())).rejects.toBeInstanceOf(InvalidResponseError);
    },
  );
});
