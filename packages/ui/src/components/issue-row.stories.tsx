import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { expectFitsViewport, smallScreen } from "../stories/small-screen";
import { Badge } from "./badge";
import { IssueRow } from "./issue-row";

const pages = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    url: `https://moving.example.com/services/${index}`,
    detail: `“Local movers ${index}” (${14 + (index % 10)} characters)`,
  }));

const meta = {
  title: "Components/IssueRow",
  component: IssueRow,
  tags: ["autodocs"],
  args: {
    label: "Title under 30 characters",
    severity: "warning",
    category: "Titles",
    why: "A short title says little in search results and wastes room that could win the click.",
    how: "Write a title of 30 to 60 characters that names the page's subject and the company.",
    items: pages(3),
  },
} satisfies Meta<typeof IssueRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const details = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLDetailsElement>("[data-slot=issue-row]");

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const summary = canvasElement.querySelector("summary");
    await expect(summary).toHaveTextContent("WarningTitle under 30 charactersTitles3");
    await expect(details(canvasElement)).toHaveAttribute("data-severity", "warning");
    await expect(canvas.queryByText(/Why it matters/)).not.toBeVisible();
    if (summary) await userEvent.click(summary);
    await expect(details(canvasElement)).toHaveAttribute("open");
    await expect(canvasElement.querySelector("[data-slot=issue-row-why]")).toHaveTextContent(
      "Why it matters: A short title says little",
    );
    await expect(canvasElement.querySelector("[data-slot=issue-row-how]")).toHaveTextContent(
      "How to fix it: Write a title of 30 to 60 characters",
    );
    const link = canvas.getByRole("link", { name: /services\/0/ });
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(canvasElement).toHaveTextContent("“Local movers 1” (15 characters)");
    await expect(canvasElement.querySelector("[data-slot=issue-row-more]")).toBeNull();
  },
};

/**
 * The summary takes focus from the keyboard with a visible ring, and toggles when activated. Enter
 * and Space activate a focused summary natively; they are not pressed here for real, since the
 * stories share one browser page and a real key goes to whichever story holds the focus.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const summary = canvasElement.querySelector("summary");
    if (!summary) throw new Error("no summary");
    await expect(getComputedStyle(summary).boxShadow).toBe("none");
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await expect(getComputedStyle(summary).boxShadow).not.toBe("none");
    await userEvent.click(summary);
    await expect(details(canvasElement)).toHaveAttribute("open");
    await expect(canvasElement.querySelector("[data-slot=issue-row-why]")).toBeVisible();
    await userEvent.click(summary);
    await expect(details(canvasElement)).not.toHaveAttribute("open");
    await expect(summary).toHaveFocus();
  },
};

export const EverySeverity: Story = {
  render: (args) => (
    <div className="grid gap-2">
      <IssueRow
        {...args}
        severity="error"
        label="Broken internal link"
        category="Links"
        items={[
          {
            url: "https://moving.example.com/quote",
            detail: "links to https://moving.example.com/pricing (404)",
          },
        ]}
      />
      <IssueRow {...args} />
      <IssueRow
        {...args}
        severity="notice"
        label="URL with query parameters"
        category="URLs"
        items={[{ url: "https://moving.example.com/search?q=boxes" }]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const severities = Array.from(
      canvasElement.querySelectorAll("[data-slot=issue-row]"),
      (row) => `${row.getAttribute("data-severity")}:${row.querySelector("summary")?.textContent}`,
    );
    await expect(severities).toEqual([
      "error:ErrorBroken internal linkLinks1",
      "warning:WarningTitle under 30 charactersTitles3",
      "notice:NoticeURL with query parametersURLs1",
    ]);
  },
};

/** 62 pages: the first 50 are listed and the other 12 counted; the summary counts all 62. */
export const ManyItems: Story = {
  args: { items: pages(62), open: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=issue-row-count]")).toHaveTextContent(
      /^62$/,
    );
    await expect(canvasElement.querySelectorAll("li")).toHaveLength(50);
    await expect(canvas.getByRole("link", { name: /services\/49 / })).toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: /services\/50 / })).toBeNull();
    await expect(canvasElement.querySelector("[data-slot=issue-row-more]")).toHaveTextContent(
      "and 12 more",
    );
  },
};

/**
 * An issue whose list was capped where it was made (the audit keeps its first items and counts
 * them all): the summary and "and N more" count from the true total, not from the items held.
 */
export const CappedItems: Story = {
  args: { items: pages(60), total: 12_345, open: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=issue-row-count]")).toHaveTextContent(
      /^12345$/,
    );
    await expect(canvasElement.querySelectorAll("li")).toHaveLength(50);
    await expect(canvasElement.querySelector("[data-slot=issue-row-more]")).toHaveTextContent(
      "and 12295 more",
    );
  },
};

/** A caller may list fewer; the row still counts every page. */
export const FewerShown: Story = {
  args: { items: pages(8), shown: 5, open: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("li")).toHaveLength(5);
    await expect(canvasElement).toHaveTextContent("and 3 more");
  },
};

/** A mark beside the label, here that the issue is new since the last crawl. */
export const WithBadge: Story = {
  args: { badge: <Badge variant="info">New</Badge> },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=issue-row-badge]")).toHaveTextContent(
      "New",
    );
  },
};

/**
 * Crawled text stays text: markup in a detail or a label renders no element, a `javascript:`
 * URL is no link, and a 2,000-character URL wraps inside the row.
 */
export const HostileText: Story = {
  args: {
    open: true,
    label: 'Title over 60 characters <img src=x onerror="alert(1)">',
    items: [
      {
        url: `https://moving.example.com/${"a".repeat(1_973)}`,
        detail: "“<script>alert('title')</script>” (2,000 characters)",
      },
      { url: "javascript:alert(1)", detail: "<iframe src=//evil.example>" },
      { url: "" },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector("script, img, iframe")).toBeNull();
    await expect(canvasElement).toHaveTextContent("“<script>alert('title')</script>”");
    await expect(canvasElement).toHaveTextContent("<iframe src=//evil.example>");
    const links = canvas.getAllByRole("link");
    await expect(links).toHaveLength(1);
    await expect(links[0]?.getAttribute("href")).toHaveLength(2_000);
    await expect(canvasElement).toHaveTextContent("(no URL)");
    await expectFitsViewport(canvasElement);
  },
};

export const DarkTheme: Story = {
  args: { open: true, severity: "error", label: "Broken internal link", category: "Links" },
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass("dark");
    await expect(canvasElement.querySelector("[data-slot=issue-row-why]")).toBeVisible();
  },
};

export const SmallScreen: Story = {
  args: {
    open: true,
    label: "Description used by more than one page, with a long name that wraps",
    category: "Meta descriptions",
    items: [
      {
        url: `https://cleaning.example.com/${"a-very-long-path-segment/".repeat(6)}`,
        detail: `“${"Compare our services and request a quote today. ".repeat(4)}” (2 pages)`,
      },
    ],
  },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement);
  },
};
