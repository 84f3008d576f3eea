import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { expectFitsViewport, smallScreen } from "../stories/small-screen";
import { FindingGroup } from "./finding-group";

const meta = {
  title: "Components/FindingGroup",
  component: FindingGroup,
  args: {
    label: "Broken internal links",
    items: [
      {
        url: "https://moving.example.com/page-1",
        note: "links to https://moving.example.com/page-3 (404)",
      },
      {
        url: "https://moving.example.com/page-2",
        note: "links to https://moving.example.com/page-5 (500)",
      },
    ],
  },
} satisfies Meta<typeof FindingGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const summary = canvasElement.querySelector("summary");
    await expect(summary).toHaveTextContent("Broken internal links2");
    await expect(canvasElement.querySelector("details")).not.toHaveAttribute("open");
    if (summary) await userEvent.click(summary);
    await expect(canvasElement.querySelector("details")).toHaveAttribute("open");
    const link = canvas.getByRole("link", { name: /page-1/ });
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(canvasElement).toHaveTextContent("(404)");
  },
};

export const NothingFound: Story = {
  args: { label: "Pages without a title", items: [], open: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=finding-group]")).toHaveAttribute(
      "data-state",
      "clear",
    );
    await expect(canvasElement).toHaveTextContent("None.");
  },
};

/** Titles, notes and URLs from a hostile page stay text; only http(s) URLs become links. */
export const HostileText: Story = {
  args: {
    open: true,
    label: 'Titles used by more than one page <script>alert("x")</script>',
    items: [
      { url: "javascript:alert(1)", note: "“<img src=x onerror=alert(1)>” (2 pages)" },
      { url: "https://moving.example.com/<b>bold</b>", note: "<iframe src=//evil.example>" },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector("script, img, iframe, b")).toBeNull();
    await expect(canvas.getAllByRole("link")).toHaveLength(1);
    await expect(canvasElement).toHaveTextContent("<img src=x onerror=alert(1)>");
  },
};

/** A long list renders its first 50 items and counts the rest; the count is of every item. */
export const ManyItems: Story = {
  args: {
    open: true,
    label: "Internal links not checked (pages not crawled)",
    tone: "neutral",
    items: Array.from({ length: 120 }, (_, index) => ({
      url: `https://moving.example.com/archive/${index}`,
      note: "linked from 1 page",
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=finding-group-count]")).toHaveTextContent(
      "120",
    );
    await expect(canvasElement.querySelectorAll("li")).toHaveLength(50);
    await expect(canvas.getByRole("link", { name: /archive\/49 / })).toBeVisible();
    await expect(canvasElement).toHaveTextContent("and 70 more");
  },
};

/** A list capped where it was made: the count and "and N more" come from its true total. */
export const CappedItems: Story = {
  args: {
    open: true,
    label: "Pages answering 200",
    tone: "neutral",
    items: Array.from({ length: 60 }, (_, index) => ({
      url: `https://moving.example.com/archive/${index}`,
    })),
    total: 12_345,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=finding-group-count]")).toHaveTextContent(
      /^12345$/,
    );
    await expect(canvasElement.querySelectorAll("li")).toHaveLength(50);
    await expect(canvasElement.querySelector("[data-slot=finding-group-more]")).toHaveTextContent(
      "and 12295 more",
    );
  },
};

export const SmallScreen: Story = {
  args: {
    open: true,
    label: "Descriptions used by more than one page, with a long name that wraps",
    items: [
      {
        url: `https://cleaning.example.com/${"a-very-long-path-segment/".repeat(6)}`,
        note: `“${"Compare our services and request a quote today. ".repeat(4)}” (2 pages)`,
      },
    ],
  },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement);
  },
};
