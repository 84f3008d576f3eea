import { type Emulator, startEmulator } from "@keystone/crawl-emulator";
import { STUCK_HOST, type SmokeTarget } from "./smoke.js";

export const SMOKE_API_KEY = "fc-runtime-smoke";

/**
 * One emulator per runtime, so that each runtime's requests are counted apart (the watcher's
 * socket among them): on 127.0.0.1, an ephemeral port, the cloud profile (it serves /v2/parse).
 */
export async function withSmokeEmulator<T>(
  run: (target: SmokeTarget, emulator: Emulator) => Promise<T>,
): Promise<T> {
  const emulator = await startEmulator({ apiKeys: [SMOKE_API_KEY], deployment: "cloud" });
  emulator.sites.set(STUCK_HOST, { neverFinish: true });
  try {
    return await run({ apiUrl: emulator.url, apiKey: SMOKE_API_KEY }, emulator);
  } finally {
    await emulator.close();
  }
}
