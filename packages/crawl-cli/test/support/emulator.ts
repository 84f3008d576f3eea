import { startEmulator, type Emulator } from "@keystone/crawl-emulator";
import { afterAll, afterEach, beforeAll } from "vitest";
import { ensureBuilt } from "./cli.js";

export const API_KEY = "fc-e2e0000000000000000000000000cafe";

/** One emulator per test file (with a key, as the cloud), reset after each test, closed at the end. */
export function useEmulator(options: Parameters<typeof startEmulator>[0] = {}) {
  const handle = {} as { emulator: Emulator };
  beforeAll(async () => {
    await ensureBuilt();
    handle.emulator = await startEmulator({ apiKeys: [API_KEY], ...options });
  });
  afterEach(() => handle.emulator.reset());
  afterAll(async () => {
    await handle.emulator.close();
  });
  return handle;
}

/** A job's status as the emulator reports it over the API. */
export async function jobStatus(
  emulator: Emulator,
  kind: "crawl" | "batch/scrape",
  id: string,
): Promise<string> {
  const response = await fetch(`${emulator.url}/v2/${kind}/${id}?limit=1`, {
    headers: { authorization: `Bearer ${API_KEY}` },
  });
  return ((await response.json()) as { status: string }).status;
}

/** Waits (polling the API, bounded by the test's timeout) until the job is no longer running. */
export async function settled(
  emulator: Emulator,
  kind: "crawl" | "batch/scrape",
  id: string,
): Promise<string> {
  for (;;) {
    const status = await jobStatus(emulator, kind, id);
    if (status !== "scraping") return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
