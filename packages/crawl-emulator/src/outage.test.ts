import { describe, expect, it } from "vitest";
import { call, manualClock, useEmulator } from "./test/helpers.js";

async function startCrawl(emulator: { url: string }, url = "https://example.com/") {
  return (await call(emulator.url, "POST", "/v1/crawl", { url })).body as { id: string };
}

/** Whether anything listens at the address: a refused connection rejects `fetch`. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/__emulator/stats`);
    return true;
  } catch {
    return false;
  }
}

describe("an outage of the provider", () => {
  it("a fault window (forMs) answers its status on its route for that long, then stops", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now, site: { pages: 3 } });
    const { id } = await startCrawl(emulator);
    emulator.faults.inject({ route: "crawl.status", kind: "status", status: 503, forMs: 20_000 });
    const statuses: number[] = [];
    for (const step of [0, 10_000, 9_999]) {
      clock.advance(step);
      statuses.push((await call(emulator, "GET", `/v1/crawl/${id}`)).status);
    }
    // Other routes of the same service are not its family: the job is still there to cancel.
    expect((await call(emulator, "GET", "/v1/crawl/active")).status).toBe(200);
    clock.advance(1);
    const after = await call(emulator, "GET", `/v1/crawl/${id}`);
    expect([...statuses, after.status]).toEqual([503, 503, 503, 200]);
    expect(after.body.status).toBe("completed");
    expect(emulator.stats().faults).toEqual({ status: 3 });
  });

  it("refuses a window that is not a number of ms, over the control plane too", async () => {
    const emulator = await useEmulator();
    expect(() => emulator.faults.inject({ kind: "status", forMs: -1 })).toThrow(/forMs/);
    const refused = await call(emulator, "POST", "/__emulator/faults", {
      kind: "status",
      forMs: "20s",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/forMs/);
  });

  it("stop refuses connections and start answers again on the same port, its jobs kept", async () => {
    const emulator = await useEmulator({ site: { pages: 4 }, timing: { pageIntervalMs: 1 } });
    const { id } = await startCrawl(emulator);
    await emulator.stop();
    expect(await answers(emulator.url)).toBe(false);
    await emulator.start();
    expect(await answers(emulator.url)).toBe(true);
    const status = await call(emulator, "GET", `/v1/crawl/${id}`);
    expect(status.status).toBe(200);
    expect(status.body.status).toBe("completed");
    expect(status.body.data).toHaveLength(4);
    expect(emulator.stats().requests["crawl.start"]).toBe(1);
  });

  it("POST /__emulator/outage goes down after answering and comes back by itself after forMs", async () => {
    const emulator = await useEmulator({ site: { pages: 2 } });
    const { id } = await startCrawl(emulator);
    const answer = await call(emulator, "POST", "/__emulator/outage", { forMs: 400 });
    expect(answer.body).toEqual({ success: true, forMs: 400 });
    await expect.poll(() => answers(emulator.url), { interval: 20 }).toBe(false);
    await expect.poll(() => answers(emulator.url), { interval: 50, timeout: 5_000 }).toBe(true);
    expect((await call(emulator, "GET", `/v1/crawl/${id}`)).body.status).toBe("completed");
    const refused = await call(emulator, "POST", "/__emulator/outage", { forMs: -5 });
    expect(refused.status).toBe(400);
  });
});
