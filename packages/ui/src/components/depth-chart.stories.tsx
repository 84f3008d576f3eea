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
import { DepthChart } from "./depth-chart";

const buckets = [
  { id: "0", label: "0 (start URL)", pages: 1 },
  { id: "1", label: "1", pages: 14 },
  { id: "2", label: "2", pages: 42 },
  { id: "3", label: "3", pages: 28 },
  { id: "4", label: "4", pages: 9 },
  { id: "5+", label: "5+", pages: 4 },
  { id: "none", label: "Not reached", pages: 2 },
];

const meta = {
  title: "Components/DepthChart",
  component: DepthChart,
  tags: ["autodocs"],
  args: { title: "Crawl depth of Keystone Moving", buckets },
} satisfies Meta<typeof DepthChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each bar's width, in the order of the buckets. */
const barWidths = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll("[data-slot=depth-chart-bar]"), (bar) =>
    Number(bar.querySelector("rect:last-of-type")?.getAttribute("width")),
  );

/** Every bucket in order, the widest bar the largest bucket, the table with shares. */
export const ManyPoints: Story = {
  play: async ({ canvas, canvasElement }) => {
    const widths = barWidths(canvasElement);
    await expect(widths).toHaveLength(7);
    const [, , two = 0, three = 0] = widths;
    await expect(Math.max(...widths)).toBe(two);
    await expect(three / two).toBeCloseTo(28 / 42);
    await userEvent.click(canvas.getByText("Show the depths as a table"));
    await expect(canvas.getByRole("table", { name: /pages per number of clicks/ })).toBeVisible();
    await expect(tableRows(canvasElement)).toEqual([
      ["0 (start URL)", "1", "1%"],
      ["1", "14", "14%"],
      ["2", "42", "42%"],
      ["3", "28", "28%"],
      ["4", "9", "9%"],
      ["5+", "4", "4%"],
      ["Not reached", "2", "2%"],
    ]);
    await expectNoBrokenNumbers(canvasElement);
  },
};

/** A crawl without pages says so: no bars, no table, no axis. */
export const Empty: Story = {
  args: { buckets: buckets.map((bucket) => ({ ...bucket, pages: 0 })) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("figure", { name: /Crawl depth/ })).toHaveTextContent("No pages");
    await expect(canvasElement.querySelector("svg")).toBeNull();
    await expect(canvasElement.querySelector("table")).toBeNull();
  },
};

export const NoBuckets: Story = {
  args: { buckets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("figure", { name: /Crawl depth/ })).toHaveTextContent("No pages");
  },
};

/** One page: the start URL alone. */
export const OnePoint: Story = {
  args: { buckets: [{ id: "0", label: "0 (start URL)", pages: 1 }] },
  play: async ({ canvasElement }) => {
    await expect(barWidths(canvasElement)).toHaveLength(1);
    await expect(tableRows(canvasElement)).toEqual([["0 (start URL)", "1", "100%"]]);
    await expectNoBrokenNumbers(canvasElement);
  },
};

/** Every page at one depth: one full bar, the others empty, never `NaN` wide. */
export const AllAtOneDepth: Story = {
  args: { buckets: buckets.map((bucket) => ({ ...bucket, pages: bucket.id === "1" ? 60 : 0 })) },
  play: async ({ canvasElement }) => {
    const widths = barWidths(canvasElement);
    await expect(widths.filter((width) => width > 0)).toHaveLength(1);
    await expect(widths[1]).toBeGreaterThan(0);
    await expectNoBrokenNumbers(canvasElement);
  },
};

export const BrokenFigures: Story = {
  args: {
    buckets: [
      { id: "0", label: "0 (start URL)", pages: Number.NaN },
      { id: "1", label: "1", pages: -4 },
      { id: "2", label: "2", pages: 3 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expectNoBrokenNumbers(canvasElement);
    await expect(tableRows(canvasElement).map((row) => row[1])).toEqual(["0", "0", "3"]);
  },
};

const longLabel =
  "Pages reached only through the paginated archive of the company's news and press releases";

export const LongLabels: Story = {
  args: {
    title: "Crawl depth of Keystone Moving and Storage, counted in clicks from the start URL",
    buckets: [...buckets, { id: "archive", label: longLabel, pages: 12 }],
  },
  globals: smallScreen,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText("Show the depths as a table"));
    await expectChartFitsViewport(canvasElement);
    const drawn = canvasElement.querySelectorAll("[data-slot=depth-chart-bar] text")[14];
    await expect(drawn?.textContent).toMatch(/…$/);
    await expect(drawn?.querySelector("title")).toHaveTextContent(longLabel);
    await expect(tableRows(canvasElement).at(-1)?.[0]).toBe(longLabel);
  },
};

export const DarkMode: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expectLightLabelsInDark(canvasElement, "[data-slot=depth-chart-bar] text");
  },
};

/** Nothing in the chart moves for a visitor who asks for reduced motion. */
export const ReducedMotion: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText("Show the depths as a table"));
    await expectStillWhenMotionReduced(canvasElement);
  },
};

/** On paper the labels are dark whatever the theme. */
export const Print: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expectDarkLabelsInPrint(canvasElement, "[data-slot=depth-chart-bar] text");
  },
};
