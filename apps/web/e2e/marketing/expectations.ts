import { expect, type Locator, type Page } from "@playwright/test";

/** A link to another site opens in a new tab and does not hand that site a reference to ours. */
export async function expectExternalLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

/** A button whose action the specification leaves open: a real button that goes nowhere. */
export async function expectInertButton(page: Page, button: Locator) {
  const url = page.url();
  await expect(button).toHaveJSProperty("tagName", "BUTTON");
  await expect(button).toHaveAttribute("type", "button");
  await button.click();
  await expect(page).toHaveURL(url);
  expect(page.context().pages()).toHaveLength(1);
}

export async function expectMailto(link: Locator) {
  await expect(link).toHaveAttribute("href", /^mailto:[^@\s]+@[^@\s]+\.[a-z]+(\?subject=.+)?$/);
}

export function section(page: Page, name: string | RegExp) {
  return page.getByRole("region", { name, exact: typeof name === "string" ? true : undefined });
}

/** The vertical scroll position, once smooth scrolling has settled. */
export async function expectScrolledToTop(page: Page) {
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
}

export async function scrollToBottom(page: Page) {
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
}
