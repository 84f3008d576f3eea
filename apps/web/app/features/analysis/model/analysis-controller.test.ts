import { describe, expect, it, vi } from "vitest";
import { type AnalysedSite, siteConfig } from "~/site.config";
import { createAnalysisController, type Notice } from "./analysis-controller";
import { isBusy } from "./analysis-state";
import { initialAnalysisState } from "./analysis-state";
import { CrawlFailedError, KeyRejectedError, ProviderUnavailableError } from "./errors";
import { resultOf, scriptedProvider, virtualClock, type ScriptedJob } from "./fake-crawl-provider";
import { memoryStorage } from "./fake-storage";
import { createApiKeyStore, type KeyValueStorage } from "./key-storage";
import { createPendingStarts } from "./pending-starts";
import type { Sleep } from "./sleep";

/** The entries of a memory storage, or an empty map for a storage that refuses everything. */
const memoryValues = (storage: KeyValueStorage & { values?: Map<string, string> }) =>
  storage.values ?? new Map<string, string>();

/** A site's address by its id, so that the order the tests expect stays their own. */
function urlOf(id: AnalysedSite["id"]) {
  const site = siteConfig.analysedSites.find((candidate) => candidate.id === id);
  if (!site) throw new Error(`no analysed site ${id}`);
  return site.url;
}

const quickJob = (pages: number): ScriptedJob => ({
  progress: [{ status: "completed", completed: pages, total: pages }],
  outcome: resultOf(pages),
});

const { keyTestUrl } = siteConfig.provider;

/** A deadline timer the test fires by hand. */
function manualTimer() {
  let expire: (() => void) | null = null;
  const startTimer = (ms: number, onExpire: () => void) => {
    expire = onExpire;
    return () => {
      expire = null;
    };
  };
  return { startTimer, fire: () => expire?.(), isRunning: () => expire !== null };
}

function setup(
  options: Parameters<typeof scriptedProvider>[0] & {
    storedKey?: string;
    storage?: KeyValueStorage & { values?: Map<string, string> };
    /** The tab's session storage, shared by the controllers of its successive page loads. */
    session?: KeyValueStorage;
    sleep?: Sleep;
  } = {},
) {
  const clock = virtualClock();
  const timer = manualTimer();
  const provider = scriptedProvider({
    now: clock.now,
    keyTestUrl,
    ...options,
    sleep: options.sleep ?? clock.sleep,
  });
  const storage =
    options.storage ??
    memoryStorage(options.storedKey ? { [siteConfig.provider.storageKey]: options.storedKey } : {});
  const session = options.session ?? memoryStorage();
  const notices: Notice[] = [];
  const busyStates: boolean[] = [];
  const controller = createAnalysisController({
    sites: siteConfig.analysedSites,
    keyTestUrl,
    createProvider: provider.create,
    keyStore: createApiKeyStore(() => storage, siteConfig.provider.storageKey),
    sleep: options.sleep ?? clock.sleep,
    notify: (notice) => notices.push(notice),
    startTimer: timer.startTimer,
    pendingStarts: createPendingStarts(() => session, clock.now),
    now: clock.now,
  });
  controller.subscribe(() => busyStates.push(isBusy(controller.getState())));
  return { controller, clock, timer, provider, storage, session, notices, busyStates };
}

const stillRunning: ScriptedJob = {
  progress: [{ status: "scraping", completed: 0, total: 1 }],
  endless: true,
};

