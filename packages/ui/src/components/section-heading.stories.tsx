import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { SectionHeading } from "./section-heading";

const meta = {
  title: "Marketing/SectionHeading",
  component: SectionHeading,
  args: {
    eyebrow: "What we invest in",
    title: "Industries We Invest In",
    description: "Recession-resistant businesses with low exposure to disruption by AI.",
  },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Centered: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Industries We Invest In" }),
    ).toBeVisible();
  },
};

export const Start: Story = { args: { align: "start" } };

export const PageTitle: Story = {
  args: { as: "h1", title: "Our Investment History", eyebrow: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Our Investment History",
    );
  },
};

export const TitleOnly: Story = { args: { eyebrow: undefined, description: undefined } };

export const LongText: Story = {
  args: {
    title: "An interconnected ecosystem of essential services that keeps customers for life",
    description:
      "Construction or manufacturing is the entry point, moving services follow as a cross-sell, cleaning subscriptions bring recurring revenue, and customer lifecycle retention closes the loop.",
  },
};
