import { describe, expect, it } from "vitest";
import { siteConfig } from "~/site.config";
import { createAnalysisController, type Notice } from "./analysis-controller";
import { isBusy } from "./analysis-state";
import { OUTAGE_PATIENCE_MS } from "./constants";
import { resultOf, scriptedProvider, virtualClock, type ScriptedJob } from "./fake-crawl-provider";
import { memoryStorage } from "./fake-storage";
import { createApiKeyStore } from "./key-storage";
import { PENDING_STARTS_ENTRY, createPendingStarts } from "./pending-starts";
import { CANCEL_RETRY_MAX_MS, cancelRetryDelay, createResentCancels } from "./resent-cancels";

const moving = siteConfig.analysedSites.find((site) => site.id === "moving");
if (!moving) throw new Error("no moving site");

/** Timers the test fires by hand, in the order they were started. */
function manualTimers() {
  const pending: { ms: number; fire: () => void }[] = [];
  const fired: number[] = [];
  return {
    pending,
    fired,
    startTimer: (ms: number, onExpire: () => void) => {
      const timer = { ms, fire: onExpire };
      pending.push(timer);
      return () => {
        const index = pending.indexOf(timer);
        if (index >= 0) pending.splice(index, 1);
      };
    },
    /** Fires the oldest timer, as time passing would. */
    fireNext() {
      const timer = pending.shift();
      if (!timer) throw new Error("no timer running");
      fired.push(timer.ms);
      timer.fire();
    },
  };
}

