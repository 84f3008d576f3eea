// The README's "Starting it from a test" example, kept runnable; readme.test.ts fails when the
// README shows anything else. Only the import differs: the README imports the package by name.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startEmulator, type Emulator } from "./index.js";

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ apiKeys: ["fc-test"], site: { pages: 20 } });
});
afterAll(() => emulator.close());

it("rides out a status page that failed once", async () => {
  emulator.faults.inject({ route: "crawl.status", kind: "status", status: 503, times: 1 });
  const headers = { "content-type": "application/json", authorization: "Bearer fc-test" };

  const start = await fetch(`${emulator.url}/v1/crawl`, {
    method: "POST",
    headers,
    body: JSON.stringify({ url: "https://moving.example.com/", limit: 100 }),
  });
  const { id } = (await start.json()) as { id: string };

  let status = "scraping";
  let failures = 0;
  while (status === "scraping") {
    const response = await fetch(`${emulator.url}/v1/crawl/${id}`, { headers });
    if (!response.ok) failures += 1;
    else status = ((await response.json()) as { status: string }).status;
  }

  expect(status).toBe("completed");
  expect(failures).toBe(1);
  expect(emulator.stats().faults.status).toBe(1);
  expect(emulator.stats().requests["crawl.start"]).toBe(1);
});
