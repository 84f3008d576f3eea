import { expect } from "storybook/test";

/**
 * Fails when any attribute or text in the story says `NaN` or `Infinity`: what a chart draws
 * when it divides by an empty domain, and what a reader would see as a broken axis.
 */
export async function expectNoBrokenNumbers(canvasElement: HTMLElement) {
  const broken = Array.from(canvasElement.querySelectorAll("*")).flatMap((element) =>
    Array.from(element.attributes)
      .filter((attribute) => /NaN|Infinity/.test(attribute.value))
      .map((attribute) => `${element.tagName} ${attribute.name}="${attribute.value}"`),
  );
  await expect(broken).toEqual([]);
  await expect(canvasElement.textContent).not.toMatch(/NaN|Infinity/);
}

/** The declarations the stylesheets give `element` inside `@media` rules whose condition has `media`. */
export function mediaStyles(element: Element, media: string): CSSStyleDeclaration[] {
  const found: CSSStyleDeclaration[] = [];
  const visit = (rules: CSSRuleList, matched: boolean) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        visit(rule.cssRules, matched || rule.conditionText.includes(media));
      } else if (rule instanceof CSSStyleRule) {
        if (matched && element.matches(rule.selectorText)) found.push(rule.style);
        visit(rule.cssRules, matched);
      } else if ("cssRules" in rule) {
        visit((rule as CSSGroupingRule).cssRules, matched);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, false);
  return found;
}

/**
 * The lightness (0 dark .. 1 light) of a colour: a computed one, as Chromium writes `oklch()` or
 * `rgb()`, or a declared one such as `var(--color-black)`, which is resolved on the page first.
 */
export function lightness(declared: string): number {
  const probe = document.createElement("span");
  probe.style.color = declared;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  const oklch = /oklch\(([\d.]+)(%?)/.exec(color);
  if (oklch?.[1]) return Number(oklch[1]) / (oklch[2] ? 100 : 1);
  const rgb = /rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)/.exec(color);
  if (rgb) return (Number(rgb[1]) + Number(rgb[2]) + Number(rgb[3])) / (3 * 255);
  throw new Error(`unknown colour ${color}`);
}

/**
 * Like `expectFitsViewport`, but a table of the text equivalent may scroll sideways inside its
 * region (as DataTable does on a phone): the region must fit, not the table inside it.
 */
export async function expectChartFitsViewport(canvasElement: HTMLElement) {
  const width = document.documentElement.clientWidth;
  const overflowing = Array.from(canvasElement.querySelectorAll<HTMLElement>("*"))
    .filter((element) => !element.parentElement?.closest("[data-slot=data-table]"))
    .filter((element) => element.getBoundingClientRect().right > width + 0.5)
    .map(
      (element) =>
        `${element.closest("[data-slot]")?.getAttribute("data-slot")} ${element.tagName}: ${element.textContent?.slice(0, 40)}`,
    );
  await expect(overflowing).toEqual([]);
}

/** The rows of the text equivalent's table, each as its cells' text. */
export function tableRows(canvasElement: HTMLElement): string[][] {
  return Array.from(canvasElement.querySelectorAll("tbody tr"), (row) =>
    Array.from(row.children, (cell) => cell.textContent ?? ""),
  );
}

/**
 * Fails when some element of the story would move for a visitor who asks for reduced motion: one
 * that transitions or animates and has no `prefers-reduced-motion: reduce` rule turning it off.
 * The media query is read from the stylesheets: emulating it would change it for every story
 * sharing the test page.
 */
export async function expectStillWhenMotionReduced(canvasElement: HTMLElement) {
  const moving = Array.from(canvasElement.querySelectorAll("*")).filter((element) => {
    const style = getComputedStyle(element);
    const transitions = style.transitionDuration.split(",").some((value) => parseFloat(value) > 0);
    const animates = style.animationName !== "none";
    if (!transitions && !animates) return false;
    const reduced = mediaStyles(element, "prefers-reduced-motion: reduce");
    const stopped =
      (!transitions || reduced.some((rule) => rule.transitionProperty === "none")) &&
      (!animates ||
        reduced.some((rule) => rule.animation === "none" || rule.animationName === "none"));
    return !stopped;
  });
  await expect(
    moving.map((element) => element.getAttribute("data-slot") ?? element.tagName),
  ).toEqual([]);
}

/** The first `selector` in the chart, a label of its drawing: fails when it is missing. */
function chartLabel(canvasElement: HTMLElement, selector: string): Element {
  const label = canvasElement.querySelector(selector);
  if (!label) throw new Error(`no label at ${selector}`);
  return label;
}

/** In the dark theme the chart's labels are light on the dark background. */
export async function expectLightLabelsInDark(canvasElement: HTMLElement, selector: string) {
  await expect(document.documentElement).toHaveClass("dark");
  const label = chartLabel(canvasElement, selector);
  await expect(lightness(getComputedStyle(label).fill)).toBeGreaterThan(0.6);
}

/** On paper the chart's labels are dark, whatever the theme on screen. */
export async function expectDarkLabelsInPrint(canvasElement: HTMLElement, selector: string) {
  const printed = mediaStyles(chartLabel(canvasElement, selector), "print").map(
    (style) => style.fill,
  );
  await expect(printed.length).toBeGreaterThan(0);
  await expect(printed.every((fill) => lightness(fill) < 0.5)).toBe(true);
}
