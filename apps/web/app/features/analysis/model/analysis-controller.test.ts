import { describe, expect, it } from "vitest";
import { type AnalysedSite, siteConfig } from "~/site.config";
import { createAnalysisController, type Notice } from "./analysis-controller";
import { isBusy } from "./analysis-state";
import { KeyRejectedError, ProviderUnavailableError } from "./errors";
import { resultOf, scriptedProvider, virtualClock, type ScriptedJob } from "./fake-crawl-provider";
import { createApiKeyStore } from "./key-storage";

/** A site's address by its id, so that the order the tests expect stays their own. */
function urlOf(id: AnalysedSite["id"]) {
  const site = siteConfig.analysedSites.find((candidate) => candidate.id === id);
  if (!site) throw new Error(`no analysed site ${id}`);
  return site.url;
}

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const quickJob = (pages: number): ScriptedJob => ({
  progress: [{ status: "completed", completed: pages, total: pages }],
  result: resultOf(pages),
});

function setup(options: Parameters<typeof scriptedProvider>[0] & { storedKey?: string } = {}) {
  const clock = virtualClock();
  const provider = scriptedProvider({ now: clock.now, ...options });
  const storage = memoryStorage(
    options.storedKey ? { [siteConfig.provider.storageKey]: options.storedKey } : {},
  );
  const notices: Notice[] = [];
  const busyStates: boolean[] = [];
  const controller = createAnalysisController({
    sites: siteConfig.analysedSites,
    keyTestUrl: siteConfig.provider.keyTestUrl,
    createProvider: provider.create,
    keyStore: createApiKeyStore(() => storage, siteConfig.provider.storageKey),
    sleep: clock.sleep,
    notify: (notice) => notices.push(notice),
  });
  controller.subscribe(() => busyStates.push(isBusy(controller.getState())));
  return { controller, clock, provider, storage, notices, busyStates };
}

describe("key validation", () => {
  it("accepts a key whose one-page test crawl succeeds, then saves it under the provider-named entry", async () => {
    const { controller, provider, storage, notices, busyStates } = setup();
    await controller.validateKey("  fc-good  ");
    expect(provider.calls).toEqual([
      {
        method: "testCrawl",
        url: siteConfig.provider.keyTestUrl,
        request: { limit: 1 },
        apiKey: "fc-good",
      },
    ]);
    expect(storage.values.get("firecrawl_api_key")).toBe("fc-good");
    expect(controller.getState().keyAccepted).toBe(true);
    expect(busyStates).toEqual([true, false]);
    expect(notices).toEqual([
      { variant: "success", title: "Success", description: "API key validated and saved" },
    ]);
  });

  it("says 'Invalid API key' and saves nothing when the test crawl does not succeed", async () => {
    const { controller, storage, notices } = setup({ testCrawlAnswer: false });
    await controller.validateKey("fc-bad");
    expect(storage.values.size).toBe(0);
    expect(controller.getState().keyAccepted).toBe(false);
    expect(notices).toEqual([
      { variant: "destructive", title: "Error", description: "Invalid API key" },
    ]);
  });

  it("says 'Invalid API key' when the provider refuses the key", async () => {
    const { controller, notices } = setup({
      failWith: { testCrawl: new KeyRejectedError("Unauthorized: Invalid token") },
    });
    await controller.validateKey("fc-bad");
    expect(notices.map((notice) => notice.description)).toEqual(["Invalid API key"]);
  });

  it("says 'Failed to validate API key' when validation throws, and stays on the setup step", async () => {
    const { controller, notices, busyStates } = setup({
      failWith: { testCrawl: new ProviderUnavailableError("connect ECONNREFUSED") },
    });
    await controller.validateKey("fc-good");
    expect(controller.getState().keyAccepted).toBe(false);
    expect(busyStates.at(-1)).toBe(false);
    expect(notices).toEqual([
      { variant: "destructive", title: "Error", description: "Failed to validate API key" },
    ]);
  });

  it("treats a blank key as invalid without calling the provider", async () => {
    const { controller, provider, notices } = setup();
    await controller.validateKey("   ");
    expect(provider.calls).toEqual([]);
    expect(notices.map((notice) => notice.description)).toEqual(["Invalid API key"]);
  });
});

