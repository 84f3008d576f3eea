import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import {
  expectDarkLabelsInPrint,
  expectLightLabelsInDark,
  expectChartFitsViewport,
  expectNoBrokenNumbers,
  expectStillWhenMotionReduced,
  mediaStyles,
  tableRows,
} from "../stories/chart-checks";
import { smallScreen } from "../stories/small-screen";
import { dateTimeText } from "./charts/figures";
import { HealthTrendChart, type HealthTrendPoint } from "./health-trend-chart";

const day = 24 * 60 * 60 * 1000;
const start = Date.UTC(2026, 8, 1, 9, 30);

/** Ten weekly crawls: the score climbs as errors are fixed. */
const tenCrawls: HealthTrendPoint[] = Array.from({ length: 10 }, (_, index) => ({
  id: `crawl-${index + 1}`,
  time: start + index * 7 * day,
  score: 55 + index * 4,
  counts: { error: 12 - index, warning: 20 - index, notice: 30 },
  pages: 40 + index,
  ...(index === 9 ? { label: "latest" } : {}),
}));

/** One of the ten crawls, by index. */
function crawl(index: number): HealthTrendPoint {
  const found = tenCrawls[index];
  if (!found) throw new Error(`no crawl ${index}`);
  return found;
}

const meta = {
  title: "Components/HealthTrendChart",
  component: HealthTrendChart,
  tags: ["autodocs"],
  args: { title: "Health over time of Keystone Moving", points: tenCrawls, onOpen: fn() },
} satisfies Meta<typeof HealthTrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const pointButtons = (canvasElement: HTMLElement) =>
  Array.from(
    canvasElement.querySelectorAll<HTMLButtonElement>("[data-slot=health-trend-point-button]"),
  );

/** Each button's distance from the left, in the order the buttons come. */
const buttonLefts = (canvasElement: HTMLElement) =>
  pointButtons(canvasElement).map((button) => button.getBoundingClientRect().left);

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("figure", { name: /Health over time/ })).toHaveTextContent(
      "No crawls yet",
    );
    await expect(canvasElement.querySelector("svg")).toBeNull();
    await expect(pointButtons(canvasElement)).toHaveLength(0);
    await expectNoBrokenNumbers(canvasElement);
  },
};

export const OnePoint: Story = {
  args: { points: tenCrawls.slice(0, 1) },
  play: async ({ canvas, canvasElement }) => {
    await expect(pointButtons(canvasElement)).toHaveLength(1);
    await expect(
      canvas.getByRole("button", {
        name: /score 55, 12 errors, 20 warnings, 30 notices, 40 pages/,
      }),
    ).toBeInTheDocument();
    await expect(tableRows(canvasElement)).toEqual([
      [dateTimeText(start), "55", "12", "20", "30", "40", ""],
    ]);
    await expectNoBrokenNumbers(canvasElement);
  },
};

/** Ten crawls, left to right; a point opens its crawl on a click and on Enter. */
export const ManyPoints: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const buttons = pointButtons(canvasElement);
    await expect(buttons).toHaveLength(10);
    const lefts = buttonLefts(canvasElement);
    await expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
    await expect(tableRows(canvasElement).map((row) => row[1])).toEqual(
      tenCrawls.map((crawl) => String(crawl.score)),
    );

    await userEvent.click(canvas.getByRole("button", { name: /score 63/ }));
    await expect(args.onOpen).toHaveBeenLastCalledWith("crawl-3");
    canvas.getByRole("button", { name: /score 91.*\(latest\)/ }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onOpen).toHaveBeenLastCalledWith("crawl-10");
    await expect(canvasElement.querySelector("[data-slot=health-trend-detail]")).toHaveTextContent(
      "score 91",
    );
    await expectNoBrokenNumbers(canvasElement);
  },
};

/**
 * Forty daily crawls on a phone: only as many dates as fit are written, none overlapping, the
 * latest always among them; every crawl still has its button.
 */
export const FortyCrawlsOnAPhone: Story = {
  args: {
    points: Array.from({ length: 40 }, (_, index) => ({
      ...crawl(index % 10),
      id: `daily-${index}`,
      time: start + index * day,
    })),
  },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expect(pointButtons(canvasElement)).toHaveLength(40);
    const dates = Array.from(
      canvasElement.querySelectorAll("[data-slot=health-trend-bar] text"),
      (text) => text.getBoundingClientRect(),
    );
    await expect(dates.length).toBeGreaterThan(1);
    await expect(dates.length).toBeLessThan(40);
    const overlaps = dates.filter(
      (date, index) => index > 0 && date.left <= (dates[index - 1]?.right ?? 0),
    );
    await expect(overlaps).toEqual([]);
    const last = canvasElement.querySelectorAll("[data-slot=health-trend-bar]")[39];
    await expect(last?.querySelector("text")).not.toBeNull();
    await expectChartFitsViewport(canvasElement);
  },
};

