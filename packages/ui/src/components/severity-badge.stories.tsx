import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { expectFitsViewport, smallScreen } from "../stories/small-screen";
import { SeverityBadge } from "./severity-badge";

const meta = {
  title: "Components/SeverityBadge",
  component: SeverityBadge,
  tags: ["autodocs"],
  args: { severity: "error" },
} satisfies Meta<typeof SeverityBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorBadge: Story = {
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector("[data-slot=severity-badge]");
    await expect(badge).toHaveTextContent(/^Error$/);
    await expect(badge).toHaveAttribute("data-severity", "error");
    await expect(badge?.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    await expect(canvasElement.querySelector("[data-slot=severity-badge-count]")).toBeNull();
  },
};

export const WarningBadge: Story = {
  args: { severity: "warning" },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector("[data-slot=severity-badge]");
    await expect(badge).toHaveTextContent(/^Warning$/);
    await expect(badge).toHaveAttribute("data-severity", "warning");
  },
};

export const NoticeBadge: Story = {
  args: { severity: "notice" },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector("[data-slot=severity-badge]");
    await expect(badge).toHaveTextContent(/^Notice$/);
    await expect(badge).toHaveAttribute("data-severity", "notice");
  },
};

/** The count sits in its own slot after the word; zero is a count too. */
export const WithCount: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <SeverityBadge {...args} severity="error" count={3} />
      <SeverityBadge {...args} severity="warning" count={1280} />
      <SeverityBadge {...args} severity="notice" count={0} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const counts = Array.from(
      canvasElement.querySelectorAll("[data-slot=severity-badge-count]"),
      (count) => count.textContent,
    );
    await expect(counts).toEqual(["3", "1280", "0"]);
    await expect(canvasElement.querySelector("[data-severity=error]")).toHaveTextContent("Error 3");
  },
};

/** The three severities differ by word and icon as well as colour, and each is its own colour. */
export const AllSeverities: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <SeverityBadge {...args} severity="error" />
      <SeverityBadge {...args} severity="warning" />
      <SeverityBadge {...args} severity="notice" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = Array.from(
      canvasElement.querySelectorAll<HTMLElement>("[data-slot=severity-badge]"),
    );
    const icons = new Set(badges.map((badge) => badge.querySelector("svg")?.innerHTML));
    const colours = new Set(badges.map((badge) => getComputedStyle(badge).backgroundColor));
    await expect(icons.size).toBe(3);
    await expect(colours.size).toBe(3);
  },
};

export const SmallScreen: Story = {
  args: { count: 1_000_000 },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement);
  },
};
