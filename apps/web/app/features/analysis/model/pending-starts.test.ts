import { describe, expect, it } from "vitest";
import { memoryStorage } from "./fake-storage";
import { PENDING_STARTS_ENTRY, createPendingStarts } from "./pending-starts";

describe("the starts a tab sent", () => {
  it("are kept from the moment a start is sent, named by its job, and forgotten once ended", () => {
    const storage = memoryStorage();
    const starts = createPendingStarts(
      () => storage,
      () => 42,
      "page-1",
    );
    const record = starts.add("https://a.example", 100);
    expect(starts.all()).toEqual([
      {
        id: expect.any(String),
        page: "page-1",
        url: "https://a.example",
        limit: 100,
        startedAt: 42,
      },
    ]);
    record.named("job-1");
    expect(starts.all()[0]?.jobId).toBe("job-1");
    record.ended();
    expect(starts.all()).toEqual([]);
    expect(storage.values.has(PENDING_STARTS_ENTRY)).toBe(false);
  });

  it("tell a later page load the earlier ones' starts apart from its own, and keep what it says", () => {
    const storage = memoryStorage();
    createPendingStarts(
      () => storage,
      () => 1,
      "page-1",
    ).add("https://a.example", 100);
    const later = createPendingStarts(
      () => storage,
      () => 2,
      "page-2",
    );
    later.add("https://b.example", 100);
    const [earlier] = later.earlier();
    expect(earlier?.url).toBe("https://a.example");

    later.keepEarlier([]);
    expect(later.all().map((start) => start.url)).toEqual(["https://b.example"]);
    expect(JSON.stringify(storage.values.get(PENDING_STARTS_ENTRY))).not.toMatch(/key/i);
  });

  it("read nothing from a damaged entry, and keep nothing where storage refuses", () => {
    const damaged = createPendingStarts(
      () => memoryStorage({ [PENDING_STARTS_ENTRY]: '[{"id":1},"x"' }),
      () => 1,
    );
    expect(damaged.all()).toEqual([]);
    const refusing = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      removeItem: () => undefined,
    };
    const starts = createPendingStarts(
      () => refusing,
      () => 1,
    );
    expect(() => starts.add("https://a.example", 100).named("job")).not.toThrow();
    expect(starts.earlier()).toEqual([]);
  });
});
