import { expect } from "storybook/test";

/** Storybook's smallest phone viewport (320 px wide), which `pnpm test` applies as well. */
export const smallScreen = { viewport: { value: "mobile1", isRotated: false } };

/**
 * Fails, naming the offenders by `data-slot`, when any part of the story reaches past the right
 * edge of the viewport: text cut off by a card or a page that scrolls sideways on a phone.
 */
export async function expectFitsViewport(canvasElement: HTMLElement) {
  const width = document.documentElement.clientWidth;
  const overflowing = Array.from(canvasElement.querySelectorAll<HTMLElement>("*"))
    .filter((element) => element.getBoundingClientRect().right > width + 0.5)
    .map((element) => element.closest("[data-slot]")?.getAttribute("data-slot") ?? element.tagName);
  await expect(overflowing).toEqual([]);
}
