// The runtime smoke steps, written once: Bun and Deno run them on the package entry each resolves
// (runtime-entry.mjs), workerd on the browser/edge entry bundled into a module worker
// (worker-entry.mjs). Only web-standard APIs are used here, so that one file runs on all three.
import type * as CrawlClientEntry from "../../src/browser.js";

/** What the steps use of an entry; the Node and the browser/edge entries export the same names. */
export type SmokeSdk = Pick<
  typeof CrawlClientEntry,
  "Firecrawl" | "FirecrawlError" | "NotFoundError" | "AbortedError"
>;

export interface SmokeTarget {
  apiUrl: string;
  apiKey: string;
}

export type StepResult = { passed: true; detail: unknown } | { passed: false; error: string };

/** A site of the emulator's default pages; `STUCK_HOST` is set up by the test to never finish. */
export const SITE = "https://example.com";
export const SITE_PAGES = 5;
export const V1_CRAWL_LIMIT = 3;
export const STUCK_HOST = "stuck.example.com";
const UNKNOWN_JOB = "00000000-0000-4000-8000-000000000000";
const PARSED_HEADING = "Hello parse";

type Client = InstanceType<SmokeSdk["Firecrawl"]>;
type Step = (client: Client, sdk: SmokeSdk) => Promise<unknown>;

function check(condition: boolean, failure: string): asserts condition {
  if (!condition) throw new Error(failure);
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error("resolved where it should have rejected"),
    (error: unknown) => error,
  );
}

const STEPS = {
  async scrape(client) {
    const page = await client.scrape(`${SITE}/about`, { formats: ["markdown"] });
    check(page.metadata?.sourceURL === `${SITE}/about`, `scraped ${page.metadata?.sourceURL}`);
    check((page.markdown ?? "").length > 0, "the scraped page has no markdown");
    return page.metadata.sourceURL;
  },

  async waitingCrawl(client) {
    const job = await client.crawl(SITE, { limit: SITE_PAGES });
    check(job.status === "completed", `the crawl ended ${job.status}`);
    check(job.data.length === SITE_PAGES, `the crawl gathered ${job.data.length} documents`);
    return { status: job.status, documents: job.data.length };
  },

  async watcher(client) {
    const { id } = await client.startCrawl(SITE, { limit: SITE_PAGES });
    const watcher = client.watcher(id, { kind: "crawl" });
    let told = 0;
    let end = "none";
    watcher.on("document", () => (told += 1));
    watcher.on("done", () => (end = "done"));
    watcher.on("error", ({ error }) => (end = `error: ${error}`));
    await watcher.start();
    check(end === "done", `the watch ended with ${end}`);
    check(told === SITE_PAGES, `the watcher told ${told} documents`);
    return { end, told, kept: watcher.data.length };
  },

  async v1CrawlUrl(client) {
    const result = await client.v1.crawlUrl(SITE, { limit: V1_CRAWL_LIMIT });
    check(result.success, "v1 crawlUrl did not succeed");
    check(result.status === "completed", `the v1 crawl ended ${result.status}`);
    check(
      result.data.length === V1_CRAWL_LIMIT,
      `the v1 crawl gathered ${result.data.length} documents`,
    );
    return { status: result.status, documents: result.data.length };
  },

  async parseBytes(client) {
    const bytes = new TextEncoder().encode(`<html><body><h1>${PARSED_HEADING}</h1></body></html>`);
    const document = await client.parse(
      { data: bytes, filename: "hello.html", contentType: "text/html" },
      { formats: ["markdown"] },
    );
    check(document.markdown?.includes(PARSED_HEADING) === true, "the parsed file lost its text");
    return { markdownHasHeading: true };
  },

  async typedError(client, sdk) {
    const error = await rejection(client.getCrawlStatus(UNKNOWN_JOB));
    check(error instanceof sdk.NotFoundError, `an unknown job gave ${String(error)}`);
    check(error instanceof sdk.FirecrawlError, "NotFoundError is not a FirecrawlError");
    return { name: error.name, statusCode: error.statusCode };
  },

  // The signal fires once the job has started, so the wait is aborted mid-way, not before sending.
  async abort(client, sdk) {
    const controller = new AbortController();
    const waiting = client.crawl(
      `https://${STUCK_HOST}`,
      { limit: SITE_PAGES, onStarted: () => controller.abort() },
      { signal: controller.signal },
    );
    const error = await rejection(waiting);
    check(error instanceof sdk.AbortedError, `the aborted wait gave ${String(error)}`);
    return { name: error.name };
  },
} satisfies Record<string, Step>;

export type StepName = keyof typeof STEPS;

export interface SmokeSummary {
  /** `navigator.userAgent`: the runtime and its version, as it names itself. */
  userAgent: string;
  steps: Record<StepName, StepResult>;
}

/** Runs every step, one after another; a step that fails is recorded and the next one still runs. */
export async function runSmoke(sdk: SmokeSdk, target: SmokeTarget): Promise<SmokeSummary> {
  const client = new sdk.Firecrawl({ apiUrl: target.apiUrl, apiKey: target.apiKey });
  const steps: Partial<Record<StepName, StepResult>> = {};
  for (const [name, step] of Object.entries(STEPS) as [StepName, Step][]) {
    try {
      steps[name] = { passed: true, detail: await step(client, sdk) };
    } catch (error) {
      steps[name] = {
        passed: false,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      };
    }
  }
  return { userAgent: navigator.userAgent, steps: steps as Record<StepName, StepResult> };
}
