import { describe, expect, it } from "vitest";
import type { CrawlAnalysis } from "@keystone/site-audit";
import {
  type AnalysisWorker,
  AnalysisTimedOutError,
  analyseOffThread,
  createAnalysisRunner,
} from "./analyse-off-thread";
import type { AnalysisReply } from "./analysis.worker";

const page = { markdown: "# A page", metadata: { sourceURL: "https://moving.example.com/" } };

/** A stand-in for the Web Worker: answers with `reply`, or never when it is undefined. */
function fakeWorker(reply?: AnalysisReply | "error") {
  const events = new EventTarget();
  const worker = {
    posted: 0,
    terminated: 0,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    postMessage() {
      worker.posted++;
      // Node has no ErrorEvent: an Event carrying the message stands in for one.
      if (reply === "error")
        events.dispatchEvent(Object.assign(new Event("error"), { message: "boom" }));
      else if (reply) events.dispatchEvent(new MessageEvent("message", { data: reply }));
    },
    terminate() {
      worker.terminated++;
    },
  };
  return worker;
}

const asWorker = (worker: ReturnType<typeof fakeWorker>) => () =>
  worker as unknown as AnalysisWorker;

describe("the analysis off the main thread", () => {
  it("stops a worker that does not answer by its deadline, and says so", async () => {
    const worker = fakeWorker();
    const analysis = analyseOffThread([page], page.metadata.sourceURL, {
      deadlineMs: 30,
      createWorker: asWorker(worker),
    });
    await expect(analysis).rejects.toBeInstanceOf(AnalysisTimedOutError);
    await expect(analysis).rejects.toThrow("did not finish within 0.03 seconds");
    expect(worker.posted).toBe(1);
    expect(worker.terminated).toBe(1);
  });

  it("returns the worker's analysis and ends the worker", async () => {
    const analysis = { pages: [] } as unknown as CrawlAnalysis;
    const worker = fakeWorker({ ok: true, analysis });
    await expect(
      analyseOffThread([page], page.metadata.sourceURL, { createWorker: asWorker(worker) }),
    ).resolves.toBe(analysis);
    expect(worker.terminated).toBe(1);
  });

  it("reports a worker that fails or answers with an error", async () => {
    const failing = fakeWorker("error");
    await expect(
      analyseOffThread([page], page.metadata.sourceURL, { createWorker: asWorker(failing) }),
    ).rejects.toThrow("boom");
    const refusing = fakeWorker({ ok: false, message: "no pages" });
    await expect(
      analyseOffThread([page], page.metadata.sourceURL, { createWorker: asWorker(refusing) }),
    ).rejects.toThrow("no pages");
    expect(failing.terminated + refusing.terminated).toBe(2);
  });

  describe("the page's one worker", () => {
    const request = { pages: [page], startUrl: page.metadata.sourceURL };
    const analysis = { pages: [] } as unknown as CrawlAnalysis;

    it("serves the analyses of a visit one after another, made once (the dictionary loads once)", async () => {
      const made: ReturnType<typeof fakeWorker>[] = [];
      const runner = createAnalysisRunner(() => {
        const worker = fakeWorker({ ok: true, analysis });
        made.push(worker);
        return worker as unknown as AnalysisWorker;
      });
      const answers = await Promise.all([
        runner.analyse(request),
        runner.analyse(request),
        runner.analyse(request),
      ]);
      expect(answers).toEqual([analysis, analysis, analysis]);
      expect(made).toHaveLength(1);
      expect(made[0]?.posted).toBe(3);
      expect(made[0]?.terminated).toBe(0);
      runner.close();
      expect(made[0]?.terminated).toBe(1);
    });

    it("ends a worker past its deadline, and gives the next analysis a new one", async () => {
      const made: ReturnType<typeof fakeWorker>[] = [];
      const replies: (AnalysisReply | undefined)[] = [undefined, { ok: true, analysis }];
      const runner = createAnalysisRunner(() => {
        const worker = fakeWorker(replies[made.length]);
        made.push(worker);
        return worker as unknown as AnalysisWorker;
      });
      await expect(runner.analyse(request, 30)).rejects.toBeInstanceOf(AnalysisTimedOutError);
      await expect(runner.analyse(request, 30)).resolves.toBe(analysis);
      expect(made.map((worker) => worker.terminated)).toEqual([1, 0]);
      runner.close();
    });

    it("keeps the worker after an audit that refused its input, and ends it when idle", async () => {
      const worker = fakeWorker({ ok: false, message: "bad query" });
      const runner = createAnalysisRunner(() => worker as unknown as AnalysisWorker, 20);
      await expect(runner.analyse(request)).rejects.toThrow("bad query");
      expect(worker.terminated).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(worker.terminated).toBe(1);
    });
  });
});
