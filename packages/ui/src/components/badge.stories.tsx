import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Badge, StatusBadge } from "./badge";

const meta = {
  title: "Components/Badge",
  component: Badge,
  args: { children: "6 Active Portfolio Companies" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge>Default</Badge>
      <Badge variant="secondary">Secondary</Badge>
      <Badge variant="outline">Outline</Badge>
      <Badge variant="highlight">Highlight</Badge>
      <Badge variant="success">Success</Badge>
      <Badge variant="info">Info</Badge>
      <Badge variant="warning">Warning</Badge>
      <Badge variant="destructive">Destructive</Badge>
      <Badge variant="muted">Muted</Badge>
    </div>
  ),
};

/** Portfolio statuses: active green, expanding blue, developing orange, anything else grey. */
export const Statuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <StatusBadge status="Active" />
      <StatusBadge status="Expanding" />
      <StatusBadge status="Developing" />
      <StatusBadge status="Community Project" />
    </div>
  ),
  play: async ({ canvas }) => {
    const colourOf = (status: string) => getComputedStyle(canvas.getByText(status)).backgroundColor;
    await expect(canvas.getByText("Active")).toHaveClass("bg-success");
    await expect(canvas.getByText("Expanding")).toHaveClass("bg-info");
    await expect(canvas.getByText("Developing")).toHaveClass("bg-warning");
    await expect(canvas.getByText("Community Project")).toHaveClass("bg-muted");
    const colours = new Set(
      ["Active", "Expanding", "Developing", "Community Project"].map(colourOf),
    );
    await expect(colours.size).toBe(4);
  },
};

export const LongText: Story = {
  args: { children: "Recession-resistant essential services with recurring revenue" },
};
