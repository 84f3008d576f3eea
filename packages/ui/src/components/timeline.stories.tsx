import type { Meta, StoryObj } from "@storybook/react-vite";
import { Building2, Factory, Landmark, Sparkles, Truck } from "lucide-react";
import { expect } from "storybook/test";
import { Timeline, type TimelineEntry } from "./timeline";
import { expectFitsViewport, smallScreen } from "../stories/small-screen";

const history = [
  {
    year: "2010",
    title: "Finance & Insurance",
    description: "Advisory founded.",
    icon: <Landmark />,
    tone: "primary",
  },
  {
    year: "2015",
    title: "Construction & Design",
    description: "Construction and design added.",
    icon: <Building2 />,
    tone: "info",
  },
  {
    year: "2023",
    title: "Cosmetics",
    description: "A cosmetics brand joins the group.",
    icon: <Sparkles />,
    tone: "highlight",
  },
  {
    year: "2024",
    title: "Cleaning & Moving",
    description: "Cleaning and moving services added.",
    icon: <Truck />,
    tone: "success",
  },
  {
    year: "2025",
    title: "Holding Company",
    description: "Steel manufacturing added; the group consolidates as a holding company.",
    icon: <Factory />,
    tone: "warning",
  },
] satisfies TimelineEntry[];

/** Kept in the design system so that designers review it here, though one page uses it. */
const meta = {
  title: "Marketing/Timeline",
  component: Timeline,
  parameters: {
    docs: {
      description: {
        component:
          "Used by one page of the site: the about page (`/about`), in “From Advisory to Holding Company”.",
      },
    },
  },
  args: { entries: history },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem");
    await expect(
      items.map((item) => item.querySelector("[data-slot=timeline-year]")?.textContent),
    ).toEqual(["2010", "2015", "2023", "2024", "2025"]);
  },
};

export const WithoutIcons: Story = {
  args: { entries: history.map(({ icon: _icon, ...entry }) => entry) },
};

/** No milestones: nothing is drawn, not even the rule, so the page around it decides what to say. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("list")).not.toBeInTheDocument();
    await expect(canvasElement.querySelector("[data-slot=timeline]")).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    entries: [
      {
        year: "2025",
        title: "Consolidation as Keystone Holdings and the launch of the franchise programme",
        description:
          "Light gauge steel manufacturing in Las Vegas, Nevada joins the group, which consolidates every division under one holding company and prepares franchise schemes for the cleaning and moving brands.",
        tone: "warning",
      },
    ],
  },
};

/** Every milestone, on a 320 px phone. */
export const SmallScreen: Story = {
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement);
  },
};
