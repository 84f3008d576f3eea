// The families of the provider's cloud that 4.42.0 added (monitors, sessions, parse, research,
// developer search) against the emulator's cloud profile over loopback, on the same transport,
// typed errors, signals and deadlines as the rest; and on a self-hosted server, which has none of
// these routes, each is a RouteNotServedError.
import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import {
  AbortedError,
  ConflictError,
  Firecrawl,
  type MonitorCheck,
  NotFoundError,
  RouteNotServedError,
  TimeoutError,
  ValidationError,
} from "../../src/index.js";
import { acceleratedClock } from "../support/accelerated-clock.js";
import { API_KEY, useEmulator } from "../support/emulator.js";

// The emulator's time can be held still, so that a check stays running however slow the machine.
let heldAt: number | undefined;
const served = useEmulator({
  site: { pages: 5, pageBytes: 300 },
  timing: { pageIntervalMs: 1 },
  now: () => heldAt ?? Date.now(),
});
afterEach(() => {
  heldAt = undefined;
});
const SITE = "https://monitored.example.com";

function client(options: { adapter?: "fetch" } = {}): Firecrawl {
  return new Firecrawl({
    apiUrl: served.emulator.url,
    apiKey: API_KEY,
    clock: acceleratedClock(),
    ...options,
  });
}

