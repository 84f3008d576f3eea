import { afterEach, describe, expect, it } from "vitest";
import { parseCli } from "../cli-args.js";
import { runCli } from "../cli-run.js";
import type { Emulator } from "../emulator.js";
import { call } from "../test/helpers.js";
import { defectPlan } from "./defect-plan.js";

const started: Emulator[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((emulator) => emulator.close()));
  process.exitCode = undefined;
});

async function pagesOf(emulator: Emulator, url: string): Promise<number> {
  const crawl = await call(emulator, "POST", "/v1/crawl", { url });
  return (await call(emulator, "GET", `/v1/crawl/${crawl.body.id}`)).body.total;
}

describe("--defect-site", () => {
  it("makes the sites of the hosts given defect sites, and leaves the others as they are", async () => {
    const lines: string[] = [];
    const io = {
      info: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
    };
    const emulator = await runCli(
      [
        "--port",
        "0",
        "--page-interval-ms",
        "0",
        "--defect-site",
        "https://one.example.com",
        "--defect-site",
        "https://two.example.com/start",
      ],
      {},
      io,
    );
    expect(emulator).toBeDefined();
    if (!emulator) return;
    started.push(emulator);
    expect(lines).toContain("Defect sites: one.example.com, two.example.com");
    expect(await pagesOf(emulator, "https://one.example.com")).toBe(defectPlan(0).length);
    expect(await pagesOf(emulator, "https://two.example.com")).toBe(defectPlan(0).length);
    expect(await pagesOf(emulator, "https://three.example.com")).toBe(5);
  });

  it("refuses a value that is not a URL", () => {
    expect(() => parseCli(["--defect-site", "not a url"], {})).toThrow(
      "--defect-site must be a URL: not a url",
    );
  });
});
