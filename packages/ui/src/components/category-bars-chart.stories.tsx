import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import {
  expectDarkLabelsInPrint,
  expectLightLabelsInDark,
  expectChartFitsViewport,
  expectNoBrokenNumbers,
  expectStillWhenMotionReduced,
  tableRows,
} from "../stories/chart-checks";
import { smallScreen } from "../stories/small-screen";
import { CategoryBarsChart, type CategoryBarsSeries } from "./category-bars-chart";

const moving: CategoryBarsSeries = {
  id: "moving",
  name: "Keystone Moving",
  categories: [
    { id: "links", label: "Links", counts: { error: 3, warning: 2, notice: 0 } },
    { id: "meta", label: "Meta descriptions", counts: { error: 0, warning: 8, notice: 4 } },
    { id: "images", label: "Images", counts: { error: 0, warning: 0, notice: 12 } },
    { id: "headings", label: "Headings", counts: { error: 1, warning: 0, notice: 0 } },
  ],
};

const cleaning: CategoryBarsSeries = {
  id: "cleaning",
  name: "Keystone Cleaning",
  categories: [
    { id: "meta", label: "Meta descriptions", counts: { error: 0, warning: 2, notice: 1 } },
    { id: "security", label: "Security", counts: { error: 2, warning: 0, notice: 0 } },
  ],
};

const finance: CategoryBarsSeries = { id: "finance", name: "Keystone Finance", categories: [] };

const meta = {
  title: "Components/CategoryBarsChart",
  component: CategoryBarsChart,
  tags: ["autodocs"],
  args: { title: "Issues by category", series: [moving] },
} satisfies Meta<typeof CategoryBarsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each bar's segments as "severity:width", bar by bar. */
const bars = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll("[data-slot=category-bars-chart-bar]"), (bar) =>
    Array.from(bar.querySelectorAll("rect[data-severity]"), (rect) =>
      Number(rect.getAttribute("width")),
    ),
  );

/** One site: a bar per category, stacked errors, warnings, notices; the largest fills the width. */
export const ManyPoints: Story = {
  play: async ({ canvas, canvasElement }) => {
    const drawn = bars(canvasElement);
    await expect(drawn).toHaveLength(4);
    const [links = [], meta = [], images = []] = drawn;
    const length = (segments: number[]) => segments.reduce((sum, width) => sum + width, 0);
    await expect(length(meta) / length(links)).toBeCloseTo(12 / 5);
    await expect(length(meta)).toBeCloseTo(length(images));
    const [linkErrors = 0, linkWarnings = 0] = links;
    await expect(linkErrors / linkWarnings).toBeCloseTo(3 / 2);
    await userEvent.click(canvas.getByText("Show the categories as a table"));
    await expect(tableRows(canvasElement)).toEqual([
      ["Links", "3", "2", "0", "5"],
      ["Meta descriptions", "0", "8", "4", "12"],
      ["Images", "0", "0", "12", "12"],
      ["Headings", "1", "0", "0", "1"],
    ]);
    await expectNoBrokenNumbers(canvasElement);
  },
};

/**
 * Three sites side by side: each category once, a bar per site under it, in the series' order,
 * an empty bar where a site has none of that category.
 */
export const ThreeSites: Story = {
  args: { title: "Issues by category, three sites", series: [moving, cleaning, finance] },
  play: async ({ canvasElement }) => {
    await expect(bars(canvasElement)).toHaveLength(5 * 3);
    await expect(tableRows(canvasElement).slice(3, 6)).toEqual([
      ["Meta descriptions", "Keystone Moving", "0", "8", "4", "12"],
      ["Meta descriptions", "Keystone Cleaning", "0", "2", "1", "3"],
      ["Meta descriptions", "Keystone Finance", "0", "0", "0", "0"],
    ]);
    await expect(bars(canvasElement)[14]).toEqual([0, 0, 0]);
    await expectNoBrokenNumbers(canvasElement);
  },
};

