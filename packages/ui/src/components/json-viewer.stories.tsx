import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor } from "storybook/test";
import { makeCrawlResult } from "../stories/large-json";
import { JsonViewer } from "./json-viewer";

const meta = {
  title: "Components/JsonViewer",
  component: JsonViewer,
  args: {
    label: "Extracted content of Moving Services",
    value: {
      status: "completed",
      completed: 2,
      creditsUsed: 2,
      data: [
        { url: "https://moving.example/", metadata: { title: "Home" } },
        { url: "https://moving.example/quote", metadata: { title: "Get a quote" } },
      ],
    },
  },
} satisfies Meta<typeof JsonViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

function renderedLines(canvasElement: HTMLElement) {
  return Array.from(canvasElement.querySelectorAll("[data-slot=json-viewer-line]")).map(
    (line) => line.textContent,
  );
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole("region", { name: "Extracted content of Moving Services" });
    await expect(box).toHaveAttribute("tabindex", "0");
    box.focus();
    await expect(box).toHaveFocus();
    await expect(renderedLines(canvasElement)[0]).toBe("{");
    await expect(renderedLines(canvasElement)).toContain('  "status": "completed",');
  },
};

export const Empty: Story = {
  args: { value: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region")).toHaveTextContent("No data to show.");
    await expect(canvas.queryByRole("button", { name: "Copy JSON" })).not.toBeInTheDocument();
  },
};

/** Markup inside the data is shown as text: nothing in it is ever parsed as HTML. */
export const MarkupStaysText: Story = {
  args: {
    value: { html: '<img src="x" onerror="alert(1)"><script>alert(2)</script><b>bold</b>' },
  },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector("[data-slot=json-viewer]");
    await expect(box?.querySelector("img, script, b")).toBeNull();
    await expect(box).toHaveTextContent('<img src=\\"x\\" onerror=\\"alert(1)\\">');
  },
};

export const PreformattedText: Story = {
  args: { value: undefined, text: '{\n  "already": "formatted"\n}' },
  play: async ({ canvasElement }) => {
    await expect(renderedLines(canvasElement)).toEqual(["{", '  "already": "formatted"', "}"]);
  },
};

const circular: Record<string, unknown> = { name: "loop" };
circular.self = circular;

export const CannotBeShown: Story = {
  render: (args) => <JsonViewer {...args} value={circular} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(/cannot be shown as JSON/);
  },
};

const fiveMegabytes = makeCrawlResult(5_000_000);

/** About 5 MB of crawl output: only the lines in view are in the page, so scrolling stays fast. */
export const FiveMegabytes: Story = {
  args: { value: fiveMegabytes },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole("region");
    const total = JSON.stringify(fiveMegabytes, null, 2).split("\n").length;
    await expect(total).toBeGreaterThan(100_000);
    await expect(renderedLines(canvasElement).length).toBeLessThan(200);

    box.scrollTop = box.scrollHeight;
    await waitFor(() => expect(renderedLines(canvasElement).at(-1)).toBe("}"));
    await expect(renderedLines(canvasElement).length).toBeLessThan(200);

    box.scrollTop = 0;
    await waitFor(() => expect(renderedLines(canvasElement)[0]).toBe("{"));
  },
};

export const LongLines: Story = {
  args: { value: { markdown: "Moving made simple. ".repeat(200) } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("region");
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
  },
};

const crawlResult = makeCrawlResult(50_000);

/** Copies all of the text, not only the lines in view, and says so politely. */
export const CopyJson: Story = {
  args: { value: crawlResult },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole("status");
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole("button", { name: "Copy JSON" }));
    const full = JSON.stringify(crawlResult, null, 2);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(full);
    await expect(renderedLines(canvasElement).length).toBeLessThan(full.split("\n").length);
    await waitFor(() => expect(status).toHaveTextContent("Copied to the clipboard."));
  },
};

/** A refused clipboard says so where the visitor is looking, instead of failing silently. */
export const CopyRefused: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("Write permission denied.", "NotAllowedError"),
    );
    return () => writeText.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Copy JSON" }));
    const status = canvas.getByRole("status");
    await waitFor(() => expect(status).toHaveTextContent(/Could not copy/));
    await expect(status).toBeVisible();
    await expect(status).toHaveClass("text-destructive");
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  args: { className: "h-64" },
};