describe("key validation", () => {
  it("accepts a key whose one-page test crawl completes, then saves it under the provider-named entry", async () => {
    const { controller, provider, storage, notices, busyStates } = setup();
    await controller.validateKey("  fc-good  ");
    expect(provider.calls[0]).toEqual({
      method: "crawl",
      url: keyTestUrl,
      request: { limit: 1 },
      maxWait: 120_000,
      apiKey: "fc-good",
      at: 0,
    });
    expect(provider.calls.map((call) => call.method)).toEqual(["crawl", "started"]);
    expect(memoryValues(storage).get("firecrawl_api_key")).toBe("fc-good");
    expect(controller.getState()).toMatchObject({ keyAccepted: true, keyRemembered: true });
    expect(busyStates).toEqual([true, false]);
    expect(notices).toEqual([
      { variant: "success", title: "Success", description: "API key validated and saved" },
    ]);
  });

  it("accepts a key whose test crawl completed with 0 pages: the provider took the key", async () => {
    const { controller, notices } = setup({
      keyTest: {
        progress: [{ status: "completed", completed: 0, total: 0 }],
        outcome: resultOf(0),
      },
    });
    await controller.validateKey("fc-good");
    expect(controller.getState().keyAccepted).toBe(true);
    expect(notices.map((notice) => notice.description)).toEqual(["API key validated and saved"]);
  });

  it("says 'Invalid API key' with the provider's text when the test crawl fails, and saves nothing", async () => {
    const { controller, storage, notices } = setup({
      keyTest: { outcome: new CrawlFailedError("Site blocked") },
    });
    await controller.validateKey("fc-bad");
    expect(memoryValues(storage).size).toBe(0);
    expect(controller.getState().keyAccepted).toBe(false);
    expect(notices).toEqual([
      {
        variant: "destructive",
        title: "Error",
        description: "Invalid API key",
        detail: "Site blocked",
      },
    ]);
  });

  it("says 'Invalid API key' with the status and the provider's reason when it refuses the key", async () => {
    const { controller, notices } = setup({
      keyTest: {
        startError: new KeyRejectedError("Failed to start crawl job. Status code: 402.", {
          reason: "402: Insufficient credits",
        }),
      },
    });
    await controller.validateKey("fc-poor");
    expect(notices).toEqual([
      {
        variant: "destructive",
        title: "Error",
        description: "Invalid API key",
        detail: "402: Insufficient credits",
      },
    ]);
  });

  it("says 'Failed to validate API key' when the provider cannot be reached, and stays on the setup step", async () => {
    const { controller, notices, busyStates } = setup({
      keyTest: { startError: new ProviderUnavailableError("connect ECONNREFUSED") },
    });
    await controller.validateKey("fc-good");
    expect(controller.getState().keyAccepted).toBe(false);
    expect(busyStates.at(-1)).toBe(false);
    expect(notices).toEqual([
      {
        variant: "destructive",
        title: "Error",
        description: "Failed to validate API key",
        detail: "connect ECONNREFUSED",
      },
    ]);
  });

  it("treats a blank key as invalid without calling the provider", async () => {
    const { controller, provider, notices } = setup();
    await controller.validateKey("   ");
    expect(provider.calls).toEqual([]);
    expect(notices.map((notice) => notice.description)).toEqual(["Invalid API key"]);
  });

  it("stops at its 2-minute deadline, cancels the test crawl and says so", async () => {
    const clock = virtualClock();
    let fireDeadline = () => {};
    const { controller, provider, notices, timer } = setup({
      keyTest: stillRunning,
      // The deadline passes while the check waits for its third status check.
      sleep: async (ms, signal) => {
        if (clock.sleeps.length === 2) fireDeadline();
        await clock.sleep(ms, signal);
      },
    });
    fireDeadline = timer.fire;
    await controller.validateKey("fc-slow");
    expect(controller.getState().keyAccepted).toBe(false);
    expect(provider.calls.at(-1)).toEqual({ method: "cancelCrawl", jobId: "key-0" });
    expect(notices).toEqual([
      {
        variant: "destructive",
        title: "Error",
        description: "Failed to validate API key",
        detail:
          "The provider did not finish the test crawl within 2 minutes, so it was stopped. Try again later.",
      },
    ]);
    expect(timer.isRunning()).toBe(false);
  });

  it("can be cancelled: the test crawl is cancelled at the provider and nothing is saved", async () => {
    const { controller, provider, storage, notices } = setup({ keyTest: stillRunning });
    const unsubscribe = controller.subscribe(() => undefined);
    const check = controller.validateKey("fc-good");
    await Promise.resolve();
    controller.cancel();
    await check;
    unsubscribe();
    expect(memoryValues(storage).size).toBe(0);
    expect(controller.getState().activity.kind).toBe("idle");
    expect(provider.calls.filter((call) => call.method === "cancelCrawl")).toEqual([
      { method: "cancelCrawl", jobId: "key-0" },
    ]);
    expect(notices).toEqual([
      { variant: "default", title: "Cancelled", description: "API key check cancelled" },
    ]);
  });

  it("keeps the key for this page only when storage throws, says so quietly, and crawls with it", async () => {
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
      removeItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
    const { controller, provider, notices } = setup({ storage: refusing, jobs: [quickJob(2)] });
    await controller.validateKey("fc-good");
    expect(controller.getState()).toMatchObject({ keyAccepted: true, keyRemembered: false });
    expect(notices).toEqual([
      {
        variant: "success",
        title: "Success",
        description: "API key validated",
        detail:
          "This browser does not let the page store it, so it is kept for this page only and will not be remembered.",
      },
    ]);
    await controller.crawlSite("moving");
    expect(
      provider.calls.find((call) => call.method === "crawl" && call.url === urlOf("moving")),
    ).toMatchObject({ apiKey: "fc-good" });
    expect(notices.at(-1)?.description).toBe("Moving Services crawled successfully");

    controller.forgetKey();
    await controller.crawlSite("moving");
    expect(notices.at(-1)?.description).toBe("API key not found");
  });

  it("forgets the key: removes it from storage and returns to the first step", async () => {
    const { controller, storage, notices } = setup({ jobs: [quickJob(1)] });
    await controller.validateKey("fc-good");
    await controller.crawlSite("moving");
    controller.forgetKey();
    expect(memoryValues(storage).size).toBe(0);
    expect(controller.getState()).toEqual(initialAnalysisState);
    expect(notices.at(-1)).toEqual({
      variant: "default",
      title: "Key forgotten",
      description: "API key removed from this browser",
    });
  });
});

