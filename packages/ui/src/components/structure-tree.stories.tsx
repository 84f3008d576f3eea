import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import {
  expectDarkLabelsInPrint,
  expectLightLabelsInDark,
  expectChartFitsViewport,
  expectNoBrokenNumbers,
  expectStillWhenMotionReduced,
  mediaStyles,
} from "../stories/chart-checks";
import { smallScreen } from "../stories/small-screen";
import { type StructureNode, StructureTree } from "./structure-tree";

const origin = "https://moving.example.com";

function page(path: string, worst?: StructureNode["worst"]): StructureNode {
  const name = path.split("/").filter(Boolean).at(-1) ?? "/";
  return {
    id: path,
    name,
    pages: 1,
    url: `${origin}${path}`,
    ...(worst ? { worst } : {}),
    children: [],
  };
}

function folder(
  path: string,
  children: StructureNode[],
  worst?: StructureNode["worst"],
): StructureNode {
  return {
    id: path,
    name: path.split("/").filter(Boolean).at(-1) ?? "/",
    pages: children.reduce((sum, child) => sum + child.pages, 0),
    ...(worst ? { worst } : {}),
    children,
  };
}

/** 100 pages: 50 posts in /blog, 30 services in two folders, and the pages around them. */
const site: StructureNode = {
  ...folder(
    "/",
    [
      folder(
        "/blog/",
        Array.from({ length: 50 }, (_, index) =>
          page(`/blog/post-${index + 1}`, index % 7 === 0 ? "warning" : undefined),
        ),
        "warning",
      ),
      folder(
        "/services/",
        [
          folder(
            "/services/local/",
            Array.from({ length: 18 }, (_, index) =>
              page(`/services/local/area-${index + 1}`, index === 3 ? "error" : "notice"),
            ),
            "error",
          ),
          folder(
            "/services/long-distance/",
            Array.from({ length: 12 }, (_, index) =>
              page(`/services/long-distance/route-${index + 1}`),
            ),
          ),
        ],
        "error",
      ),
      ...[
        "about",
        "contact",
        "prices",
        "faq",
        "careers",
        "privacy",
        "terms",
        "quote",
        "storage",
        "packing",
        "reviews",
        "team",
        "news",
        "partners",
        "sitemap",
        "help",
        "offices",
        "insurance",
        "moving-tips",
      ].map((name) => page(`/${name}`, name === "contact" ? "notice" : undefined)),
    ],
    "error",
  ),
  url: `${origin}/`,
};
site.pages += 1;

const meta = {
  title: "Components/StructureTree",
  component: StructureTree,
  tags: ["autodocs"],
  args: { title: "Structure of Keystone Moving", root: site },
} satisfies Meta<typeof StructureTree>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawnNames = (canvasElement: HTMLElement) =>
  Array.from(
    canvasElement.querySelectorAll("[data-slot=structure-tree-node] title"),
    (title) => title.textContent?.split(":")[0],
  );

/** 100 pages: the root and its children at first, the largest folders first. */
export const ManyPoints: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=structure-tree-total]")).toHaveTextContent(
      "100 pages under 104 paths",
    );
    const names = drawnNames(canvasElement);
    await expect(names.slice(0, 3)).toEqual(["/", "blog", "services"]);
    await expect(names).toHaveLength(22);
    await expect(
      canvas.getByRole("button", { name: /^\/, 100 pages, worst issue error/ }),
    ).toHaveAttribute("aria-expanded", "true");
    const blog = canvas.getByRole("button", { name: /^blog, 50 pages, worst issue warning/ });
    await expect(blog).toHaveAttribute("aria-expanded", "false");
    await expect(canvasElement.querySelector("[data-worst=error] path")).toHaveClass(
      "fill-destructive",
    );
    await expectNoBrokenNumbers(canvasElement);
  },
};

/** A folder opens to its largest 20 children and sums up the rest; closing it hides them again. */
export const CollapseAndExpand: Story = {
  play: async ({ canvas, canvasElement }) => {
    const blog = canvas.getByRole("button", { name: /^blog,/ });
    await userEvent.click(blog);
    await expect(blog).toHaveAttribute("aria-expanded", "true");
    await expect(drawnNames(canvasElement)).toContain("post-1");
    await expect(drawnNames(canvasElement)).toHaveLength(22 + 20);
    await expect(
      canvasElement.querySelector("[data-slot=structure-tree-graph] svg"),
    ).toHaveTextContent("+ 30 more, 30 pages");
    await userEvent.click(blog);
    await expect(blog).toHaveAttribute("aria-expanded", "false");
    await expect(drawnNames(canvasElement)).not.toContain("post-1");

    const top = canvas.getByRole("button", { name: /^\/,/ });
    await userEvent.click(top);
    await expect(top).toHaveAttribute("aria-expanded", "false");
    await expect(drawnNames(canvasElement)).toEqual(["/"]);
  },
};

