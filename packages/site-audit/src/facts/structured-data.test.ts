import { describe, expect, it } from "vitest";
import {
  JSON_LD_CHILDREN_KEPT,
  JSON_LD_ITEMS_KEPT,
  JSON_LD_MAX_DEPTH,
  JSON_LD_PROPERTIES_KEPT,
  lineAndColumn,
  summariseJsonLd,
} from "./structured-data";

describe("summariseJsonLd", () => {
  it("summarises one item: its context, types and the kind of each property", () => {
    const summary = summariseJsonLd(
      JSON.stringify({
        "@context": "https://schema.org",
        "@type": ["Organization", "MovingCompany"],
        name: "Keystone Removals",
        url: "https://moving.example.com/",
        logo: { "@type": "ImageObject", url: "https://moving.example.com/logo.png" },
        sameAs: ["https://x.example/keystone"],
        foundingDate: 1999,
        isAccessibleForFree: true,
        telephone: null,
      }),
    );
    expect(summary).toEqual({
      ok: true,
      itemCount: 1,
      items: [
        {
          context: "https://schema.org",
          types: ["Organization", "MovingCompany"],
          properties: {
            name: "text",
            url: "url",
            logo: "object",
            sameAs: "array",
            foundingDate: "number",
            isAccessibleForFree: "boolean",
            telephone: "null",
          },
          // One level down, without children of their own.
          children: {
            logo: [{ context: null, types: ["ImageObject"], properties: { url: "url" } }],
          },
        },
      ],
    });
  });

  it("reads a top-level array's items and a @graph's items, which take the block's context", () => {
    const array = summariseJsonLd(
      '[{"@context":"https://schema.org","@type":"WebSite"},{"@type":"Thing"}, "text"]',
    );
    expect(array.ok && array.items.map((item) => [item.context, item.types])).toEqual([
      ["https://schema.org", ["WebSite"]],
      [null, ["Thing"]],
      [null, []],
    ]);
    const graph = summariseJsonLd(
      '{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"A"},{"@type":"BreadcrumbList"}]}',
    );
    expect(graph).toMatchObject({
      ok: true,
      itemCount: 2,
      items: [
        { context: "https://schema.org", types: ["WebSite"], properties: { name: "text" } },
        { context: "https://schema.org", types: ["BreadcrumbList"] },
      ],
    });
  });

  it("keeps a property named __proto__ as a name, not as the object's prototype", () => {
    const summary = summariseJsonLd('{"@type":"Thing","__proto__":{"polluted":1},"name":"x"}');
    expect(summary.ok && Object.keys(summary.items[0]?.properties ?? {})).toEqual([
      "__proto__",
      "name",
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("says where a block does not parse, as a line and column of the block", () => {
    const summary = summariseJsonLd('{\n  "@type": "Thing",\n  "name": "A"\n  "url": "x"\n}');
    expect(summary.ok).toBe(false);
    // V8 names the place; the summary turns it into the block's line 4, column 3.
    expect(!summary.ok && summary.error).toMatch(/line 4, column 3/);
    const cut = summariseJsonLd('{"@type": "Thing", "name": "A');
    expect(!cut.ok && cut.error).toMatch(/line 1/);
    expect(summariseJsonLd("")).toMatchObject({ ok: false });
  });

  it("refuses a block nested deeper than the limit before parsing it, and says where", () => {
    const edge = `${"[".repeat(JSON_LD_MAX_DEPTH)}${"]".repeat(JSON_LD_MAX_DEPTH)}`;
    expect(summariseJsonLd(edge).ok).toBe(true);
    const deeper = `{"a":${"[".repeat(JSON_LD_MAX_DEPTH)}${"]".repeat(JSON_LD_MAX_DEPTH)}}`;
    expect(summariseJsonLd(deeper)).toEqual({
      ok: false,
      error: `nested deeper than ${JSON_LD_MAX_DEPTH} levels at line 1, column ${JSON_LD_MAX_DEPTH + 5}: not read`,
    });
    // Brackets inside strings (escaped quotes too) are text, not nesting.
    const inString = `{"@type":"Thing","name":"\\"${"[".repeat(1000)}"}`;
    expect(summariseJsonLd(inString).ok).toBe(true);
  });

  it("keeps the first items and properties beside the true count", () => {
    const many = JSON.stringify(
      Array.from({ length: 50 }, (_, index) => ({ "@type": "Thing", name: `n${index}` })),
    );
    const summary = summariseJsonLd(many);
    expect(summary.ok && summary.items.length).toBe(JSON_LD_ITEMS_KEPT);
    expect(summary.ok && summary.itemCount).toBe(50);
    const wide = JSON.stringify(
      Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`p${index}`, index])),
    );
    const item = summariseJsonLd(wide);
    expect(item.ok && Object.keys(item.items[0]?.properties ?? {}).length).toBe(
      JSON_LD_PROPERTIES_KEPT,
    );
  });

  it("summarises the first objects one level down, and no further", () => {
    const summary = summariseJsonLd(
      JSON.stringify({
        "@type": "BreadcrumbList",
        itemListElement: Array.from({ length: 9 }, (_, index) => ({
          "@type": "ListItem",
          position: index + 1,
          item: { "@id": "https://x.example/", name: "deeper" },
        })),
      }),
    );
    const children = summary.ok ? summary.items[0]?.children?.itemListElement : undefined;
    expect(children).toHaveLength(JSON_LD_CHILDREN_KEPT);
    expect(children?.[0]).toEqual({
      context: null,
      types: ["ListItem"],
      properties: { position: "number", item: "object" },
    });
  });

  it("counts lines and columns from 1", () => {
    expect(lineAndColumn("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn("ab", 0)).toEqual({ line: 1, column: 1 });
  });
});
