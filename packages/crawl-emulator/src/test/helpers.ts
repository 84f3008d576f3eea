import { afterEach } from "vitest";
import { startEmulator, type Emulator, type EmulatorOptions } from "../index.js";

const running: Emulator[] = [];

/** Starts an emulator on an ephemeral loopback port, closed after the test. */
export async function useEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const emulator = await startEmulator(options);
  running.push(emulator);
  return emulator;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((emulator) => emulator.close()));
});

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary answer shapes
}

/** One real HTTP call; `body` is sent as JSON unless it is already a string. */
export async function call(
  emulator: Emulator | string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<CallResult> {
  const base = typeof emulator === "string" ? emulator : emulator.url;
  const response = await fetch(path.startsWith("http") ? path : `${base}${path}`, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

/** A clock that tests move by hand, so progress over time is asserted without waiting. */
export function manualClock(start = Date.UTC(2026, 10, 22, 1, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}
