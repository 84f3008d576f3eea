import { describe, expect, it } from "vitest";
import { memoryStorage } from "../model/fake-storage";
import { IGNORED_STORAGE_ENTRY, createIgnoredStore } from "./ignored-issues";

describe("the ignored issues kept in the browser", () => {
  it("marks and unmarks a check per site and a check on one page, written to storage each time", () => {
    const storage = memoryStorage();
    const store = createIgnoredStore(() => storage);
    const seen: number[] = [];
    store.subscribe(() => seen.push(1));
    store.toggleCheck("moving", "status-4xx");
    store.togglePage("moving", "missing-description", "https://a.example/b");
    store.toggleCheck("cleaning", "broken-links");
    expect(store.of("moving")).toEqual({
      checks: ["status-4xx"],
      pages: [{ check: "missing-description", url: "https://a.example/b" }],
    });
    // A second store over the same storage (a reload) reads the same marks.
    const reloaded = createIgnoredStore(() => storage);
    expect(reloaded.of("moving")).toEqual(store.of("moving"));
    expect(reloaded.of("cleaning").checks).toEqual(["broken-links"]);

    store.toggleCheck("moving", "status-4xx");
    store.togglePage("moving", "missing-description", "https://a.example/b");
    expect(store.of("moving")).toEqual({ checks: [], pages: [] });
    expect(JSON.parse(storage.values.get(IGNORED_STORAGE_ENTRY) ?? "")).toMatchObject({
      moving: { checks: [], pages: [] },
    });
    expect(seen).toHaveLength(5);
  });

  it("reads an entry that is not its shape as nothing ignored, and keeps marks in memory when storage refuses them", () => {
    for (const stored of ["{not json", '{"moving":{"checks":"all"}}', "[1,2]"]) {
      const store = createIgnoredStore(() => memoryStorage({ [IGNORED_STORAGE_ENTRY]: stored }));
      expect(store.of("moving")).toEqual({ checks: [], pages: [] });
    }
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    const store = createIgnoredStore(() => refusing);
    store.toggleCheck("moving", "status-4xx");
    expect(store.of("moving").checks).toEqual(["status-4xx"]);
  });
});
