import type * as Reference from "firecrawl-js-v4";
import { describe, expectTypeOf, it } from "vitest";
import type * as Ours from "../index.js";

type Ref = Reference.FirecrawlClient;
type Our = Ours.FirecrawlClient;
/** The reference's arguments, which ours must accept (ours add an optional RequestOptions last). */
type Args<M extends keyof Ref> = Ref[M] extends (...args: infer A) => unknown ? A : never;
type Result<M extends keyof Ref> = Ref[M] extends (...args: never[]) => infer R ? R : never;
type OurResult<M extends keyof Our> = Our[M] extends (...args: never[]) => infer R ? R : never;

// Checked by the type checker (`pnpm typecheck`): code written against 4.42.0's v2 client keeps
// compiling when it switches to ours, because ours accepts every argument of theirs and every
// result of ours is a result of theirs.
describe("the v2 client against @mendable/firecrawl-js 4.42.0", () => {
  it("each method takes the reference's arguments", () => {
    expectTypeOf<Parameters<Our["scrape"]>>().toExtend<[string, ...unknown[]]>();
    expectTypeOf<[string, Reference.ScrapeOptions]>().toExtend<Parameters<Our["scrape"]>>();
    expectTypeOf<Args<"search">>().toExtend<Parameters<Our["search"]>>();
    expectTypeOf<Args<"map">>().toExtend<Parameters<Our["map"]>>();
    expectTypeOf<Args<"startCrawl">>().toExtend<Parameters<Our["startCrawl"]>>();
    expectTypeOf<Args<"getCrawlStatus">>().toExtend<Parameters<Our["getCrawlStatus"]>>();
    expectTypeOf<Args<"crawl">>().toExtend<Parameters<Our["crawl"]>>();
    expectTypeOf<Args<"cancelCrawl">>().toExtend<Parameters<Our["cancelCrawl"]>>();
    expectTypeOf<Args<"getCrawlErrors">>().toExtend<Parameters<Our["getCrawlErrors"]>>();
    expectTypeOf<Args<"getActiveCrawls">>().toExtend<Parameters<Our["getActiveCrawls"]>>();
    expectTypeOf<Args<"crawlParamsPreview">>().toExtend<Parameters<Our["crawlParamsPreview"]>>();
    expectTypeOf<Args<"startBatchScrape">>().toExtend<Parameters<Our["startBatchScrape"]>>();
    expectTypeOf<Args<"getBatchScrapeStatus">>().toExtend<
      Parameters<Our["getBatchScrapeStatus"]>
    >();
    expectTypeOf<Args<"getBatchScrapeErrors">>().toExtend<
      Parameters<Our["getBatchScrapeErrors"]>
    >();
    expectTypeOf<Args<"cancelBatchScrape">>().toExtend<Parameters<Our["cancelBatchScrape"]>>();
    expectTypeOf<Args<"batchScrape">>().toExtend<Parameters<Our["batchScrape"]>>();
    expectTypeOf<Args<"startExtract">>().toExtend<Parameters<Our["startExtract"]>>();
    expectTypeOf<Args<"getExtractStatus">>().toExtend<Parameters<Our["getExtractStatus"]>>();
    expectTypeOf<Args<"extract">>().toExtend<Parameters<Our["extract"]>>();
    expectTypeOf<Args<"startAgent">>().toExtend<Parameters<Our["startAgent"]>>();
    expectTypeOf<Args<"agent">>().toExtend<Parameters<Our["agent"]>>();
    expectTypeOf<Args<"getAgentStatus">>().toExtend<Parameters<Our["getAgentStatus"]>>();
    expectTypeOf<Args<"cancelAgent">>().toExtend<Parameters<Our["cancelAgent"]>>();
    expectTypeOf<Args<"getCreditUsage">>().toExtend<Parameters<Our["getCreditUsage"]>>();
    expectTypeOf<Args<"getTokenUsage">>().toExtend<Parameters<Our["getTokenUsage"]>>();
    expectTypeOf<Args<"getCreditUsageHistorical">>().toExtend<
      Parameters<Our["getCreditUsageHistorical"]>
    >();
    expectTypeOf<Args<"getTokenUsageHistorical">>().toExtend<
      Parameters<Our["getTokenUsageHistorical"]>
    >();
    expectTypeOf<Args<"getConcurrency">>().toExtend<Parameters<Our["getConcurrency"]>>();
    expectTypeOf<Args<"getQueueStatus">>().toExtend<Parameters<Our["getQueueStatus"]>>();
    expectTypeOf<Args<"watcher">>().toExtend<Parameters<Our["watcher"]>>();
  });

  it("each method's result can stand where the reference's is expected", () => {
    expectTypeOf<OurResult<"scrape">>().toExtend<Promise<Reference.Document>>();
    // 4.42.0 has no getScrapeStatus; ours answers with the document its scrape gave.
    expectTypeOf<OurResult<"getScrapeStatus">>().toExtend<Promise<Reference.Document>>();
    expectTypeOf<OurResult<"search">>().toExtend<Result<"search">>();
    expectTypeOf<OurResult<"map">>().toExtend<Result<"map">>();
    expectTypeOf<OurResult<"startCrawl">>().toExtend<Result<"startCrawl">>();
    expectTypeOf<OurResult<"getCrawlStatus">>().toExtend<Result<"getCrawlStatus">>();
    expectTypeOf<OurResult<"crawl">>().toExtend<Result<"crawl">>();
    expectTypeOf<OurResult<"cancelCrawl">>().toExtend<Result<"cancelCrawl">>();
    expectTypeOf<OurResult<"getCrawlErrors">>().toExtend<Result<"getCrawlErrors">>();
    expectTypeOf<OurResult<"getActiveCrawls">>().toExtend<Result<"getActiveCrawls">>();
    expectTypeOf<OurResult<"crawlParamsPreview">>().toExtend<Result<"crawlParamsPreview">>();
    expectTypeOf<OurResult<"startBatchScrape">>().toExtend<Result<"startBatchScrape">>();
    expectTypeOf<OurResult<"getBatchScrapeStatus">>().toExtend<Result<"getBatchScrapeStatus">>();
    expectTypeOf<OurResult<"getBatchScrapeErrors">>().toExtend<Result<"getBatchScrapeErrors">>();
    expectTypeOf<OurResult<"cancelBatchScrape">>().toExtend<Result<"cancelBatchScrape">>();
    expectTypeOf<OurResult<"batchScrape">>().toExtend<Result<"batchScrape">>();
    expectTypeOf<OurResult<"startExtract">>().toExtend<Result<"startExtract">>();
    expectTypeOf<OurResult<"getExtractStatus">>().toExtend<Result<"getExtractStatus">>();
    expectTypeOf<OurResult<"extract">>().toExtend<Result<"extract">>();
    expectTypeOf<OurResult<"startAgent">>().toExtend<Promise<Reference.AgentResponse>>();
    expectTypeOf<OurResult<"getAgentStatus">>().toExtend<Result<"getAgentStatus">>();
    expectTypeOf<OurResult<"agent">>().toExtend<Result<"agent">>();
    expectTypeOf<OurResult<"cancelAgent">>().toExtend<Result<"cancelAgent">>();
    expectTypeOf<OurResult<"getCreditUsage">>().toExtend<Result<"getCreditUsage">>();
    expectTypeOf<OurResult<"getTokenUsage">>().toExtend<Result<"getTokenUsage">>();
    expectTypeOf<OurResult<"getCreditUsageHistorical">>().toExtend<
      Result<"getCreditUsageHistorical">
    >();
    expectTypeOf<OurResult<"getTokenUsageHistorical">>().toExtend<
      Result<"getTokenUsageHistorical">
    >();
    expectTypeOf<OurResult<"getConcurrency">>().toExtend<Result<"getConcurrency">>();
    expectTypeOf<OurResult<"getQueueStatus">>().toExtend<Result<"getQueueStatus">>();
  });

  it("the same exports: default Firecrawl with .v1, FirecrawlClient, FirecrawlAppV1, Watcher", () => {
    expectTypeOf<Ours.default>().toEqualTypeOf<Ours.Firecrawl>();
    expectTypeOf<Ours.Firecrawl["v1"]>().toEqualTypeOf<Ours.FirecrawlAppV1>();
    expectTypeOf<Ours.FirecrawlAppV1>().toEqualTypeOf<Ours.FirecrawlApp>();
    expectTypeOf<ReturnType<Our["watcher"]>>().toEqualTypeOf<Ours.Watcher>();
    expectTypeOf<Reference.FirecrawlClientOptions>().toExtend<Ours.FirecrawlClientOptions>();
    expectTypeOf<Reference.CrawlOptions>().toExtend<Ours.CrawlOptions>();
    expectTypeOf<Reference.BatchScrapeOptions>().toExtend<Ours.BatchScrapeOptions>();
    expectTypeOf<Reference.MapOptions>().toExtend<Ours.MapOptions>();
    expectTypeOf<Reference.ScrapeOptions>().toExtend<Ours.ScrapeOptions>();
    expectTypeOf<Reference.SearchRequest>().toExtend<Ours.SearchRequest>();
    expectTypeOf<Reference.ThreatProtectionOptions>().toEqualTypeOf<Ours.ThreatProtectionOptions>();
    expectTypeOf<Reference.AuditMetadata>().toEqualTypeOf<Ours.AuditMetadata>();
    expectTypeOf<Reference.AgentWebhookConfig>().toExtend<Ours.AgentWebhookConfig>();
    expectTypeOf<Ours.Document>().toExtend<Reference.Document>();
  });
});
