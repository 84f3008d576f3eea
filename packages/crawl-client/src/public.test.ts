import type * as Reference from "@mendable/firecrawl-js";
import { describe, expectTypeOf, it } from "vitest";
import type * as Ours from "./index.js";
import type { ArgumentsRefused, V1Shape } from "../test/support/public-shape.js";

// Checked by the type checker (`pnpm typecheck`): code written against the reference's types keeps
// compiling when it switches to ours, because every result of ours is a result of theirs.
describe("types against @mendable/firecrawl-js 1.29.3", () => {
  it("an instance of ours stands wherever the reference's public shape is expected, whole", () => {
    // Every public name of 1.29.3's FirecrawlApp; the few whose reference types are wrong or
    // axios's are compared one by one below and in the v1 tests (see V1Shape).
    const app = (ours: Ours.FirecrawlApp): V1Shape<Reference.default> => ours;
    expectTypeOf(app).not.toBeNever();
    expectTypeOf<Omit<Ours.FirecrawlApp, "__deepResearch">>().not.toExtend<
      V1Shape<Reference.default>
    >();
    expectTypeOf<ArgumentsRefused<Reference.default, Ours.FirecrawlApp>>().toEqualTypeOf<never>();
  });

  it("every response type of ours can stand where the reference's is expected", () => {
    expectTypeOf<Ours.CrawlStatusResponse>().toExtend<Reference.CrawlStatusResponse>();
    expectTypeOf<Ours.BatchScrapeStatusResponse>().toExtend<Reference.BatchScrapeStatusResponse>();
    expectTypeOf<Ours.CrawlResponseV1>().toExtend<Reference.CrawlResponse>();
    expectTypeOf<Ours.BatchScrapeResponseV1>().toExtend<Reference.BatchScrapeResponse>();
    expectTypeOf<Ours.CrawlErrorsResponseV1>().toExtend<Reference.CrawlErrorsResponse>();
    expectTypeOf<Ours.CancelResponse>().toExtend<{ status: string }>();
    expectTypeOf<Ours.SearchResponse>().toExtend<Reference.SearchResponse>();
    expectTypeOf<Ours.MapResponse>().toExtend<Reference.MapResponse>();
    expectTypeOf<Ours.ScrapeResponse>().toExtend<Reference.ScrapeResponse>();
    expectTypeOf<Ours.ExtractResponseV1<{ a: number }>>().toExtend<Reference.ExtractResponse>();
    expectTypeOf<Ours.ExtractResponseV1<{ a: number }>["data"]>().toEqualTypeOf<{ a: number }>();
    expectTypeOf<Ours.DeepResearchResponse>().toExtend<Reference.DeepResearchResponse>();
    expectTypeOf<Ours.DeepResearchStatusResponse>().toExtend<Reference.DeepResearchStatusResponse>();
    expectTypeOf<Ours.GenerateLLMsTextResponse>().toExtend<Reference.GenerateLLMsTextResponse>();
    expectTypeOf<Ours.GenerateLLMsTextStatusResponse>().toExtend<Reference.GenerateLLMsTextStatusResponse>();
    expectTypeOf<Ours.FirecrawlDocument>().toExtend<Reference.FirecrawlDocument>();
  });

  it("every request type of the reference's is accepted by ours", () => {
    expectTypeOf<Reference.CrawlParams>().toExtend<Ours.CrawlParams>();
    expectTypeOf<Reference.MapParams>().toExtend<Ours.MapParams>();
    expectTypeOf<Reference.SearchParams>().toExtend<Ours.SearchParams>();
    expectTypeOf<Reference.CrawlScrapeOptions>().toExtend<Ours.CrawlScrapeOptions>();
    expectTypeOf<Reference.Action>().toExtend<Ours.Action>();
    expectTypeOf<Reference.GenerateLLMsTextParams>().toExtend<Ours.GenerateLLMsTextParams>();
    expectTypeOf<Reference.AgentOptions>().toExtend<Ours.AgentOptions>();
    expectTypeOf<Reference.AgentOptionsExtract>().toExtend<Ours.AgentOptionsExtract>();
  });
});
