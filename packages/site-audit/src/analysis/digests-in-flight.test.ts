import { describe, expect, it } from "vitest";
import type { PageDigest } from "./crawl-analysis";
import { DigestsInFlight } from "./digests-in-flight";

function digestOf(index: number): PageDigest {
  const url = `https://order.example.com/${index}`;
  return { key: url, url, title: "", description: "", status: 200, h1: "", hash: `${index}` };
}

/** A digest that finishes only when `finish` is called, to finish them out of order. */
function heldDigest(index: number, bytes = 10) {
  let finish = () => {};
  const digest = new Promise<PageDigest>((resolve) => {
    finish = () => resolve(digestOf(index));
  });
  return { pending: { digest, bytes }, finish };
}

describe("DigestsInFlight", () => {
  it("gives the digests in the order they were added, though the last finished first", async () => {
    const digests = new DigestsInFlight();
    const held = [0, 1, 2, 3].map((index) => heldDigest(index));
    for (const { pending } of held) await digests.add(pending);
    const all = digests.all();
    for (const { finish } of [...held].reverse()) finish();
    expect((await all).map((digest) => digest.hash)).toEqual(["0", "1", "2", "3"]);
  });

  it("does not wait while few are pending, and waits for a page's digest larger than the byte bound", async () => {
    const digests = new DigestsInFlight();
    const small = heldDigest(0);
    let smallAdded = false;
    void digests.add(small.pending).then(() => (smallAdded = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(smallAdded).toBe(true);

    const large = heldDigest(1, 64 * 1024 * 1024);
    let largeAdded = false;
    const adding = digests.add(large.pending).then(() => (largeAdded = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(largeAdded).toBe(false);
    small.finish();
    large.finish();
    await adding;
    expect((await digests.all()).map((digest) => digest.hash)).toEqual(["0", "1"]);
  });

  it("keeps at most 64 pending: the 65th waits for the oldest", async () => {
    const digests = new DigestsInFlight();
    const held = Array.from({ length: 64 }, (_, index) => heldDigest(index));
    for (const { pending } of held) await digests.add(pending);
    const last = heldDigest(64);
    let lastAdded = false;
    const adding = digests.add(last.pending).then(() => (lastAdded = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(lastAdded).toBe(false);
    held[0]?.finish();
    await adding;
    expect(lastAdded).toBe(true);
    for (const { finish } of [...held, last]) finish();
    expect(await digests.all()).toHaveLength(65);
  });
});
