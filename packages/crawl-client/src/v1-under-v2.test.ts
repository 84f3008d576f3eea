import { describe, expect, it } from "vitest";
import type { FirecrawlAppConfig } from "./core/config.js";
import { lazyV1Client } from "./v1-under-v2.js";

function configsGiven(input: Parameters<typeof lazyV1Client>[0]): FirecrawlAppConfig[] {
  const given: FirecrawlAppConfig[] = [];
  const v1 = lazyV1Client(input, (config) => given.push(config));
  v1();
  v1();
  return given;
}

describe("the v1 client under .v1", () => {
  it("is built once, on first use, from a bare key", () => {
    expect(configsGiven("fc-key")).toEqual([{ apiKey: "fc-key" }]);
  });

  it("takes the v2 timeout under v1's name, unless v1's own is set", () => {
    expect(configsGiven({ apiKey: "fc-key", timeoutMs: 1234, maxRetries: 1 })).toEqual([
      { apiKey: "fc-key", timeout: 1234, maxRetries: 1 },
    ]);
    expect(configsGiven({ apiKey: "fc-key", timeoutMs: 1234, timeout: 99 })).toEqual([
      { apiKey: "fc-key", timeout: 99 },
    ]);
  });
});