describe("a key saved on an earlier visit", () => {
  it("shows on the setup step without a test crawl, and is used only after one", async () => {
    const { controller, provider } = setup({ storedKey: "fc-saved" });
    controller.opened();
    expect(controller.getState()).toMatchObject({ keySaved: true, keyAccepted: false });
    expect(provider.calls).toEqual([]);

    await controller.validateSavedKey();
    expect(provider.calls[0]).toMatchObject({
      method: "crawl",
      url: keyTestUrl,
      apiKey: "fc-saved",
    });
    expect(controller.getState()).toMatchObject({ keySaved: true, keyAccepted: true });
  });

  it("can be forgotten from the setup step", async () => {
    const { controller, storage, notices, provider } = setup({ storedKey: "fc-saved" });
    controller.opened();
    controller.forgetKey();
    expect(memoryValues(storage).size).toBe(0);
    expect(controller.getState()).toEqual(initialAnalysisState);
    expect(notices.at(-1)?.description).toBe("API key removed from this browser");
    expect(provider.calls).toEqual([]);
  });

  it("is not there when nothing is saved, or when it was removed before it was used", async () => {
    const storage = memoryStorage();
    const { controller, notices, provider } = setup({ storage });
    controller.opened();
    expect(controller.getState().keySaved).toBe(false);

    storage.values.set(siteConfig.provider.storageKey, "fc-saved");
    controller.opened();
    storage.values.clear();
    await controller.validateSavedKey();
    expect(controller.getState().keySaved).toBe(false);
    expect(notices.at(-1)?.description).toBe("API key not found");
    expect(provider.calls).toEqual([]);
  });
});

