import type * as Reference from "firecrawl-js-v4";
import { describe, expectTypeOf, it } from "vitest";
import type * as Ours from "../index.js";
import type { ArgumentsRefused, Shape, V1Shape } from "../../test/support/public-shape.js";

type Ref = Reference.FirecrawlClient;
type Our = Ours.FirecrawlClient;

/**
 * The public shape of the reference's client, its sub-clients (`research`, and `v1` on
 * `Firecrawl`) by their public shapes too (`v1` less the methods `V1Shape` names): both are
 * classes with private members. Its `watcher`
 * returns a Watcher that extends Node's EventEmitter, which browsers lack: ours has the same
 * `start` and `close`, and `on` for its own events (see the watcher's tests).
 */
type ClientShape<
  T extends {
    research: unknown;
    watcher: (...args: never[]) => { start: unknown; close: unknown };
  },
> = Omit<Shape<T>, "research" | "v1" | "watcher"> & {
  research: Shape<T["research"]>;
  watcher: (...args: Parameters<T["watcher"]>) => Pick<ReturnType<T["watcher"]>, "start" | "close">;
} & (T extends { v1: infer V1 } ? { v1: V1Shape<V1> } : unknown);
// Checked by the type checker (`pnpm typecheck`): code written against 4.42.0's v2 client keeps
// compiling when it switches to ours, because ours accepts every argument of theirs and every
// result of ours is a result of theirs.
describe("the v2 client against @mendable/firecrawl-js 4.42.0", () => {
  it("an instance of ours stands wherever the reference's public shape is expected, whole", () => {
    // Every public name of theirs, with results ours can stand for: a method they have and we
    // lack fails here by itself. Their `research` and `v1` are compared by public shape (above).
    const firecrawl = (ours: Ours.Firecrawl): ClientShape<Reference.Firecrawl> => ours;
    const client = (ours: Ours.FirecrawlClient): ClientShape<Reference.FirecrawlClient> => ours;
    const research = (ours: Ours.ResearchClient): Shape<Reference.ResearchClient> => ours;
    expectTypeOf([firecrawl, client, research]).not.toBeNever();
    // The test can fail: a client without one of theirs is refused.
    expectTypeOf<Omit<Ours.FirecrawlClient, "listMonitors">>().not.toExtend<
      ClientShape<Reference.FirecrawlClient>
    >();
    expectTypeOf<Omit<Ours.FirecrawlApp, "getQueueStatus">>().not.toExtend<
      V1Shape<Reference.Firecrawl["v1"]>
    >();
  });

  it("every method takes the reference's arguments, by name, overloads aside", () => {
    expectTypeOf<ArgumentsRefused<Ref, Our>>().toEqualTypeOf<never>();
    expectTypeOf<
      ArgumentsRefused<Reference.ResearchClient, Ours.ResearchClient>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      ArgumentsRefused<Reference.Firecrawl["v1"], Ours.FirecrawlApp>
    >().toEqualTypeOf<never>();
  });

  it("the Alexandria form of scrape takes the reference's request", () => {
    type AlexandriaScrape = Extract<
      Our["scrape"],
      (request: Ours.AlexandriaScrapeRequest) => unknown
    >;
    expectTypeOf<[Reference.AlexandriaScrapeRequest]>().toExtend<Parameters<AlexandriaScrape>>();
    expectTypeOf<ReturnType<AlexandriaScrape>>().toExtend<
      Promise<Reference.AlexandriaScrapeData>
    >();
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
