import { describe, expect, it } from "vitest";
import { PageChannel } from "./page-channel.js";

describe("PageChannel", () => {
  it("hands the pages over in order and ends when closed", async () => {
    const channel = new PageChannel<number>(4);
    const read = (async () => {
      const seen: number[] = [];
      for await (const page of channel) seen.push(page);
      return seen;
    })();
    for (let page = 0; page < 10; page++) {
      await channel.room();
      channel.push(page);
    }
    channel.close();
    expect(await read).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(channel.pushed).toBe(10);
  });

  it("makes the writer wait while `capacity` pages wait for the reader", async () => {
    const channel = new PageChannel<number>(2);
    channel.push(1);
    channel.push(2);
    let roomGiven = false;
    const waiting = channel.room().then(() => (roomGiven = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(roomGiven).toBe(false);
    const iterator = channel[Symbol.asyncIterator]();
    expect(await iterator.next()).toEqual({ done: false, value: 1 });
    await iterator.next();
    await waiting;
    expect(roomGiven).toBe(true);
  });

  it("lets the writer go on, dropping pages, once the reader has stopped", async () => {
    const channel = new PageChannel<number>(1);
    channel.push(1);
    for await (const _page of channel) break;
    channel.push(2);
    channel.push(3);
    await channel.room();
    expect(channel.pushed).toBe(3);
  });
});