describe("crawls left running by an earlier visit", () => {
  const movingUrl = urlOf("moving");

  /** Status checks a macrotask apart, so that the test gets a turn while a crawl runs. */
  const taskSleep: Sleep = (_ms, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, 0);
      signal?.addEventListener("abort", () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });

  /** A first page load that starts a crawl of Moving Services and is left before it answers. */
  async function leaveMidStart(session: ReturnType<typeof memoryStorage>) {
    const first = setup({
      storedKey: "fc-saved",
      session,
      holdStart: new Promise<void>(() => undefined),
    });
    const crawl = first.controller.crawlSite("moving");
    first.controller.leave();
    await crawl;
    return first;
  }

  it("lists a job whose start was in flight when the page was left, and cancels it", async () => {
    const session = memoryStorage();
    const first = await leaveMidStart(session);
    expect(first.provider.calls.map((call) => call.method)).toEqual(["crawl"]);

    const active = [{ id: "job-9", url: `${movingUrl}/`, limit: 100 }];
    const next = setup({ storedKey: "fc-saved", session, active: () => active });
    await next.controller.opened();
    expect(next.provider.calls).toEqual([{ method: "activeCrawls", apiKey: "fc-saved" }]);
    expect(next.controller.getState().leftCrawls).toEqual([
      {
        jobId: "job-9",
        startId: expect.any(String),
        url: movingUrl,
        startedAt: 0,
        matchedBy: "address",
        name: "Moving Services",
        status: "running",
      },
    ]);

    await next.controller.cancelLeftCrawl("job-9");
    expect(next.provider.calls.at(-1)).toEqual({ method: "cancelCrawl", jobId: "job-9" });
    expect(next.controller.getState().leftCrawls[0]?.status).toBe("cancelled");
    expect(next.notices.at(-1)?.description).toBe("Crawl of Moving Services cancelled");
    expect(session.values.size).toBe(0);
  });

  it("matches by id the job of a page that died mid-crawl, and forgets it once it no longer runs", async () => {
    const session = memoryStorage();
    // A tab killed or crashed mid-crawl: no pagehide, so no exit cancel, and its record stays.
    createPendingStarts(
      () => session,
      () => 0,
      "crashed",
    )
      .add(movingUrl, 100)
      .named("job-0");
    const running = [{ id: "job-0", url: "https://elsewhere.example", limit: 100 }];
    const next = setup({ storedKey: "fc-saved", session, active: () => running });
    await next.controller.opened();
    expect(next.controller.getState().leftCrawls.map((crawl) => crawl.matchedBy)).toEqual(["id"]);

    const later = setup({ storedKey: "fc-saved", session, active: () => [] });
    await later.controller.opened();
    expect(later.controller.getState().leftCrawls).toEqual([]);
    expect(session.values.size).toBe(0);
  });

  it("asks again while a start left in flight may still appear in the list", async () => {
    const session = memoryStorage();
    await leaveMidStart(session);
    let active: { id: string; url: string }[] = [];
    const next = setup({ storedKey: "fc-saved", session, active: () => active });
    await next.controller.opened();
    expect(next.controller.getState().leftCrawls).toEqual([]);
    expect(next.timer.isRunning()).toBe(true);

    active = [{ id: "job-late", url: movingUrl }];
    next.timer.fire();
    await vi.waitFor(() =>
      expect(next.controller.getState().leftCrawls.map((crawl) => crawl.jobId)).toEqual([
        "job-late",
      ]),
    );
  });

  it("can leave a listed crawl running: it is no longer looked for", async () => {
    const session = memoryStorage();
    await leaveMidStart(session);
    const next = setup({
      storedKey: "fc-saved",
      session,
      active: () => [{ id: "job-9", url: movingUrl, limit: 100 }],
    });
    await next.controller.opened();
    next.controller.keepLeftCrawl("job-9");
    expect(next.controller.getState().leftCrawls[0]?.status).toBe("kept");
    expect(session.values.size).toBe(0);
    expect(next.provider.calls.map((call) => call.method)).toEqual(["activeCrawls"]);
  });

  it("asks nothing when no start was left, or no key is saved to ask with", async () => {
    const quiet = setup({ storedKey: "fc-saved" });
    await quiet.controller.opened();
    const session = memoryStorage();
    await leaveMidStart(session);
    const keyless = setup({ session });
    await keyless.controller.opened();
    expect([...quiet.provider.calls, ...keyless.provider.calls]).toEqual([]);
  });

  it("forgets a started job's record as its exit cancel goes out, before its wait ends", async () => {
    const session = memoryStorage();
    const { controller, provider } = setup({
      storedKey: "fc-saved",
      session,
      sleep: taskSleep,
      jobs: [stillRunning],
    });
    const crawl = controller.crawlSite("moving");
    await vi.waitFor(() => expect(provider.calls.at(-1)?.method).toBe("started"));
    expect(session.values.size).toBe(1);
    controller.leave();
    expect(session.values.size).toBe(0);
    await crawl;
  });

  it("never lists a crawl this page is running itself", async () => {
    const session = memoryStorage();
    await leaveMidStart(session);
    const next = setup({
      storedKey: "fc-saved",
      session,
      sleep: taskSleep,
      jobs: [stillRunning],
      active: () => [{ id: "job-0", url: movingUrl, limit: 100 }],
    });
    const crawl = next.controller.crawlSite("moving");
    await vi.waitFor(() => expect(next.provider.calls.at(-1)?.method).toBe("started"));
    await next.controller.opened();
    expect(next.controller.getState().leftCrawls).toEqual([]);
    next.controller.cancel();
    await crawl;
  });
});

