import { startEmulator, type Emulator } from "@keystone/crawl-emulator";
import { afterAll, afterEach, beforeAll } from "vitest";
import { FirecrawlApp, type FirecrawlAppConfig } from "../../src/index.js";
import { acceleratedClock } from "./accelerated-clock.js";

export const API_KEY = "fc-test-key";

/** One emulator per test file, reset after each test, closed at the end. */
export function useEmulator(options: Parameters<typeof startEmulator>[0] = {}) {
  const handle: { emulator: Emulator } = {} as { emulator: Emulator };
  beforeAll(async () => {
    handle.emulator = await startEmulator({ apiKeys: [API_KEY], ...options });
  });
  afterEach(() => handle.emulator.reset());
  afterAll(async () => {
    await handle.emulator.close();
  });
  return handle;
}

export function clientFor(emulator: Emulator, config: FirecrawlAppConfig = {}) {
  const clock = acceleratedClock();
  const app = new FirecrawlApp({ apiUrl: emulator.url, apiKey: API_KEY, clock, ...config });
  return { app, clock };
}

/** Asserts a list of documents is exactly the site's pages: none missing, none twice. */
export function sourceUrls(docs: { metadata?: { sourceURL?: string } }[]): string[] {
  return docs.map((doc) => doc.metadata?.sourceURL ?? "<missing>");
}
