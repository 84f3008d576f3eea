import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StoryLink } from "../stories/story-link";
import { companies, quickLinks } from "../stories/site-content";
import { SiteFooter } from "./site-footer";

const meta = {
  title: "Site/SiteFooter",
  component: SiteFooter,
  parameters: { layout: "fullscreen" },
  args: {
    brand: "Keystone Holdings",
    description:
      "A holding company investing in recession-resistant businesses that build lasting value for their communities.",
    companies,
    quickLinks,
    email: "info@keystone.example",
    address: ["100 Spectrum Center Drive", "Irvine, CA 92618"],
    copyright: "© 2024 Keystone Holdings. All rights reserved.",
    linkComponent: StoryLink,
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const portfolio = canvas.getByRole("heading", { name: "Our Portfolio" }).closest("section");
    await expect(within(portfolio as HTMLElement).getAllByRole("listitem")).toHaveLength(6);

    const nav = canvas.getByRole("navigation", { name: "Quick Links" });
    const targets = within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    await expect(targets).toEqual([
      ["Home", "/"],
      ["About Us", "/about"],
      ["Our Portfolio", "/construction"],
      ["Contact", "/contact"],
      ["Investment Analysis", "/analysis"],
    ]);

    await expect(canvas.getByRole("link", { name: "info@keystone.example" })).toHaveAttribute(
      "href",
      "mailto:info@keystone.example",
    );
    await expect(canvas.getByText("Irvine, CA 92618")).toBeVisible();
    await expect(canvas.getByText(/© 2024 Keystone Holdings/)).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
};

export const LongContent: Story = {
  args: {
    companies: [
      ...companies.slice(0, 5),
      "Keystone Family Heritage Community Project and Cultural Foundation",
    ],
    email: "investor-relations.and.partnerships@keystone-holdings.example",
  },
};
