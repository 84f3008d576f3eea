import picocolors from "picocolors";
import { describe, expect, it } from "vitest";
import { createProgress } from "./progress.js";

const colours = picocolors.createColors(false);

function stream(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, columns: 120, written, write: (text: string) => written.push(text) > 0 };
}

/** A progress display on a terminal or not, on a clock the test moves with `at(ms)`. */
function clockedProgress(isTTY: boolean) {
  const out = stream(isTTY);
  let now = 0;
  const progress = createProgress({
    label: "crawl",
    stream: out,
    quiet: false,
    colours,
    now: () => now,
  });
  return { out, progress, at: (ms: number) => (now = ms) };
}

describe("progress", () => {
  it("says nothing with --quiet", () => {
    const out = stream(true);
    const progress = createProgress({ label: "crawl", stream: out, quiet: true, colours });
    progress.started("job-1");
    progress.update(5, 10);
    progress.note("hello");
    progress.finish("done");
    expect(out.written).toEqual([]);
  });

  it("prints plain lines where stderr is not a terminal: at the start, every 5 s, and at the end", () => {
    const { out, progress, at } = clockedProgress(false);
    progress.started("job-1");
    for (let done = 1; done <= 100; done++) {
      at(done * 100);
      progress.update(done, 200);
    }
    progress.finish("crawl job-1 completed: 100 pages");
    expect(out.written).toEqual([
      "crawl started: job job-1\n",
      "crawl job-1: 50/200 pages, 10.0 pages/s\n",
      "crawl job-1: 100/200 pages, 10.0 pages/s\n",
      "crawl job-1 completed: 100 pages\n",
    ]);
    expect(out.written.join("")).not.toContain("\r");
    expect(out.written.join("")).not.toContain("\u001b");
  });

  it("draws a bar on a terminal, with n/? while the total is unknown, and the job id", () => {
    const { out, progress, at } = clockedProgress(true);
    progress.started("job-1");
    // The first frame is drawn at once (later ones at most 10 times a second, by cli-progress).
    expect(out.written.join("")).toMatch(
      /crawl [█░]{24} 0\/\? pages \| 0\.0 pages\/s \| 0s \| job job-1/,
    );
    at(2_000);
    progress.update(40);
    progress.update(50, 200);
    progress.finish("crawl job-1 completed: 50 pages");
    const drawn = out.written.join("");
    expect(drawn).toMatch(/crawl [█░]{24} 50\/200 pages \| 25\.0 pages\/s \| \d+s \| job job-1/);
    expect(drawn.endsWith("crawl job-1 completed: 50 pages\n")).toBe(true);
  });

  it("draws a job id and messages from the provider with their controls as escapes, each on one line, the label keeps its colour", () => {
    const hostile = "job\u001b]0;pwned\u0007\u001b[2J\u009b1m\rx\nfake\u2028line\u202Eesrever";
    const shown = "job\\x1b]0;pwned\\x07\\x1b[2J\\x9b1m\\rx\\nfake\\u2028line\\u202eesrever";
    const { out, progress, at } = clockedProgress(false);
    progress.started(hostile);
    at(6_000);
    progress.update(1, 2);
    progress.note(`warning from ${hostile}`, "\u001b[31mfailed:\u001b[39m");
    progress.finish(`crawl ${hostile} completed`);
    expect(out.written).toEqual([
      `crawl started: job ${shown}\n`,
      `crawl ${shown}: 1/2 pages, 0.2 pages/s\n`,
      `\u001b[31mfailed:\u001b[39m warning from ${shown}\n`,
      `crawl ${shown} completed\n`,
    ]);
  });
});
