import type { Meta, StoryObj } from "@storybook/react-vite";
import { Factory, HardHat, Sparkles, Truck } from "lucide-react";
import { expect } from "storybook/test";
import { FeatureCard } from "./feature-card";
import { constrainWidth } from "../stories/constrain-width";
import { expectFitsViewport, smallScreen } from "../stories/small-screen";

const meta = {
  title: "Marketing/FeatureCard",
  component: FeatureCard,
  args: {
    title: "Residential Construction",
    description: "Custom homes and additions, designed and built by one accountable team.",
    icon: <HardHat />,
  },
  decorators: [constrainWidth("max-w-sm")],
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Residential Construction" })).toBeVisible();
  },
};

export const Tones: Story = {
  parameters: { wide: true },
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <FeatureCard
        tone="primary"
        icon={<HardHat />}
        title="Construction"
        description="Entry point."
      />
      <FeatureCard tone="info" icon={<Truck />} title="Moving" description="Cross-sell." />
      <FeatureCard tone="success" icon={<Sparkles />} title="Cleaning" description="Recurring." />
      <FeatureCard tone="warning" icon={<Factory />} title="Steel" description="Manufacturing." />
    </div>
  ),
};

export const WithContent: Story = {
  args: {
    children: (
      <ul className="list-inside list-disc text-sm">
        <li>Design-build</li>
        <li>Project management</li>
      </ul>
    ),
  },
};

export const WithoutIcon: Story = { args: { icon: undefined } };

export const LongText: Story = {
  args: {
    title: "Renovations, Remodeling and Historic Restoration of Residential Properties",
    description:
      "From kitchens and bathrooms to whole-house remodels, we modernise homes while preserving their character, with transparent budgets and weekly progress reports for every client.",
  },
};

/** The longest title, on a 320 px phone. */
export const SmallScreen: Story = {
  ...LongText,
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement);
  },
};
