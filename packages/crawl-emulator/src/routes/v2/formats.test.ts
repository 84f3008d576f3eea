import { describe, expect, it } from "vitest";
import { parseFaultSpec } from "../../cli-args.js";
import { readV2Formats, v2LlmRefusal } from "./formats.js";

describe("readV2Formats", () => {
  it("reads names and objects into the sites' formats, with what only v2 has apart", () => {
    const schema = { type: "object" };
    expect(
      readV2Formats([
        "markdown",
        { type: "html" },
        { type: "screenshot", fullPage: true },
        "screenshot",
        { type: "json", schema },
        "summary",
        { type: "images" },
      ]),
    ).toEqual({
      formats: ["markdown", "html", "screenshot@fullPage", "screenshot", "json"],
      jsonSchema: schema,
      json: { schema, prompt: undefined },
      summary: true,
      images: true,
    });
  });

  it("defaults to markdown; a json format with neither schema nor prompt renders no json", () => {
    expect(readV2Formats(undefined).formats).toEqual(["markdown"]);
    const bare = readV2Formats(["json"]);
    expect(bare.formats).toEqual([]);
    expect(bare.json).toEqual({ schema: undefined, prompt: undefined });
    expect(v2LlmRefusal(bare)).toBeUndefined();
  });

  it("needs the LLM for summary and for json with a schema or a prompt", () => {
    expect(v2LlmRefusal(readV2Formats(["summary"]))?.status).toBe(500);
    expect(v2LlmRefusal(readV2Formats([{ type: "json", prompt: "x" }]))?.status).toBe(500);
    expect(v2LlmRefusal(readV2Formats(["markdown", "links"]))).toBeUndefined();
  });
});

describe("v2 route names on the command line", () => {
  it("parses a v2 route's fault and refuses an unknown one", () => {
    expect(parseFaultSpec("v2.crawl.status:next-past-end")).toMatchObject({
      route: "v2.crawl.status",
      kind: "next-past-end",
    });
    expect(() => parseFaultSpec("v3.crawl.status:status")).toThrow(
      "Unknown route: v3.crawl.status",
    );
  });
});
