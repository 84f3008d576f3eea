import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Testimonial } from "./testimonial";
import { constrainWidth } from "../stories/constrain-width";
import { expectFitsViewport, smallScreen } from "../stories/small-screen";

/** Kept in the design system so that designers review it here, though one page uses it. */
const meta = {
  title: "Marketing/Testimonial",
  component: Testimonial,
  parameters: {
    docs: {
      description: {
        component:
          "Used by one page of the site: the construction page (`/construction`), in “What Our Clients Say”.",
      },
    },
  },
  args: {
    name: "Sarah Johnson",
    role: "Homeowner, Irvine",
    content:
      "They built our home on time and on budget, and kept us informed every step of the way.",
  },
  decorators: [constrainWidth("max-w-md")],
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("figure")).toHaveTextContent("Sarah Johnson");
    await expect(canvas.getByRole("blockquote")).toHaveTextContent(/on time and on budget/);
    await expect(canvasElement.querySelector("[data-slot=testimonial-avatar]")).toHaveTextContent(
      "SJ",
    );
  },
};

export const Pair: Story = {
  parameters: { wide: true },
  render: (args) => (
    <div className="grid gap-6 md:grid-cols-2">
      <Testimonial {...args} />
      <Testimonial
        name="Michael Chen"
        role="Business Owner"
        content="Our new office was delivered a week early."
      />
    </div>
  ),
};

export const LongText: Story = {
  args: {
    content:
      "From the first consultation to the final walkthrough, the team treated our project as if it were their own. The design-build process saved us months, the budget never surprised us, and the craftsmanship is visible in every detail. We have already recommended them to three of our neighbours, and we will call them again for our next project.",
  },
};

/** The longest quote, on a 320 px phone. */
export const SmallScreen: Story = {
  ...LongText,
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement);
  },
};