/** The list holds every node with its figures, nested as the paths are, whatever is collapsed. */
export const ListOnDemand: Story = {
  play: async ({ canvas, canvasElement }) => {
    const summary = canvas.getByText("Show the structure as a list");
    summary.focus();
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    const list = canvasElement.querySelector("[data-slot=structure-tree-list] ul");
    await expect(list).toBeVisible();
    const top = list?.querySelector(":scope > li");
    await expect(top?.firstChild).toHaveTextContent("/");
    await expect(top).toHaveTextContent(/^\/: 100 pages, worst issue: error/);
    const local = Array.from(canvasElement.querySelectorAll("li")).find((item) =>
      item.textContent?.startsWith("local: 18 pages"),
    );
    await expect(local?.querySelectorAll(":scope > ul > li")).toHaveLength(18);
    await expect(local).toHaveTextContent("area-4: 1 page, worst issue: error");
    await expect(canvasElement.querySelector("[data-slot=structure-tree-list]")).toHaveTextContent(
      "and 30 more (30 pages)",
    );
  },
};

export const Empty: Story = {
  args: { root: { id: "/", name: "/", pages: 0, children: [] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("figure", { name: /Structure/ })).toHaveTextContent("No pages");
    await expect(canvasElement.querySelector("svg")).toBeNull();
  },
};

export const OnePoint: Story = {
  args: { root: { ...page("/"), url: `${origin}/` } },
  play: async ({ canvas, canvasElement }) => {
    await expect(drawnNames(canvasElement)).toEqual(["/"]);
    await expect(canvas.queryByRole("button", { name: /page/ })).toBeNull();
    await expect(canvasElement.querySelector("[data-slot=structure-tree-total]")).toHaveTextContent(
      "1 page under 1 path",
    );
    await expectNoBrokenNumbers(canvasElement);
  },
};

/** A path 2,000 folders deep, built outside the story's args, which Storybook copies recursively. */
const deepRoot = Array.from({ length: 2_000 }, (_, index) => 2_000 - index).reduce<StructureNode>(
  (child, depth) => folder(`/${"a/".repeat(depth)}`, [child]),
  page(`/${"a/".repeat(2_001)}x`, "error"),
);

/**
 * All of it expanded: the tree is cut at 32 levels below the root, the last drawn node says how
 * many paths lie deeper, and the total still counts them all.
 */
export const HostileDepth: Story = {
  globals: smallScreen,
  render: (args) => <StructureTree {...args} root={deepRoot} initiallyExpandedDepth={5_000} />,
  play: async ({ canvasElement }) => {
    await expect(drawnNames(canvasElement)).toHaveLength(33);
    await expect(canvasElement.querySelector("[data-slot=structure-tree-total]")).toHaveTextContent(
      "1 page under 2001 paths",
    );
    const nodes = canvasElement.querySelectorAll("[data-slot=structure-tree-node] text");
    await expect(nodes[nodes.length - 1]).toHaveTextContent("+1968 deeper");
    // The indent narrows so that the deepest drawn node still sits inside the drawing.
    const svg = canvasElement.querySelector("[data-slot=structure-tree-graph] svg");
    const deepest = nodes[nodes.length - 1]?.getBoundingClientRect();
    await expect(deepest?.left).toBeLessThan(svg?.getBoundingClientRect().right ?? 0);
    await expect(canvasElement.querySelector("[data-slot=structure-tree-list]")).toHaveTextContent(
      "(1968 deeper paths left out)",
    );
    await expectNoBrokenNumbers(canvasElement);
  },
};

/** 30 folders of 10 pages, all expanded: the drawing stops at 120 rows and says how many it left. */
export const RowCap: Story = {
  args: {
    initiallyExpandedDepth: 2,
    root: folder(
      "/",
      Array.from({ length: 30 }, (_, index) =>
        folder(
          `/f${index}/`,
          Array.from({ length: 10 }, (_, item) => page(`/f${index}/p${item}`)),
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(drawnNames(canvasElement)).toHaveLength(120);
    // Root, 20 folders of 11 rows each and the row that sums up the other 10 folders: 222.
    await expect(canvasElement.querySelector("[data-slot=structure-tree-total]")).toHaveTextContent(
      "300 pages under 331 paths; 120 rows drawn, 102 more left out",
    );
  },
};

const longName =
  "a-very-long-path-segment-that-a-content-system-made-from-the-whole-title-of-a-post";

export const LongLabels: Story = {
  args: {
    title: "Structure of Keystone Moving and Storage, every crawled URL grouped by its path",
    initiallyExpandedDepth: 3,
    root: folder(
      "/",
      [
        folder(
          "/blog/",
          [page(`/blog/${longName}`, "warning"), page(`/blog/${longName}-2`)],
          "warning",
        ),
      ],
      "warning",
    ),
  },
  globals: smallScreen,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText("Show the structure as a list"));
    await expectChartFitsViewport(canvasElement);
    const drawn = Array.from(
      canvasElement.querySelectorAll("[data-slot=structure-tree-node] text"),
    );
    await expect(drawn.at(-1)?.textContent).toMatch(/…/);
    await expect(canvasElement.querySelector("[data-slot=structure-tree-list]")).toHaveTextContent(
      longName,
    );
  },
};

export const DarkMode: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expectLightLabelsInDark(canvasElement, "[data-slot=structure-tree-node] text");
  },
};

export const ReducedMotion: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^blog,/ }));
    await userEvent.click(canvas.getByText("Show the structure as a list"));
    await expectStillWhenMotionReduced(canvasElement);
  },
};

export const Print: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expectDarkLabelsInPrint(canvasElement, "[data-slot=structure-tree-node] text");
    const toggle = canvasElement.querySelector("[data-slot=structure-tree-toggle]");
    if (!toggle) throw new Error("no toggle");
    await expect(mediaStyles(toggle, "print").map((style) => style.display)).toContain("none");
  },
};
