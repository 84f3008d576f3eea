import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { expectFitsViewport, smallScreen } from "../stories/small-screen";
import { BarChart } from "./bar-chart";

const meta = {
  title: "Components/BarChart",
  component: BarChart,
  args: {
    caption: "Issues found per site",
    alternative: "The comparison table gives every figure.",
    bars: [
      { label: "Moving Services", value: 9 },
      { label: "Cleaning Services", value: 3 },
      { label: "Financial Services", value: 0 },
    ],
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const barWidths = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll("[data-slot=bar-chart-bar] rect:last-of-type")).map(
    (bar) => bar.getAttribute("width"),
  );

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("figure")).toHaveAccessibleName(/Issues found per site/);
    await expect(canvasElement.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    await expect(barWidths(canvasElement)).toEqual(["100%", `${(3 / 9) * 100}%`, "0%"]);
  },
};

export const AllZero: Story = {
  args: {
    bars: [
      { label: "Moving Services", value: 0 },
      { label: "Cleaning Services", value: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(barWidths(canvasElement)).toEqual(["0%", "0%"]);
  },
};

export const HostileText: Story = {
  args: { bars: [{ label: "<script>alert(1)</script>", value: 2 }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("script")).toBeNull();
    await expect(canvasElement.querySelector("text")).toHaveTextContent(
      "<script>alert(1)</script>",
    );
  },
};

export const SmallScreen: Story = {
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement);
  },
};