/** One page load of the tool, on virtual time, with a saved key and the tab's session storage. */
function pageLoad(
  options: Parameters<typeof scriptedProvider>[0] & { session?: ReturnType<typeof memoryStorage> },
) {
  const clock = virtualClock();
  const timers = manualTimers();
  const provider = scriptedProvider({ now: clock.now, sleep: clock.sleep, ...options });
  const session = options.session ?? memoryStorage();
  const notices: Notice[] = [];
  const controller = createAnalysisController({
    sites: siteConfig.analysedSites,
    keyTestUrl: siteConfig.provider.keyTestUrl,
    createProvider: provider.create,
    keyStore: createApiKeyStore(
      () => memoryStorage({ [siteConfig.provider.storageKey]: "fc-saved" }),
      siteConfig.provider.storageKey,
    ),
    sleep: clock.sleep,
    notify: (notice) => notices.push(notice),
    startTimer: timers.startTimer,
    pendingStarts: createPendingStarts(() => session, clock.now),
    now: clock.now,
  });
  return { controller, provider, timers, session, notices };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const cancelsOf = (calls: { method: string }[]) =>
  calls.filter((call) => call.method === "cancelCrawl").length;

describe("the backoff of a cancel sent again", () => {
  it("doubles from 2 s to a 30 s cap, each wait between half and all of its step", () => {
    const steps = [2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    steps.forEach((step, attempt) => {
      expect(cancelRetryDelay(attempt, () => 0)).toBe(step / 2);
      expect(cancelRetryDelay(attempt, () => 0.999_999)).toBe(step);
    });
    expect(cancelRetryDelay(5_000, () => 0.5)).toBeLessThanOrEqual(CANCEL_RETRY_MAX_MS);
  });

  it("sends a cancel the provider did not answer again on that schedule until it answers", async () => {
    const timers = manualTimers();
    const settled: string[] = [];
    const { create, calls } = scriptedProvider({ unansweredCancels: 3 });
    const session = memoryStorage();
    const starts = createPendingStarts(
      () => session,
      () => 0,
    );
    const record = starts.add("https://site.test/", 100);
    record.named("job-7");
    const cancels = createResentCancels({
      startTimer: timers.startTimer,
      random: () => 0,
      onSettled: (jobId, outcome) => settled.push(`${jobId} ${outcome.status}`),
    });
    expect(await cancels.send("job-7", create("fc-key"), record)).toBe("waiting");
    expect(starts.all()[0]?.cancelWanted).toBe(true);
    for (let sent = 1; sent <= 3; sent++) {
      timers.fireNext();
      await settle();
    }
    expect(timers.fired).toEqual([1_000, 2_000, 4_000]);
    expect(cancelsOf(calls)).toBe(4);
    expect(settled).toEqual(["job-7 cancelled"]);
    expect(cancels.has("job-7")).toBe(false);
    expect(starts.all()).toEqual([]);
  });
});

describe("a crawl through an outage of the provider", () => {
  const outageJob = (outage: ScriptedJob["outage"]): ScriptedJob => ({
    progress: [
      { status: "scraping", completed: 1, total: 4 },
      { status: "completed", completed: 4, total: 4 },
    ],
    outage,
    outcome: resultOf(4),
  });

  it("says the provider is not answering while it keeps trying, and picks the crawl up when it answers", async () => {
    const { controller, provider } = pageLoad({ jobs: [outageJob({ after: 0, checks: 3 })] });
    const seen: (number | undefined)[] = [];
    controller.subscribe(() => {
      const { activity } = controller.getState();
      if (activity.kind === "crawling") seen.push(activity.unansweredSince);
    });
    await controller.crawlSite("moving");
    // The notice appeared with the time the provider stopped answering, and went when it answered.
    expect(seen.filter((since) => since !== undefined).length).toBeGreaterThan(0);
    expect(seen.at(-1)).toBeUndefined();
    expect(controller.getState().results.moving?.data).toHaveLength(4);
    expect(controller.getState().errors.moving).toBeUndefined();
    expect(controller.getState().leftCrawls).toEqual([]);
    expect(cancelsOf(provider.calls)).toBe(0);
  });

  it("gives up after the patience: lists the job under the left crawls with its site, uncancelled, and can show its result", async () => {
    const { controller, provider, session } = pageLoad({
      jobs: [outageJob({ after: 0, checks: 3, giveUp: true })],
    });
    await controller.crawlSite("moving");
    const state = controller.getState();
    expect(state.errors.moving?.text).toMatch(
      new RegExp(`did not answer for ${OUTAGE_PATIENCE_MS / 60_000} minutes`),
    );
    expect(state.leftCrawls).toMatchObject([
      {
        jobId: "job-0",
        name: "Moving Services",
        url: moving.url,
        cause: "unanswered",
        status: "running",
      },
    ]);
    expect(cancelsOf(provider.calls)).toBe(0);
    // Kept for the next visit, until it is cancelled or shown.
    expect(JSON.parse(session.values.get(PENDING_STARTS_ENTRY) ?? "[]")).toHaveLength(1);

    await controller.showLeftResult("job-0");
    expect(controller.getState().results.moving?.data).toHaveLength(4);
    expect(controller.getState().leftCrawls[0]?.status).toBe("shown");
    expect(session.values.get(PENDING_STARTS_ENTRY)).toBeUndefined();
  });

  it("a cancel that found the provider down is kept, sent again until it answers, and sent on the next visit", async () => {
    const session = memoryStorage();
    const first = pageLoad({
      session,
      unansweredCancels: 10,
      jobs: [{ ...outageJob({ after: 0, checks: 50 }), endless: true }],
    });
    const crawl = first.controller.crawlSite("moving");
    const unsubscribe = first.controller.subscribe(() => {
      const { activity } = first.controller.getState();
      if (activity.kind === "crawling" && activity.unansweredSince !== undefined)
        first.controller.cancel();
    });
    await crawl;
    unsubscribe();
    await settle();
    expect(isBusy(first.controller.getState())).toBe(false);
    expect(first.controller.getState().leftCrawls).toMatchObject([
      { jobId: "job-0", cause: "cancel-unsent", status: "resending" },
    ]);
    expect(cancelsOf(first.provider.calls)).toBe(1);
    first.timers.fireNext();
    await settle();
    expect(cancelsOf(first.provider.calls)).toBe(2);
    // The page is left with the cancel still undelivered: the next visit sends it.
    first.controller.leave();
    expect(JSON.parse(session.values.get(PENDING_STARTS_ENTRY) ?? "[]")).toMatchObject([
      { jobId: "job-0", cancelWanted: true },
    ]);

    const second = pageLoad({ session });
    await second.controller.opened();
    await settle();
    expect(second.provider.calls).toContainEqual({ method: "cancelCrawl", jobId: "job-0" });
    expect(second.controller.getState().leftCrawls).toMatchObject([
      { jobId: "job-0", status: "cancelled" },
    ]);
    expect(second.notices.at(-1)?.description).toBe("Crawl of Moving Services cancelled");
    expect(session.values.get(PENDING_STARTS_ENTRY)).toBeUndefined();
  });

  it("a left crawl's cancel that meets no answer is sent again when the provider answers", async () => {
    const { controller, provider, timers, notices } = pageLoad({
      unansweredCancels: 1,
      jobs: [outageJob({ after: 0, checks: 2, giveUp: true })],
    });
    await controller.crawlSite("moving");
    await controller.cancelLeftCrawl("job-0");
    expect(controller.getState().leftCrawls[0]?.status).toBe("resending");
    expect(cancelsOf(provider.calls)).toBe(1);
    // Time passes; the provider is back and answers the cancel sent again.
    timers.fireNext();
    await settle();
    expect(cancelsOf(provider.calls)).toBe(2);
    expect(controller.getState().leftCrawls[0]?.status).toBe("cancelled");
    expect(notices.at(-1)?.description).toBe("Crawl of Moving Services cancelled");
  });
});