export const Empty: Story = {
  args: { series: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("figure", { name: "Issues by category" })).toHaveTextContent(
      "No issues found",
    );
    await expect(canvasElement.querySelector("svg")).toBeNull();
  },
};

/** Sites crawled without a single issue: the same message, not three empty axes. */
export const NoIssues: Story = {
  args: { series: [finance, { ...finance, id: "other", name: "Other" }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("figure")).toHaveTextContent("No issues found");
  },
};

export const OnePoint: Story = {
  args: {
    series: [
      {
        ...moving,
        categories: [{ id: "links", label: "Links", counts: { error: 1, warning: 0, notice: 0 } }],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(bars(canvasElement)).toHaveLength(1);
    await expect(tableRows(canvasElement)).toEqual([["Links", "1", "0", "0", "1"]]);
    await expectNoBrokenNumbers(canvasElement);
  },
};

/** Every count zero or broken: empty bars, zeros in the table, no `NaN`. */
export const BrokenFigures: Story = {
  args: {
    series: [
      {
        ...moving,
        categories: [
          { id: "links", label: "Links", counts: { error: Number.NaN, warning: -2, notice: 0 } },
          { id: "meta", label: "Meta", counts: { error: 0, warning: 0, notice: Infinity } },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expectNoBrokenNumbers(canvasElement);
    await expect(tableRows(canvasElement)).toEqual([
      ["Links", "0", "0", "0", "0"],
      ["Meta", "0", "0", "0", "0"],
    ]);
  },
};

const longCategory =
  "Structured data that names a property the schema does not define for its type, on every product page";

export const LongLabels: Story = {
  args: {
    title: "Issues by category of Keystone Moving and Storage, the Cleaning company and Finance",
    series: [
      {
        ...moving,
        name: "Keystone Moving and Storage, long distance and local removals",
        categories: [
          ...moving.categories,
          { id: "schema", label: longCategory, counts: { error: 0, warning: 5, notice: 0 } },
        ],
      },
      cleaning,
      finance,
    ],
  },
  globals: smallScreen,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText("Show the categories as a table"));
    await expectChartFitsViewport(canvasElement);
    const heading = Array.from(canvasElement.querySelectorAll("svg text")).find(
      (text) => text.querySelector("title")?.textContent === longCategory,
    );
    await expect(heading?.textContent).toMatch(/…$/);
    await expect(tableRows(canvasElement).filter((row) => row[0] === longCategory)).toHaveLength(3);
  },
};

/** The severities are told by pattern as well as colour: warnings striped, notices dotted. */
export const NotByColourAlone: Story = {
  play: async ({ canvasElement }) => {
    const fills = (severity: string) =>
      Array.from(
        canvasElement.querySelectorAll(
          `[data-slot=category-bars-chart-bar] rect[data-severity=${severity}]`,
        ),
        (rect) => rect.getAttribute("fill") ?? "",
      );
    await expect(fills("warning").every((fill) => /^url\(#.+-warning\)$/.test(fill))).toBe(true);
    await expect(fills("notice").every((fill) => /^url\(#.+-notice\)$/.test(fill))).toBe(true);
    const warningPattern = canvasElement.querySelector("pattern[id$='-warning']");
    await expect(warningPattern?.querySelector("path")).not.toBeNull();
    const legend = canvasElement.querySelector("[data-slot=chart-legend]");
    await expect(legend).toHaveTextContent("ErrorWarningNotice");
  },
};

export const DarkMode: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expectLightLabelsInDark(canvasElement, "[data-slot=category-bars-chart-bar] text");
  },
};

export const ReducedMotion: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText("Show the categories as a table"));
    await expectStillWhenMotionReduced(canvasElement);
  },
};

export const Print: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expectDarkLabelsInPrint(canvasElement, "[data-slot=category-bars-chart-bar] text");
  },
};
