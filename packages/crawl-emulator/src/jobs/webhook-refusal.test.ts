/**
 * The keyless API answers any web page (CORS `*`), so a page can start jobs. Their webhooks must
 * not become a way to reach the emulator's control plane, which trusts loopback callers, nor
 * other services on this machine: such targets are refused as the provider refuses a bad webhook
 * URL, and only receivers the test lists are ever called.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { parseCli } from "../cli-args.js";
import { call, useEmulator } from "../test/helpers.js";

const PAGE = { origin: "https://visited.example.com" };
const SITE = "https://target.example.com/";

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A local service that counts the requests it gets. */
async function localService() {
  const received: string[] = [];
  const server = createServer((request, response) => {
    received.push(`${request.method} ${request.url}`);
    request.resume();
    request.on("end", () => response.end("ok"));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, received };
}

/** Every spelling of this machine a page might use to reach a port on it. */
function spellings(port: number): string[] {
  return [
    `http://127.0.0.1:${port}`,
    `http://localhost:${port}`,
    `http://LOCALHOST.:${port}`,
    `http://emulator.localhost:${port}`,
    `http://[::1]:${port}`,
    `http://0.0.0.0:${port}`,
    `http://2130706433:${port}`,
    `http://0x7f000001:${port}`,
    `http://0177.0.0.1:${port}`,
    `http://127.1:${port}`,
    `http://[::ffff:127.0.0.1]:${port}`,
  ];
}

/** Each job start that takes a webhook, with that webhook in its body. */
function starts(webhook: unknown): [string, Record<string, unknown>][] {
  return [
    ["/v1/crawl", { url: SITE, webhook }],
    ["/v2/crawl", { url: SITE, webhook }],
    ["/v1/batch/scrape", { urls: [SITE], webhook }],
    ["/v2/batch/scrape", { urls: [SITE], webhook }],
  ];
}

describe("a web page cannot script the emulator through webhooks", () => {
  it("refuses webhooks to the emulator itself in any spelling, so its control plane stays as it was", async () => {
    const emulator = await useEmulator({ site: { pages: 2 }, timing: { pageIntervalMs: 1 } });
    const rule = emulator.faults.inject({ route: "concurrencyCheck", kind: "status", status: 503 });
    emulator.sites.set("kept.example.com", { fail: "Still overridden" });

    for (const base of spellings(emulator.port)) {
      // A URL, and the object form with another control route, on every start.
      const target = `${base}/__emulator/reset`;
      for (const webhook of [target, { url: `${base}/__emulator/faults`, events: ["started"] }]) {
        for (const [path, body] of starts(webhook)) {
          const answer = await call(emulator, "POST", path, body, PAGE);
          expect(answer.status, `${path} ${target}`).toBe(400);
          expect(answer.body).toEqual({
            success: false,
            code: "BAD_REQUEST",
            error: "Bad Request",
            details: [
              {
                code: "custom",
                message: "Webhook URL refused: it points at the emulator itself",
                path: ["webhook", "url"],
              },
            ],
          });
        }
      }
    }

    // A job the page may start, run to its end, shows that time has passed for any delivery.
    const control = await call(emulator, "POST", "/v1/crawl", { url: SITE }, PAGE);
    await expect
      .poll(async () => (await call(emulator, "GET", `/v1/crawl/${control.body.id}`)).body.status)
      .toBe("completed");
    expect(emulator.faults.list().map((fault) => fault.id)).toEqual([rule]);
    const kept = await call(emulator, "POST", "/v1/scrape", { url: "https://kept.example.com/" });
    expect(kept.body.error).toBe("(Internal server error) - Still overridden");
    // Nothing was reset: the refused starts are still counted.
    expect(emulator.stats().requests["crawl.start"]).toBe(spellings(0).length * 2 + 1);
  });

  it("refuses webhooks to another local service that was not listed, and never calls it", async () => {
    const service = await localService();
    const emulator = await useEmulator({ site: { pages: 2 }, timing: { pageIntervalMs: 1 } });
    for (const base of spellings(service.port)) {
      for (const [path, body] of starts(`${base}/admin/shutdown`)) {
        const answer = await call(emulator, "POST", path, body, PAGE);
        expect(answer.status, `${path} ${base}`).toBe(400);
        expect(answer.body.details).toEqual([
          {
            code: "custom",
            message:
              "Webhook URL refused: a loopback address the emulator was not told to allow (--allow-webhook)",
            path: ["webhook", "url"],
          },
        ]);
      }
    }
    const control = await call(emulator, "POST", "/v1/crawl", { url: SITE });
    await expect
      .poll(async () => (await call(emulator, "GET", `/v1/crawl/${control.body.id}`)).body.status)
      .toBe("completed");
    expect(service.received).toEqual([]);
  });

  it("calls a listed receiver, still refuses itself when listed, and accepts other hosts without calling them", async () => {
    const service = await localService();
    const emulator = await useEmulator({
      site: { pages: 1 },
      timing: { pageIntervalMs: 1 },
      allowedWebhooks: [`http://127.0.0.1:${service.port}`],
    });
    const listed = await call(emulator, "POST", "/v2/crawl", {
      url: SITE,
      webhook: { url: `http://127.0.0.1:${service.port}/hook`, events: ["completed"] },
    });
    expect(listed.status).toBe(200);
    await expect.poll(() => service.received).toEqual(["POST /hook"]);
    // Another spelling of the same port is another origin, which was not listed.
    const other = await call(emulator, "POST", "/v2/crawl", {
      url: SITE,
      webhook: `http://localhost:${service.port}/hook`,
    });
    expect(other.status).toBe(400);
    const remote = await call(emulator, "POST", "/v1/crawl", {
      url: SITE,
      webhook: "https://hooks.example.com/firecrawl",
    });
    expect(remote.status).toBe(200);
  });

  it("answers a webhook that is no URL like the provider's schema does", async () => {
    const emulator = await useEmulator();
    const answer = await call(emulator, "POST", "/v1/crawl", { url: SITE, webhook: "not a url" });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      code: "BAD_REQUEST",
      error: "Bad Request",
      details: [
        {
          code: "invalid_string",
          validation: "url",
          message: "Invalid url",
          path: ["webhook", "url"],
        },
      ],
    });
  });
});

describe("listing webhook receivers", () => {
  it("reads --allow-webhook and refuses entries that are not loopback origins", async () => {
    const { options } = parseCli(
      ["--allow-webhook", "http://127.0.0.1:8766", "--allow-webhook", "http://[::1]:8767"],
      {},
    );
    expect(options.allowedWebhooks).toEqual(["http://127.0.0.1:8766", "http://[::1]:8767"]);
    for (const entry of ["https://hooks.example.com", "127.0.0.1:8766", "ftp://127.0.0.1/"]) {
      await expect(useEmulator({ allowedWebhooks: [entry] }), entry).rejects.toThrow(
        expect.objectContaining({ name: "InvalidInputError" }),
      );
    }
  });

  it("refuses the emulator's own port even when it is listed", async () => {
    const free = await localService();
    servers.splice(0).forEach((server) => server.close());
    const own = `http://127.0.0.1:${free.port}`;
    const emulator = await useEmulator({ port: free.port, allowedWebhooks: [own] });
    const self = await call(emulator, "POST", "/v1/crawl", {
      url: SITE,
      webhook: `${own}/__emulator/reset`,
    });
    expect(self.status).toBe(400);
    expect(self.body.details[0].message).toBe(
      "Webhook URL refused: it points at the emulator itself",
    );
  });
});
