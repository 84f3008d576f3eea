import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { smallScreen } from "../stories/small-screen";
import { DataTable } from "./data-table";

const meta = {
  title: "Components/DataTable",
  component: DataTable,
  args: {
    caption: "Comparison of the crawled sites",
    columns: [
      { key: "measure", header: "Measure" },
      { key: "moving", header: "Moving Services", numeric: true },
      { key: "cleaning", header: "Cleaning Services", numeric: true },
      { key: "financial", header: "Financial Services", numeric: true },
    ],
    rows: [
      { measure: "Pages", moving: 5, cleaning: 12, financial: 100 },
      { measure: "Errors (4xx/5xx)", moving: 1, cleaning: 0, financial: 3 },
      { measure: "Pages without a title", moving: 1, cleaning: 0, financial: 7 },
    ],
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Comparison of the crawled sites" });
    await expect(
      canvas.getByRole("region", { name: "Comparison of the crawled sites" }),
    ).toHaveAttribute("tabindex", "0");
    await expect(canvas.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual([
      "Pages",
      "Errors (4xx/5xx)",
      "Pages without a title",
    ]);
    await expect(table).toHaveTextContent("Errors (4xx/5xx)103");
  },
};

/** Crawled text in a cell is shown as text. */
export const HostileText: Story = {
  args: {
    rows: [
      {
        measure: '<img src=x onerror="alert(1)">',
        moving: "<script>alert(2)</script>",
        cleaning: 0,
        financial: 0,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("img, script")).toBeNull();
    await expect(canvasElement).toHaveTextContent("<script>alert(2)</script>");
  },
};

/** At 320 px the table scrolls inside its region; the page itself does not widen. */
export const SmallScreen: Story = {
  globals: smallScreen,
  render: (args) => (
    <div className="grid">
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region");
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth + 0.5,
    );
  },
};
