import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { expectFitsViewport, smallScreen } from "../stories/small-screen";
import { ExternalLink } from "./external-link";

const meta = {
  title: "Components/ExternalLink",
  component: ExternalLink,
  args: { href: "https://moving.example.com/quote" },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: /moving\.example\.com\/quote/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAccessibleName(
      "https://moving.example.com/quote (opens in a new tab)",
    );
  },
};

/** A script URL, markup or a relative path from a crawled page is shown as text, never linked. */
export const HostileAddresses: Story = {
  render: () => (
    <ul className="grid gap-2">
      <li>
        <ExternalLink href="javascript:alert(1)" />
      </li>
      <li>
        <ExternalLink href="data:text/html,<script>alert(1)</script>" />
      </li>
      <li>
        <ExternalLink href="/relative/path" />
      </li>
      <li>
        <ExternalLink href={'https://moving.example.com/"><img src=x onerror=alert(1)>'} />
      </li>
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(1);
    await expect(canvasElement).toHaveTextContent("javascript:alert(1)");
    await expect(canvasElement.querySelector("img, script")).toBeNull();
  },
};

export const SmallScreen: Story = {
  args: { href: `https://moving.example.com/${"very-long-path-segment/".repeat(8)}` },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement);
  },
};
