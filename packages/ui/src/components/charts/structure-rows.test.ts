import { describe, expect, it } from "vitest";
import { type StructureInput, buildStructure, visibleRows } from "./structure-rows";

const leaf = (id: string, pages = 1): StructureInput => ({ id, name: id, pages, children: [] });
const node = (id: string, children: StructureInput[]): StructureInput => ({
  id,
  name: id,
  pages: children.reduce((sum, child) => sum + child.pages, 0),
  children,
});

const names = (rows: ReturnType<typeof visibleRows>["rows"]) =>
  rows.map((row) => (row.kind === "node" ? row.id : `+${row.hidden}`));

describe("visibleRows", () => {
  const tree = buildStructure(
    node("/", [
      node("/small/", [leaf("/small/a")]),
      node("/big/", [leaf("/big/a"), leaf("/big/b", 3)]),
    ]),
  );

  it("lists the expanded nodes depth first, the largest child first", () => {
    const view = visibleRows(tree, () => true);
    expect(names(view.rows)).toEqual(["/", "/big/", "/big/b", "/big/a", "/small/", "/small/a"]);
    expect(view.rows.map((row) => row.parent)).toEqual([undefined, 0, 1, 1, 0, 4]);
    expect(view).toMatchObject({ leftOut: 0, nodes: 6 });
  });

  it("hides the children of a collapsed node and marks it collapsed", () => {
    const view = visibleRows(tree, (id) => id !== "/big/");
    expect(names(view.rows)).toEqual(["/", "/big/", "/small/", "/small/a"]);
    expect(view.rows[1]).toMatchObject({ kind: "node", expanded: false, childCount: 2 });
  });

  it("sums up the children past the cap in one row, unless only one is past it", () => {
    const many = buildStructure(
      node(
        "/",
        Array.from({ length: 25 }, (_, i) => leaf(`/p${i}`, 2)),
      ),
    );
    const view = visibleRows(many, () => true, { children: 20, rows: 100 });
    expect(view.rows).toHaveLength(22);
    expect(view.rows.at(-1)).toMatchObject({ kind: "more", hidden: 5, pages: 10, parent: 0 });
    const oneOver = buildStructure(
      node(
        "/",
        Array.from({ length: 21 }, (_, i) => leaf(`/p${i}`)),
      ),
    );
    expect(visibleRows(oneOver, () => true, { children: 20, rows: 100 }).rows).toHaveLength(22);
  });

  it("stops at the row cap and counts every visible row it left out", () => {
    const wide = buildStructure(
      node(
        "/",
        Array.from({ length: 10 }, (_, i) => node(`/d${i}/`, [leaf(`/d${i}/a`), leaf(`/d${i}/b`)])),
      ),
    );
    const view = visibleRows(wide, () => true, { children: 20, rows: 5 });
    expect(view.rows).toHaveLength(5);
    expect(view.leftOut).toBe(31 - 5);
  });

  it("cuts a chain 100,000 levels deep at the depth cap, counting what it cut", () => {
    let chain = leaf("deepest");
    for (let depth = 0; depth < 100_000; depth++) chain = node(`/${depth}`, [chain]);
    const view = visibleRows(buildStructure(chain, 32), () => true, { children: 20, rows: 50 });
    expect(view.rows).toHaveLength(33);
    expect(view.rows.at(-1)).toMatchObject({ kind: "node", depth: 32, deeper: 100_001 - 33 });
    expect(view.nodes).toBe(100_001);
  });

  it("stops drawing at the row cap, and still counts the rows left out", () => {
    let chain = leaf("deepest");
    for (let depth = 0; depth < 100; depth++) chain = node(`/${depth}`, [chain]);
    const view = visibleRows(buildStructure(chain, 200), () => true, { children: 20, rows: 50 });
    expect(view.rows).toHaveLength(50);
    expect(view.leftOut).toBe(101 - 50);
  });

  it("treats broken page counts as 0", () => {
    const view = visibleRows(buildStructure(leaf("/", Number.NaN)), () => true);
    expect(view.rows[0]).toMatchObject({ pages: 0 });
  });
});
