import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { Factory, Home, Landmark, ShieldCheck, Sparkles } from "lucide-react";
import { expect } from "storybook/test";
import { IndustryCard } from "./industry-card";
import { constrainWidth } from "../stories/constrain-width";
import { expectFitsViewport, smallScreen } from "../stories/small-screen";

/** Kept in the design system so that designers review it here, though one page uses it. */
const meta = {
  title: "Marketing/IndustryCard",
  component: IndustryCard,
  parameters: {
    docs: {
      description: {
        component:
          "Used by one page of the site: the home page (`/`), in “Industries We Invest In”.",
      },
    },
  },
  args: {
    title: "Home Manufacturing",
    description: "Housing is a need, not a want: demand outlasts the cycle.",
    marketStatus: "Stable Growth",
    cyclical: "Low Susceptibility",
    reasons: ["Chronic housing shortage", "Hands-on work AI cannot replace"],
    icon: <Home />,
  },
  decorators: [constrainWidth("max-w-sm")],
} satisfies Meta<typeof IndustryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { name: "Home Manufacturing" })).toBeVisible();
    await expect(canvas.getByText("Stable Growth")).toBeVisible();
    await expect(canvas.getByRole("definition")).toHaveTextContent("Low Susceptibility");
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    await expect(
      canvasElement.querySelector("[data-slot=industry-card-description]"),
    ).toHaveTextContent("Housing is a need, not a want");
  },
};

/** The five industries of the home page, one reason each, in every tone. */
const industries = [
  {
    title: "Home Manufacturing",
    description: "Housing demand outlasts the cycle.",
    marketStatus: "Stable Growth",
    cyclical: "Low Susceptibility",
    reason: "Chronic housing shortage",
    icon: <Home />,
  },
  {
    tone: "info",
    title: "Manufacturing & Steel",
    description: "Light gauge steel for faster building.",
    marketStatus: "Expanding",
    cyclical: "Moderate",
    reason: "Reshoring of production",
    icon: <Factory />,
  },
  {
    tone: "success",
    title: "Essential Services",
    description: "Cleaning and moving are always needed.",
    marketStatus: "Recession-Resistant",
    cyclical: "Very Low",
    reason: "Recurring subscriptions",
    icon: <ShieldCheck />,
  },
  {
    tone: "warning",
    title: "Financial Services",
    description: "Automotive finance and insurance brokerage.",
    marketStatus: "Opportunity Growth",
    cyclical: "Moderate",
    reason: "Relationship-driven",
    icon: <Landmark />,
  },
  {
    tone: "highlight",
    title: "Consumer Products",
    description: "Premium cosmetics with loyal customers.",
    marketStatus: "Premium Growth",
    cyclical: "Low-Moderate",
    reason: "Brand loyalty",
    icon: <Sparkles />,
  },
] satisfies (Omit<React.ComponentProps<typeof IndustryCard>, "reasons"> & { reason: string })[];

export const AllIndustries: Story = {
  parameters: { wide: true },
  render: () => (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {industries.map(({ reason, ...industry }) => (
        <IndustryCard key={industry.title} {...industry} reasons={[reason]} />
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: {
    reasons: [
      "A chronic shortage of housing keeps demand high even when interest rates rise sharply",
      "Skilled, hands-on work that artificial intelligence cannot replace",
      "Local permits and relationships form a durable moat",
    ],
  },
};

/** The longest reasons, on a 320 px phone. */
export const SmallScreen: Story = {
  ...LongText,
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement);
  },
};
