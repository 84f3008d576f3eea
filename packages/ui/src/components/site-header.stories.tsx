import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { mockReducedMotion } from "../stories/reduced-motion";
import { StoryLink } from "../stories/story-link";
import { navLinks } from "../stories/site-content";
import { SiteHeader } from "./site-header";

const meta = {
  title: "Site/SiteHeader",
  component: SiteHeader,
  parameters: { layout: "fullscreen" },
  args: {
    brand: "Keystone Holdings",
    tagline: "Building Tomorrow's Legacy",
    links: navLinks,
    currentPath: "/",
    linkComponent: StoryLink,
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: "mobile1", isRotated: false } };

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Main" });
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(nav).getByRole("link", { name: "About" })).not.toHaveAttribute(
      "aria-current",
    );
    await expect(canvas.queryByRole("button", { name: "Menu" })).not.toBeInTheDocument();
  },
};

export const CurrentPage: Story = {
  args: { currentPath: "/portfolio/" },
  play: async ({ canvas }) => {
    const current = canvas.getAllByRole("link").filter((link) => link.ariaCurrent === "page");
    await expect(current.map((link) => link.textContent)).toEqual(["Portfolio"]);
  },
};

export const NoCurrentPage: Story = {
  args: { currentPath: "/construction" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[aria-current]")).toBeNull();
  },
};

export const LongTagline: Story = {
  args: {
    tagline: "Investing in recession-resistant businesses with low exposure to disruption by AI",
  },
};

export const MobileMenu: Story = {
  globals: mobile,
  play: async ({ canvas, step }) => {
    const toggle = canvas.getByRole("button", { name: "Menu" });
    const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "");

    await step("starts closed", async () => {
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(menu).not.toBeVisible();
      await expect(canvas.queryByRole("link", { name: "About" })).not.toBeInTheDocument();
    });

    await step("opens on toggle", async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(menu).toBeVisible();
      await expect(canvas.getByRole("link", { name: "Home" })).toHaveAttribute(
        "aria-current",
        "page",
      );
    });

    await step("closes on a second toggle", async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(menu).not.toBeVisible();
    });

    await step("closes when the brand link is followed", async () => {
      await userEvent.click(toggle);
      await userEvent.click(canvas.getByRole("link", { name: /Keystone Holdings/ }));
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });

    await step("closes on Escape and gives focus back to the toggle", async () => {
      await userEvent.click(toggle);
      await userEvent.tab();
      await expect(canvas.getByRole("link", { name: "Home" })).toHaveFocus();
      await userEvent.keyboard("{Escape}");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toHaveFocus();
    });
  },
};

export const MobileLinkClick: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const scrollTo = spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const toggle = canvas.getByRole("button", { name: "Menu" });
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole("link", { name: "About" }));

    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(scrollTo).not.toHaveBeenCalled();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" }));
  },
};

export const MobileLinkClickReducedMotion: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    mockReducedMotion();
    const scrollTo = spyOn(window, "scrollTo").mockImplementation(() => undefined);
    await userEvent.click(canvas.getByRole("button", { name: "Menu" }));
    await userEvent.click(canvas.getByRole("link", { name: "Contact" }));

    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "instant" }));
  },
};

const callerRef: { current: HTMLElement | null } = { current: null };

/** A caller's own ref gets the header element, and the menu keeps its behaviour. */
export const WithCallerRef: Story = {
  globals: mobile,
  render: (args) => (
    <SiteHeader
      {...args}
      ref={(element) => {
        callerRef.current = element;
      }}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(callerRef.current).toBe(canvasElement.querySelector("[data-slot=site-header]"));
    const toggle = canvas.getByRole("button", { name: "Menu" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  },
};

export const Sticky: Story = {
  render: (args) => (
    <div className="h-[200vh]">
      <SiteHeader {...args} />
      <p className="p-8 text-muted-foreground">Scroll: the header stays at the top.</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector<HTMLElement>("[data-slot=site-header]");
    await expect(header && getComputedStyle(header).position).toBe("sticky");
  },
};
