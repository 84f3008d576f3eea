import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { expectFitsViewport, smallScreen } from "../stories/small-screen";
import { SeverityCounts } from "./severity-counts";

const meta = {
  title: "Components/SeverityCounts",
  component: SeverityCounts,
  tags: ["autodocs"],
  args: { counts: { notice: 27, error: 3, warning: 12 } },
} satisfies Meta<typeof SeverityCounts>;

export default meta;
type Story = StoryObj<typeof meta>;

const pairs = (canvasElement: HTMLElement) =>
  Array.from(
    canvasElement.querySelectorAll("[data-slot=severity-counts-item]"),
    (item) => `${item.querySelector("dt")?.textContent}=${item.querySelector("dd")?.textContent}`,
  );

/** Errors first, whatever the order of the keys; each term is a badge and its count the value. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("dl")).toHaveAttribute("data-slot", "severity-counts");
    await expect(pairs(canvasElement)).toEqual(["Error=3", "Warning=12", "Notice=27"]);
  },
};

/** A clean site still shows all three, at zero. */
export const Clean: Story = {
  args: { counts: { error: 0, warning: 0, notice: 0 } },
  play: async ({ canvasElement }) => {
    await expect(pairs(canvasElement)).toEqual(["Error=0", "Warning=0", "Notice=0"]);
  },
};

export const SmallScreen: Story = {
  args: { counts: { error: 10_000, warning: 250_000, notice: 1_000_000 } },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement);
    await expect(pairs(canvasElement)).toEqual(["Error=10000", "Warning=250000", "Notice=1000000"]);
  },
};
