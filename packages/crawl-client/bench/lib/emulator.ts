import { startEmulator, type Emulator, type EmulatorStats } from "@keystone/crawl-emulator";
import { API_KEY } from "./clients.js";

export function startBenchEmulator(statusPageBytes?: number): Promise<Emulator> {
  return startEmulator({
    apiKeys: [API_KEY],
    ...(statusPageBytes === undefined ? {} : { statusPageBytes }),
  });
}

/** Starts a crawl straight over HTTP, outside both clients, and waits until it is completed. */
export async function completedCrawl(
  emulator: Emulator,
  url: string,
  limit: number,
  version: "v1" | "v2" = "v1",
): Promise<string> {
  const headers = { "content-type": "application/json", authorization: `Bearer ${API_KEY}` };
  const started = await fetch(`${emulator.url}/${version}/crawl`, {
    method: "POST",
    headers,
    body: JSON.stringify({ url, limit }),
  });
  const { id } = (await started.json()) as { id: string };
  for (;;) {
    // `limit=1` keeps each check small: only the status matters here.
    const status = await fetch(`${emulator.url}/${version}/crawl/${id}?limit=1`, { headers });
    const { status: state } = (await status.json()) as { status: string };
    if (state === "completed") return id;
    if (state !== "scraping") throw new Error(`The setup crawl ended ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Faults fired per kind between two snapshots of the emulator's stats. */
export function faultsFired(before: EmulatorStats, after: EmulatorStats): Record<string, number> {
  const fired: Record<string, number> = {};
  for (const [kind, count] of Object.entries(after.faults)) {
    const delta = count - (before.faults[kind] ?? 0);
    if (delta > 0) fired[kind] = delta;
  }
  return fired;
}