describe("crawling one site", () => {
  it("reads the key from storage when the crawl starts and stores the result for that site", async () => {
    const { controller, provider, storage, notices } = setup({ jobs: [quickJob(3)] });
    await controller.validateKey("fc-first");
    storage.values.set("firecrawl_api_key", "fc-rotated");
    await controller.crawlSite("cleaning");

    const start = provider.calls.find((call) => call.method === "startCrawl");
    expect(start).toMatchObject({ url: urlOf("cleaning"), apiKey: "fc-rotated" });
    expect(controller.getState().results.cleaning?.completed).toBe(3);
    expect(controller.getState().results.moving).toBeUndefined();
    expect(notices.at(-1)).toEqual({
      variant: "success",
      title: "Success",
      description: "Cleaning Services crawled successfully",
    });
    expect(isBusy(controller.getState())).toBe(false);
  });

  it("says 'API key not found' and starts nothing when storage has no key", async () => {
    const { controller, provider, notices } = setup();
    await controller.crawlSite("moving");
    expect(provider.calls).toEqual([]);
    expect(notices).toEqual([
      { variant: "destructive", title: "Error", description: "API key not found" },
    ]);
  });

  it("shows the provider's error text for a failed crawl and keeps the previous result", async () => {
    const { controller, notices } = setup({
      storedKey: "fc-good",
      jobs: [
        quickJob(2),
        { progress: [{ status: "failed", completed: 0, total: 0, error: "Site unreachable" }] },
      ],
    });
    await controller.crawlSite("moving");
    await controller.crawlSite("moving");
    expect(notices.at(-1)).toEqual({
      variant: "destructive",
      title: "Error",
      description: "Site unreachable",
    });
    expect(controller.getState().results.moving?.completed).toBe(2);
  });

  it("falls back to 'Failed to crawl {site}' when the failure has no text", async () => {
    const { controller, notices } = setup({
      storedKey: "fc-good",
      failWith: { startCrawl: new Error("") },
    });
    await controller.crawlSite("financial");
    expect(notices.at(-1)?.description).toBe("Failed to crawl Financial Services");
  });

  it("ignores a second start while busy", async () => {
    const { controller, provider } = setup({
      storedKey: "fc-good",
      jobs: [quickJob(1), quickJob(1)],
    });
    await Promise.all([controller.crawlSite("moving"), controller.crawlSite("cleaning")]);
    expect(provider.calls.filter((call) => call.method === "startCrawl")).toHaveLength(1);
  });
});

describe("crawl all", () => {
  it("crawls moving, cleaning and financial in order with a 2000 ms pause between them", async () => {
    const { controller, provider, clock, notices } = setup({
      storedKey: "fc-good",
      jobs: [quickJob(1), quickJob(2), quickJob(3)],
    });
    await controller.crawlAll();
    const starts = provider.calls.flatMap((call) => (call.method === "startCrawl" ? [call] : []));
    expect(starts.map((call) => [call.url, call.at])).toEqual([
      [urlOf("moving"), 0],
      [urlOf("cleaning"), 2000],
      [urlOf("financial"), 4000],
    ]);
    expect(clock.sleeps).toEqual([2000, 2000]);
    expect(notices.map((notice) => notice.description)).toEqual([
      "Moving Services crawled successfully",
      "Cleaning Services crawled successfully",
      "Financial Services crawled successfully",
    ]);
  });

  it("goes on with the next site after a failed one", async () => {
    const { controller, notices } = setup({
      storedKey: "fc-good",
      jobs: [
        quickJob(1),
        { progress: [{ status: "failed", completed: 0, total: 0, error: "Site unreachable" }] },
        quickJob(1),
      ],
    });
    await controller.crawlAll();
    expect(notices.map((notice) => notice.description)).toEqual([
      "Moving Services crawled successfully",
      "Site unreachable",
      "Financial Services crawled successfully",
    ]);
  });

  it("stays busy through the pauses, so no other crawl can start between sites", async () => {
    const { controller, busyStates } = setup({
      storedKey: "fc-good",
      jobs: [quickJob(1), quickJob(1), quickJob(1)],
    });
    await controller.crawlAll();
    expect(busyStates.slice(0, -1).every(Boolean)).toBe(true);
    expect(busyStates.at(-1)).toBe(false);
  });

  it("stops after the running crawl is cancelled, and cancels it at the provider", async () => {
    const { controller, provider, notices } = setup({
      storedKey: "fc-good",
      jobs: [quickJob(1), { progress: [{ status: "scraping", completed: 1, total: 9 }] }],
    });
    const unsubscribe = controller.subscribe(() => {
      const { activity } = controller.getState();
      if (
        activity.kind === "crawling" &&
        activity.siteId === "cleaning" &&
        activity.completed === 1
      ) {
        controller.cancel();
      }
    });
    await controller.crawlAll();
    unsubscribe();
    const urls = provider.calls.flatMap((call) => (call.method === "startCrawl" ? [call.url] : []));
    expect(urls).toEqual([urlOf("moving"), urlOf("cleaning")]);
    expect(provider.calls.at(-1)).toEqual({ method: "cancelCrawl", jobId: "job-1" });
    expect(notices.at(-1)).toEqual({
      variant: "default",
      title: "Cancelled",
      description: "Crawl of Cleaning Services cancelled",
    });
    expect(isBusy(controller.getState())).toBe(false);
  });

  it("stops during a pause when cancelled there", async () => {
    const { controller, provider, notices } = setup({ storedKey: "fc-good", jobs: [quickJob(1)] });
    const unsubscribe = controller.subscribe(() => {
      if (controller.getState().activity.kind === "pausing") controller.cancel();
    });
    await controller.crawlAll();
    unsubscribe();
    expect(provider.calls.filter((call) => call.method === "startCrawl")).toHaveLength(1);
    expect(notices.at(-1)?.description).toBe("Crawl All Websites cancelled");
  });

  it("stops at once when no key is stored", async () => {
    const { controller, notices } = setup();
    await controller.crawlAll();
    expect(notices.map((notice) => notice.description)).toEqual(["API key not found"]);
  });
});
