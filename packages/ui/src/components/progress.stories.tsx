import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Progress } from "./progress";

const meta = {
  title: "Components/Progress",
  component: Progress,
  args: { value: 40, "aria-label": "Crawling website..." },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Crawling website..." });
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    const indicator = bar.querySelector<HTMLElement>("[data-slot=progress-indicator]");
    await expect(indicator?.style.width).toBe("40%");
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("data-state", "complete");
  },
};

export const OutOfRange: Story = {
  args: { value: 150 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  },
};

export const Indeterminate: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).not.toHaveAttribute("aria-valuenow");
  },
};