/** The text equivalent is one focusable disclosure away: its summary takes focus and opens it. */
export const TableOnDemand: Story = {
  play: async ({ canvas, canvasElement }) => {
    const summary = canvas.getByText("Show the crawls as a table");
    summary.focus();
    await expect(summary).toHaveFocus();
    await expect(canvas.getByRole("table", { hidden: true })).not.toBeVisible();
    await userEvent.click(summary);
    await expect(canvasElement.querySelector("details")).toHaveProperty("open", true);
    const table = canvas.getByRole("table", { name: /every crawl, oldest first/ });
    await expect(table).toBeVisible();
    await expect(tableRows(canvasElement)).toHaveLength(10);
  },
};

/**
 * The clock moved backwards between the 2nd and 3rd crawl and two were saved in the same
 * millisecond: the crawls still run left to right in the order given, one column each.
 */
export const BackwardsClock: Story = {
  args: {
    points: [
      { ...crawl(0), time: start + 10 * day },
      { ...crawl(1), time: start + 12 * day },
      { ...crawl(2), time: start },
      { ...crawl(3), time: start },
    ],
  },
  play: async ({ canvasElement }) => {
    const lefts = buttonLefts(canvasElement);
    await expect(new Set(lefts).size).toBe(4);
    await expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
    await expect(tableRows(canvasElement).map((row) => row[0])).toEqual([
      dateTimeText(start + 10 * day),
      dateTimeText(start + 12 * day),
      dateTimeText(start),
      dateTimeText(start),
    ]);
    await expectNoBrokenNumbers(canvasElement);
  },
};

/** Figures from a broken record: no NaN anywhere, the crawl without a score leaves a gap. */
export const BrokenFigures: Story = {
  args: {
    points: [
      { ...crawl(0), score: Number.NaN, time: Number.NaN },
      { ...crawl(1), counts: { error: -3, warning: Number.NaN, notice: Infinity }, pages: -1 },
      { ...crawl(2), score: 140, counts: { error: 0, warning: 0, notice: 0 } },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expectNoBrokenNumbers(canvasElement);
    await expect(
      canvas.getByRole("button", { name: /^Unknown date: no score/ }),
    ).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll("[data-slot=health-trend-point]")).toHaveLength(2);
    await expect(tableRows(canvasElement).map((row) => row[1])).toEqual(["None", "59", "100"]);
  },
};

export const Selected: Story = {
  args: { selectedId: "crawl-4" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /score 67/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(canvas.getByRole("button", { name: /score 71/ })).not.toHaveAttribute(
      "aria-current",
    );
  },
};

export const LongLabels: Story = {
  args: {
    title:
      "Health over time of Keystone Moving and Storage, every kept crawl of the site since it was first audited",
    points: tenCrawls.map((crawl, index) =>
      index === 9
        ? { ...crawl, label: "opened from a link shared by another member of staff, read only" }
        : crawl,
    ),
  },
  globals: smallScreen,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText("Show the crawls as a table"));
    await expectChartFitsViewport(canvasElement);
    await expect(canvas.getByRole("button", { name: /read only\)$/ })).toBeInTheDocument();
    await expect(tableRows(canvasElement).at(-1)?.at(-1)).toBe(
      "opened from a link shared by another member of staff, read only",
    );
  },
};

export const SmallScreen: Story = {
  globals: smallScreen,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText("Show the crawls as a table"));
    await expectChartFitsViewport(canvasElement);
    const svg = canvasElement.querySelector("svg[viewBox]:not([width='14'])");
    await expect(svg?.getAttribute("viewBox")).toMatch(/^0 0 (2[89]\d|3\d\d) /);
  },
};

/** The axis labels are light on the dark background, and the line keeps its contrast. */
export const DarkMode: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expectLightLabelsInDark(canvasElement, "[data-slot=health-trend-plot] text");
  },
};

/** The points ease when focused, except for a visitor who asks for reduced motion. */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const point = canvasElement.querySelector("[data-slot=health-trend-point]");
    if (!point) throw new Error("no point");
    await expect(getComputedStyle(point).transitionProperty).toMatch(/opacity/);
    const reduced = mediaStyles(point, "prefers-reduced-motion: reduce");
    await expect(reduced.map((style) => style.transitionProperty)).toContain("none");
    await expectStillWhenMotionReduced(canvasElement);
  },
};

/** On paper the axis labels are dark, whatever the theme, and the point buttons are left out. */
export const Print: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expectLightLabelsInDark(canvasElement, "[data-slot=health-trend-plot] text");
    await expectDarkLabelsInPrint(canvasElement, "[data-slot=health-trend-plot] text");
    const button = pointButtons(canvasElement)[0];
    if (!button) throw new Error("no point button");
    await expect(mediaStyles(button, "print").map((style) => style.display)).toContain("none");
  },
};
