import { describe, expect, it } from "vitest";
import { HISTORY_DATABASE_NAME, mayHaveHistory } from "./database-name";

describe("whether the browser may hold saved crawls, before the history's code loads", () => {
  it("says no where the browser lists its databases and ours is not among them", async () => {
    expect(await mayHaveHistory(async () => [{ name: "another-app", version: 1 }], true)).toBe(
      false,
    );
  });

  it("says yes where our database is listed", async () => {
    expect(
      await mayHaveHistory(async () => [{ name: HISTORY_DATABASE_NAME, version: 2 }], true),
    ).toBe(true);
  });

  it("says maybe (yes) where the browser cannot list its databases, or the listing fails", async () => {
    expect(await mayHaveHistory(undefined, true)).toBe(true);
    expect(
      await mayHaveHistory(async () => {
        throw new DOMException("blocked", "SecurityError");
      }, true),
    ).toBe(true);
  });

  it("says no where there is no IndexedDB at all", async () => {
    expect(await mayHaveHistory(undefined, false)).toBe(false);
  });
});
