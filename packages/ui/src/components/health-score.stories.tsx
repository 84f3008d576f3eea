import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { expectFitsViewport, smallScreen } from "../stories/small-screen";
import { HealthScore } from "./health-score";

const meta = {
  title: "Components/HealthScore",
  component: HealthScore,
  tags: ["autodocs"],
  args: {
    score: 85,
    label: "Health score of Keystone Moving",
    formula: "The share of crawled pages without an error-level issue: 34 of 40 pages.",
  },
} satisfies Meta<typeof HealthScore>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectScore(canvasElement: HTMLElement, value: string, band: string) {
  const meter = canvasElement.querySelector("[role=meter]");
  await expect(meter).toHaveAttribute("aria-valuenow", value);
  await expect(meter).toHaveAttribute("aria-valuemin", "0");
  await expect(meter).toHaveAttribute("aria-valuemax", "100");
  await expect(canvasElement.querySelector("[data-slot=health-score-value]")).toHaveTextContent(
    value,
  );
  await expect(canvasElement.querySelector("[data-slot=health-score-band]")).toHaveTextContent(
    band,
  );
  const indicator = canvasElement.querySelector<HTMLElement>("[data-slot=health-score-indicator]");
  await expect(indicator?.style.width).toBe(`${value}%`);
}

export const Fair: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectScore(canvasElement, "85", "Fair");
    await expect(
      canvas.getByRole("meter", { name: "Health score of Keystone Moving" }),
    ).toHaveAccessibleDescription(/34 of 40 pages/);
    await expect(canvasElement.querySelector("[data-slot=health-score-formula]")).toBeVisible();
    await expect(canvas.getByRole("meter")).toHaveAttribute("aria-valuetext", "85 of 100, fair");
  },
};

export const Perfect: Story = {
  args: { score: 100, formula: "The share of crawled pages without an error-level issue." },
  play: async ({ canvasElement }) => {
    await expectScore(canvasElement, "100", "Good");
  },
};

export const Poor: Story = {
  args: { score: 40 },
  play: async ({ canvasElement }) => {
    await expectScore(canvasElement, "40", "Poor");
  },
};

export const Zero: Story = {
  args: { score: 0 },
  play: async ({ canvasElement }) => {
    await expectScore(canvasElement, "0", "Poor");
  },
};

/** The bands start at 90 and 70: 89.6 rounds to 90 and is good, 69 is poor. */
export const BandEdges: Story = {
  render: (args) => (
    <div className="grid gap-6">
      <HealthScore {...args} score={89.6} label="Rounded up" />
      <HealthScore {...args} score={70} label="Fair at its floor" />
      <HealthScore {...args} score={69} label="Just poor" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("meter", { name: "Rounded up" })).toHaveAttribute(
      "aria-valuetext",
      "90 of 100, good",
    );
    await expect(canvas.getByRole("meter", { name: "Fair at its floor" })).toHaveAttribute(
      "aria-valuetext",
      "70 of 100, fair",
    );
    await expect(canvas.getByRole("meter", { name: "Just poor" })).toHaveAttribute(
      "aria-valuetext",
      "69 of 100, poor",
    );
  },
};

/** A score from a broken computation never draws past the track or shows "NaN". */
export const OutOfRange: Story = {
  render: (args) => (
    <div className="grid gap-6">
      <HealthScore {...args} score={140} label="Above" />
      <HealthScore {...args} score={-5} label="Below" />
      <HealthScore {...args} score={Number.NaN} label="Not a number" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("meter", { name: "Above" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    await expect(canvas.getByRole("meter", { name: "Below" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    );
    await expect(canvas.getByRole("meter", { name: "Not a number" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    );
    await expect(canvasElement).not.toHaveTextContent("NaN");
  },
};

export const Small: Story = {
  args: { size: "sm", score: 92 },
  play: async ({ canvasElement }) => {
    await expectScore(canvasElement, "92", "Good");
    const value = canvasElement.querySelector("[data-slot=health-score-value]");
    await expect(value).toHaveClass("text-2xl");
  },
};

/** The declarations the stylesheets give `element` under `prefers-reduced-motion: reduce`. */
function reducedMotionStyles(element: Element): CSSStyleDeclaration[] {
  const found: CSSStyleDeclaration[] = [];
  const visit = (rules: CSSRuleList, reduced: boolean) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        visit(
          rule.cssRules,
          reduced || rule.conditionText.includes("prefers-reduced-motion: reduce"),
        );
      } else if (rule instanceof CSSStyleRule) {
        if (reduced && element.matches(rule.selectorText)) found.push(rule.style);
        visit(rule.cssRules, reduced);
      } else if ("cssRules" in rule) {
        visit((rule as CSSGroupingRule).cssRules, reduced);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, false);
  return found;
}

/**
 * The meter eases to its value, except for a visitor who asks for reduced motion. The media
 * query is read from the stylesheets: emulating it would change it for every story sharing the
 * test page.
 */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const indicator = canvasElement.querySelector<HTMLElement>(
      "[data-slot=health-score-indicator]",
    );
    if (!indicator) throw new Error("no indicator");
    await expect(getComputedStyle(indicator).transitionProperty).toBe("width");
    const reduced = reducedMotionStyles(indicator).map((style) => style.transitionProperty);
    await expect(reduced).toContain("none");
  },
};

export const SmallScreen: Story = {
  args: {
    formula:
      "The share of crawled pages without an error-level issue, rounded to a whole number: a page with a broken link, a 4xx or a 5xx counts against it.",
  },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement);
  },
};