describe("crawling one site", () => {
  it("reads the key from storage when the crawl starts and stores the result for that site", async () => {
    const { controller, provider, storage, notices } = setup({ jobs: [quickJob(3)] });
    await controller.validateKey("fc-first");
    memoryValues(storage).set("firecrawl_api_key", "fc-rotated");
    await controller.crawlSite("cleaning");

    const start = provider.calls.find((call) => call.method === "crawl" && call.url !== keyTestUrl);
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
      jobs: [quickJob(2), { outcome: new CrawlFailedError("Site unreachable") }],
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
      jobs: [{ startError: new Error("") }],
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
    expect(provider.calls.filter((call) => call.method === "crawl")).toHaveLength(1);
  });
});

describe("crawl all", () => {
  it("crawls moving, cleaning and financial in order with a 2000 ms pause between them", async () => {
    const { controller, provider, clock, notices } = setup({
      storedKey: "fc-good",
      jobs: [quickJob(1), quickJob(2), quickJob(3)],
    });
    await controller.crawlAll();
    const starts = provider.calls.flatMap((call) => (call.method === "crawl" ? [call] : []));
    // The client's wait returns every page with its last status check, so crawl all's own 2 s
    // pause is the only wait between two sites.
    expect(starts.map((call) => [call.url, call.at])).toEqual([
      [urlOf("moving"), 0],
      [urlOf("cleaning"), 2000],
      [urlOf("financial"), 4000],
    ]);
    expect(starts.map((call) => call.maxWait)).toEqual([1_800_000, 1_800_000, 1_800_000]);
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
      jobs: [quickJob(1), { outcome: new CrawlFailedError("Site unreachable") }, quickJob(1)],
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
      jobs: [
        quickJob(1),
        { progress: [{ status: "scraping", completed: 1, total: 9 }], endless: true },
      ],
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
    const urls = provider.calls.flatMap((call) => (call.method === "crawl" ? [call.url] : []));
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
    expect(provider.calls.filter((call) => call.method === "crawl")).toHaveLength(1);
    expect(notices.at(-1)?.description).toBe("Crawl All Websites cancelled");
  });

  it("stops at once when no key is stored", async () => {
    const { controller, notices } = setup();
    await controller.crawlAll();
    expect(notices.map((notice) => notice.description)).toEqual(["API key not found"]);
  });
});

