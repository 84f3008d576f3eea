import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { construction, cosmetics, heritage, portfolio } from "../stories/portfolio";
import { StoryLink } from "../stories/story-link";
import { PortfolioCard } from "./portfolio-card";
import { constrainWidth } from "../stories/constrain-width";
import { expectFitsViewport, smallScreen } from "../stories/small-screen";

/** Kept in the design system so that designers review it here, though one page uses it. */
const meta = {
  title: "Marketing/PortfolioCard",
  component: PortfolioCard,
  parameters: {
    docs: {
      description: {
        component:
          "Used by one page of the site: the portfolio page (`/portfolio`), one card per company.",
      },
    },
  },
  args: { ...construction, linkComponent: StoryLink },
  decorators: [constrainWidth("max-w-sm")],
} satisfies Meta<typeof PortfolioCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Active")).toHaveClass("bg-success");
    await expect(canvas.getByText("$2.5M")).toBeVisible();
    await expect(canvas.getByText("Growing")).toBeVisible();
    const link = canvas.getByRole("link", { name: "View Details about Keystone Construction" });
    await expect(link).toHaveAttribute("href", "/construction");
    await expect(link).not.toHaveAttribute("target");
  },
};

export const Expanding: Story = { args: { ...cosmetics } };

/** The community project links to its own site, in a new tab. */
export const ExternalCommunityProject: Story = {
  args: { ...heritage },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Community Project")).toHaveClass("bg-muted");
    const link = canvas.getByRole("link", { name: /opens in a new tab/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const Developing: Story = { args: { status: "Developing" } };

export const NoSectors: Story = { args: { sectors: [] } };

export const Grid: Story = {
  parameters: { wide: true },
  render: () => (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {portfolio.map((company) => (
        <PortfolioCard key={company.title} {...company} linkComponent={StoryLink} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = canvasElement.querySelectorAll<HTMLElement>("[data-slot=portfolio-card]");
    await expect(cards).toHaveLength(7);
    for (const card of cards) {
      await expect(within(card).getByRole("link", { name: /^View Details/ })).toBeVisible();
    }
  },
};

export const LongText: Story = {
  args: {
    title: "Keystone Family Heritage Community Project and Cultural Foundation",
    description:
      "A non-profit initiative that preserves family histories, hosts community gatherings and funds scholarships for the next generation of builders, makers and entrepreneurs.",
    sectors: ["Community", "Culture", "Education", "Scholarships", "Events", "Archives"],
  },
};

/** The longest title and the most sectors, on a 320 px phone. */
export const SmallScreen: Story = {
  ...LongText,
  globals: smallScreen,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("link", { name: /^View Details/ })).toBeVisible();
    await expectFitsViewport(canvasElement);
  },
};
