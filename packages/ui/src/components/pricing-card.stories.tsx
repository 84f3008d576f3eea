import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "./button";
import { PricingCard } from "./pricing-card";
import { constrainWidth } from "../stories/constrain-width";

const plans = [
  { name: "Basic Clean", price: "$99", features: ["Dusting", "Vacuuming", "Kitchen wipe-down"] },
  {
    name: "Deep Clean",
    price: "$179",
    popular: true,
    features: ["Everything in Basic", "Inside appliances", "Baseboards"],
  },
  { name: "Premium Clean", price: "$249", features: ["Everything in Deep", "Windows", "Laundry"] },
];

/** Kept in the design system so that designers review it here, though one page uses it. */
const meta = {
  title: "Marketing/PricingCard",
  component: PricingCard,
  parameters: {
    docs: {
      description: {
        component:
          "Used by one page of the site: the cleaning page (`/cleaning`), in “Choose Your Cleaning Plan”.",
      },
    },
  },
  args: {
    name: "Deep Clean",
    price: "$179",
    period: "per visit",
    features: plans[1]?.features,
    action: <Button className="w-full">Choose Plan</Button>,
  },
  decorators: [constrainWidth("max-w-sm pt-4")],
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Most Popular")).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Choose Plan" })).toBeVisible();
  },
};

export const MostPopular: Story = {
  args: { popular: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Most Popular")).toBeVisible();
    await expect(canvasElement.querySelector("[data-slot=pricing-card]")).toHaveAttribute(
      "data-popular",
      "true",
    );
  },
};

export const Plans: Story = {
  parameters: { wide: true },
  render: () => (
    <div className="grid gap-6 md:grid-cols-3">
      {plans.map((plan) => (
        <PricingCard
          key={plan.name}
          {...plan}
          period="per visit"
          action={<Button variant={plan.popular ? "default" : "outline"}>Choose Plan</Button>}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = Array.from(
      canvasElement.querySelectorAll<HTMLElement>("[data-slot=pricing-card]"),
    );
    await expect(cards.map((card) => within(card).queryByText("Most Popular") !== null)).toEqual([
      false,
      true,
      false,
    ]);
  },
};

export const WithoutFeatures: Story = { args: { features: [], description: "A one-off clean." } };

export const SmallScreen: Story = {
  ...Plans,
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