describe("a site's result error", () => {
  it("a crawl that completed with 0 pages fails with the empty-crawl text and the provider's recorded errors", async () => {
    const reason = `${urlOf("moving")}: All scraping engines failed!`;
    const { controller, notices } = setup({
      storedKey: "fc-good",
      jobs: [
        {
          progress: [{ status: "completed", completed: 0, total: 0 }],
          outcome: resultOf(0),
          errors: [reason],
        },
      ],
    });
    await controller.crawlSite("moving");
    expect(notices).toEqual([
      {
        variant: "destructive",
        title: "Error",
        description: "Crawl job completed but no data was returned",
        detail: reason,
      },
    ]);
    expect(controller.getState().results.moving).toBeUndefined();
    expect(controller.getState().errors.moving).toEqual({
      text: "Crawl job completed but no data was returned",
      reason,
    });
  });

  it("a failed crawl shows 'Failed to crawl website' with the provider's text, until the next crawl succeeds", async () => {
    const { controller } = setup({
      storedKey: "fc-good",
      jobs: [{ outcome: new CrawlFailedError("Site unreachable") }, quickJob(1)],
    });
    await controller.crawlSite("cleaning");
    expect(controller.getState().errors.cleaning).toEqual({
      text: "Failed to crawl website",
      reason: "Site unreachable",
    });
    await controller.crawlSite("cleaning");
    expect(controller.getState().errors.cleaning).toBeUndefined();
    expect(controller.getState().results.cleaning?.completed).toBe(1);
  });

  it("a provider that cannot be reached shows the connection-failure text", async () => {
    const text =
      "No response received while trying to start crawl job. This may be a network error or the server is unreachable.";
    const { controller } = setup({
      storedKey: "fc-good",
      jobs: [{ startError: new ProviderUnavailableError(text) }],
    });
    await controller.crawlSite("financial");
    expect(controller.getState().errors.financial).toEqual({ text });
  });
});

describe("stopping a crawl", () => {
  it("Cancel pressed before the job id arrives ends the crawl at once and cancels the job once its id arrives", async () => {
    let releaseStart = () => {};
    const holdStart = new Promise<void>((resolve) => (releaseStart = resolve));
    const { controller, provider, notices } = setup({
      storedKey: "fc-good",
      jobs: [stillRunning],
      holdStart,
    });
    const crawl = controller.crawlSite("moving");
    controller.cancel();
    await crawl;
    expect(notices.at(-1)?.description).toBe("Crawl of Moving Services cancelled");
    expect(isBusy(controller.getState())).toBe(false);
    expect(provider.calls.map((call) => call.method)).toEqual(["crawl"]);

    releaseStart();
    await expect
      .poll(() => provider.calls.map((call) => call.method))
      .toEqual(["crawl", "cancelCrawl"]);
    expect(provider.calls.at(-1)).toEqual({ method: "cancelCrawl", jobId: "job-0" });
  });

  it("leaving the page sends the exit cancel for the running job with its key, once, and ends the wait", async () => {
    const { controller, provider, clock } = setup({ storedKey: "fc-good", jobs: [stillRunning] });
    const unsubscribe = controller.subscribe(() => {
      const { activity } = controller.getState();
      if (activity.kind === "crawling" && clock.sleeps.length === 2) controller.leave();
    });
    await controller.crawlSite("moving");
    unsubscribe();
    // The exit cancel outlives the page, and the client's wait sends no second one.
    expect(provider.calls.map((call) => call.method)).toEqual(["crawl", "started", "cancelOnExit"]);
    expect(provider.calls.at(-1)).toEqual({
      method: "cancelOnExit",
      jobId: "job-0",
      apiKey: "fc-good",
    });
    expect(controller.isCrawling()).toBe(false);
  });

  it("asks before leaving only while a crawl runs", async () => {
    const { controller } = setup({ storedKey: "fc-good", jobs: [stillRunning] });
    expect(controller.isCrawling()).toBe(false);
    const seen: boolean[] = [];
    const unsubscribe = controller.subscribe(() => {
      seen.push(controller.isCrawling());
      if (seen.length === 3) controller.cancel();
    });
    await controller.crawlSite("moving");
    unsubscribe();
    expect(seen[0]).toBe(true);
    expect(controller.isCrawling()).toBe(false);
  });
});