/** Reads a check until it is no longer running (the emulator reads a page per interval). */
async function finished(app: Firecrawl, monitorId: string, checkId: string): Promise<MonitorCheck> {
  for (let round = 0; round < 5_000; round++) {
    const check = await app.getMonitorCheck(monitorId, checkId, { autoPaginate: false });
    if (check.status !== "running" && check.status !== "queued") return check;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error("the check never finished");
}

describe("monitors", () => {
  it("runs checks whose pages show what changed, read with for await a page at a time", async () => {
    const app = client();
    const urls = [1, 2, 3, 4, 5].map((n) => `${SITE}/page-${n}`);
    const monitor = await app.createMonitor({
      name: "Five pages",
      schedule: { text: "hourly" },
      targets: [{ type: "scrape", urls }],
    });
    expect(monitor.schedule.cron).toBeDefined();
    const first = await app.runMonitor(monitor.id);
    await finished(app, monitor.id, first.id);
    await expect(app.runMonitor(monitor.id)).resolves.toBeDefined();
    served.emulator.sites.set("monitored.example.com", { audit: true, revision: 1 });
    const checks: MonitorCheck[] = [];
    for await (const check of app.monitorChecks(monitor.id, { limit: 1 })) checks.push(check);
    expect(checks.length).toBeGreaterThanOrEqual(2);
    const latest = checks[0] as MonitorCheck;
    await finished(app, monitor.id, latest.id);

    const pages: string[] = [];
    for await (const page of app.monitorCheckPages(monitor.id, first.id, { limit: 2 }))
      pages.push(page.url);
    expect(pages.sort()).toEqual([...urls].sort());
    const whole = await app.getMonitorCheck(monitor.id, first.id, { limit: 2 });
    expect(whole.pages.map((page) => page.url).sort()).toEqual([...urls].sort());
    expect(whole.next).toBeNull();
    expect(whole.pages.every((page) => page.status === "new")).toBe(true);
  });

  it("a check already running is a ConflictError; an unknown monitor a NotFoundError", async () => {
    const app = client();
    heldAt = Date.now();
    const monitor = await app.createMonitor({
      name: "Held",
      schedule: { cron: "0 * * * *" },
      targets: [{ type: "scrape", urls: [`${SITE}/page-1`, `${SITE}/page-2`] }],
    });
    await app.runMonitor(monitor.id);
    await expect(app.runMonitor(monitor.id)).rejects.toBeInstanceOf(ConflictError);
    await expect(app.getMonitor("3fa85f64-5717-4562-b3fc-2c963f66afa6")).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(await app.deleteMonitor(monitor.id)).toBe(true);
  });

  it("takes the caller's signal and deadline as every other call does", async () => {
    const app = client();
    const aborted = app.listMonitors({}, { signal: AbortSignal.abort() });
    await expect(aborted).rejects.toBeInstanceOf(AbortedError);
    served.emulator.faults.inject({ route: "v2.monitor.list", kind: "slow", delayMs: 2_000 });
    const late = app.listMonitors({}, { timeout: 50, maxRetries: 0 });
    await expect(late).rejects.toBeInstanceOf(TimeoutError);
  });
});

describe("browser sessions", () => {
  it("opens, runs code in, lists and closes sessions on both routes", async () => {
    const app = client();
    for (const [open, execute, list, close] of [
      [
        "interactSession",
        "interactSessionExecute",
        "listInteractSessions",
        "deleteInteractSession",
      ],
      ["browser", "browserExecute", "listBrowsers", "deleteBrowser"],
    ] as const) {
      const session = await app[open]({ ttl: 60 });
      const id = session.id ?? "";
      const run = await app[execute](id, {
        code: `await page.goto("${SITE}/page-2")`,
        language: "node",
      });
      expect(run.exitCode).toBe(0);
      expect(run.stdout).toEqual(expect.any(String));
      const { sessions } = await app[list]({ status: "active" });
      expect(sessions?.map((listed) => listed.id)).toContain(id);
      const closed = await app[close](id);
      expect(closed.success).toBe(true);
    }
  });

  it("interacts with the browser a scrape left open, then stops it", async () => {
    const app = client();
    const page = await app.scrape(`${SITE}/page-1`, { formats: ["markdown"] });
    const jobId = page.metadata?.scrapeId ?? "";
    const answer = await app.interact(jobId, { code: "console.log(document.title)" });
    expect(answer.success).toBe(true);
    await expect(app.stopInteraction(jobId)).resolves.toMatchObject({ success: true });
  });
});

const HTML = "<html><head><title>Hello</title></head><body><h1>Hello parse</h1></body></html>";

describe("parse", () => {
  const sources: [string, () => unknown][] = [
    ["text", () => HTML],
    ["a Buffer", () => Buffer.from(HTML)],
    ["a Uint8Array", () => new TextEncoder().encode(HTML)],
    ["an ArrayBuffer", () => new TextEncoder().encode(HTML).buffer],
    ["a Blob", () => new Blob([HTML], { type: "text/html" })],
    ["a File", () => new File([HTML], "ignored.html", { type: "text/html" })],
    [
      "a Node stream",
      () => Readable.from([Buffer.from(HTML.slice(0, 20)), Buffer.from(HTML.slice(20))]),
    ],
    ["a web stream", () => new Blob([HTML]).stream()],
  ];

  // The form goes through either transport as it is, with its own multipart content type (the
  // emulator's multer reads nothing from a body sent as JSON).
  const transports: [string, { adapter?: "fetch" }][] = [
    ["axios on Node's http", {}],
    ["the fetch transport", { adapter: "fetch" }],
  ];
  describe.each(transports)("over %s", (_, transport) => {
    it.each(sources)(
      "uploads %s as multipart form data and reads its document",
      async (_, data) => {
        const document = await client(transport).parse(
          { data: data() as string, filename: "hello.html", contentType: "text/html" },
          { formats: ["markdown"] },
        );
        expect(document.markdown).toContain("Hello parse");
      },
    );
  });

  it("refuses a file over 50 MiB before uploading any of it, naming the limit", async () => {
    let read = 0;
    async function* endless() {
      for (;;) {
        read += 1 << 20;
        yield new Uint8Array(1 << 20);
      }
    }
    const error = await client()
      .parse({ data: endless(), filename: "big.pdf" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toMatch(/52428800 bytes \(50 MiB\)/);
    expect(read).toBeLessThanOrEqual(51 << 20);
    expect(served.emulator.stats().requests["v2.parse"] ?? 0).toBe(0);
  });
});

describe("research and developer search", () => {
  it("searches papers, reads one and its passages, finds related ones", async () => {
    const app = client();
    const { results } = await app.research.searchPapers("protein folding", { k: 3 });
    expect(results.length).toBeGreaterThan(0);
    const found = results[0] as (typeof results)[number];
    const { paper } = await app.research.getPaper(found.primaryId);
    expect(paper.paperId).toBe(found.paperId);
    const read = await app.research.getPaper(found.paperId, { query: "folding", k: 2 });
    expect(read.passages.length).toBeGreaterThan(0);
    const similar = await app.research.similarPapers(found.paperId, { intent: "folding", k: 2 });
    expect(similar.results.every((result) => result.signals !== undefined)).toBe(true);
    const github = await app.research.searchGithub("retry", { k: 2 });
    expect(Array.isArray(github.results)).toBe(true);
  });

  it("an unknown paper is a NotFoundError carrying the problem's detail", async () => {
    const error = await client()
      .research.getPaper("pmid:0")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).not.toMatch(/Unknown error/);
  });

  it("searches the developer index by POST and by GET alike", async () => {
    const app = client();
    const options = { k: 3, types: ["issue", "readme"] as ("issue" | "readme")[] };
    const posted = await app.developerSearch("retry", options);
    const got = await app.developerSearchGet("retry", options);
    expect(posted.results.length).toBeGreaterThan(0);
    expect(got.results.map((result) => result.id)).toEqual(
      posted.results.map((result) => result.id),
    );
  });
});

describe("on a self-hosted server, which has none of these routes", () => {
  it("each is a RouteNotServedError naming its route", async () => {
    served.emulator.setDeployment("self-hosted");
    const app = new Firecrawl({ apiUrl: served.emulator.url, clock: acceleratedClock() });
    const calls: [string, () => Promise<unknown>][] = [
      ["/v2/monitor", () => app.listMonitors()],
      ["/v2/interact", () => app.interactSession()],
      ["/v2/browser", () => app.listBrowsers()],
      ["/v2/parse", () => app.parse({ data: HTML, filename: "a.html" })],
      ["/v2/search/research/papers", () => app.research.searchPapers("x")],
      ["/v2/search/developer", () => app.developerSearch("x")],
    ];
    for (const [route, call] of calls) {
      const error = await call().catch((caught: unknown) => caught);
      expect(error, route).toBeInstanceOf(RouteNotServedError);
      expect((error as RouteNotServedError).route).toBe(route);
    }
  });
});
