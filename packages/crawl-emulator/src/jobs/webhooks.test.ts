import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { call, useEmulator } from "../test/helpers.js";
import { shapeDifferences } from "../test/shape.js";
import { isLoopbackHost } from "./webhook-targets.js";

interface Delivery {
  headers: Record<string, string | string[] | undefined>;
  body: {
    type: string;
    success: boolean;
    id: string;
    data: unknown[];
    metadata: unknown;
    error?: string;
  };
}

const recorded = JSON.parse(
  readFileSync(
    new URL("../../test-fixtures/provider/samples/webhook-deliveries-crawl.json", import.meta.url),
    "utf8",
  ),
) as { body: unknown }[];

const receivers: Server[] = [];
afterEach(() => {
  for (const receiver of receivers.splice(0)) receiver.close();
});

/** A loopback webhook receiver that resolves once `last` event type arrives; list its `origin`. */
async function receiver(last: string) {
  const deliveries: Delivery[] = [];
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => (text += String(chunk)));
    request.on("end", () => {
      const body = JSON.parse(text) as Delivery["body"];
      deliveries.push({ headers: request.headers, body });
      response.end("ok");
      if (body.type === last) finish();
    });
  });
  receivers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, url: `${origin}/hook`, deliveries, finished };
}

describe("webhooks", () => {
  it("deliver started, one page per document and completed, shaped like the recorded deliveries", async () => {
    const hook = await receiver("crawl.completed");
    const emulator = await useEmulator({
      site: { pages: 4 },
      timing: { pageIntervalMs: 5 },
      allowedWebhooks: [hook.origin],
    });
    const started = await call(emulator, "POST", "/v1/crawl", {
      url: "https://example.com/",
      scrapeOptions: { formats: ["markdown", "links"] },
      webhook: {
        url: hook.url,
        headers: { "x-run": "test" },
        metadata: { run: "sample" },
        events: ["started", "page", "completed", "failed"],
      },
    });
    await hook.finished;
    expect(hook.deliveries.map((delivery) => delivery.body.type)).toEqual([
      "crawl.started",
      "crawl.page",
      "crawl.page",
      "crawl.page",
      "crawl.page",
      "crawl.completed",
    ]);
    expect(hook.deliveries.every((delivery) => delivery.body.id === started.body.id)).toBe(true);
    expect(hook.deliveries[0]?.headers["x-run"]).toBe("test");
    expect(shapeDifferences(hook.deliveries[0]?.body, recorded[0]?.body)).toEqual([]);
    expect(shapeDifferences(hook.deliveries[1]?.body, recorded[1]?.body)).toEqual([]);
    expect(shapeDifferences(hook.deliveries[5]?.body, recorded.at(-1)?.body)).toEqual([]);
  });

  it("deliver only the events asked for, and a failure with its error", async () => {
    const hook = await receiver("batch_scrape.failed");
    const emulator = await useEmulator({
      timing: { pageIntervalMs: 5 },
      allowedWebhooks: [hook.origin],
    });
    emulator.sites.set("broken.example.com", { fail: "Site unreachable" });
    await call(emulator, "POST", "/v1/batch/scrape", {
      urls: ["https://broken.example.com/a"],
      webhook: { url: hook.url, events: ["failed"] },
    });
    await hook.finished;
    expect(hook.deliveries).toHaveLength(1);
    expect(hook.deliveries[0]?.body).toMatchObject({
      success: false,
      type: "batch_scrape.failed",
      error: "Site unreachable",
    });
  });

  it("tell this machine's addresses, in every spelling, from other hosts", () => {
    for (const url of [
      "http://127.0.0.1:8766/hook",
      "http://127.9.9.9/",
      "http://localhost/hook",
      "http://LOCALHOST./",
      "http://emulator.localhost/",
      "http://[::1]:9000/",
      "http://[::]/",
      "http://0.0.0.0/",
      "http://0/",
      "http://2130706433/",
      "http://0x7f000001/",
      "http://0177.0.0.1/",
      "http://127.1/",
      "http://[::ffff:127.0.0.1]/",
      "http://[0:0:0:0:0:ffff:7f00:1]/",
      "http://[::127.0.0.1]/",
    ]) {
      expect(isLoopbackHost(new URL(url).hostname), url).toBe(true);
    }
    for (const url of [
      "https://hooks.example.com/hook",
      "http://127.evil.example.com/",
      "http://127.0.0.1.nip.io/",
      "http://10.0.0.1/",
      "http://[2001:db8::1]/",
    ]) {
      expect(isLoopbackHost(new URL(url).hostname), url).toBe(false);
    }
  });
});
