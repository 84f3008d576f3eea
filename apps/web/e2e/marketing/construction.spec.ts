import { expect, test } from "@playwright/test";
import { expectInertButton, expectMailto, section } from "./expectations";

test.beforeEach(async ({ page }) => {
  await page.goto("/construction");
});

test("Get Free Estimate is a button that does not navigate", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Construction Services");
  await expectInertButton(page, page.getByRole("button", { name: "Get Free Estimate" }));
});

test("the expertise lists the six services", async ({ page }) => {
  await expect(section(page, "Our Expertise").locator("[data-slot=card-title]")).toHaveText([
    "Residential Construction",
    "Commercial Buildings",
    "Renovations & Remodeling",
    "Custom Home Building",
    "Project Management",
    "Design-Build Services",
  ]);
});

test("the Latest Projects carousel holds 16 projects with image, title and description", async ({
  page,
}) => {
  const carousel = section(page, "Latest Projects").locator("[data-slot=carousel]");
  const slides = carousel.locator("[data-slot=carousel-item]");
  await expect(slides).toHaveCount(16);
  for (let index = 0; index < 16; index += 1) {
    const slide = slides.nth(index);
    await expect(slide).toHaveAttribute("aria-roledescription", "slide");
    await expect(slide).toHaveAttribute("aria-label", `${index + 1} of 16`);
    const image = slide.locator("img");
    await expect(image).toHaveAttribute("alt", /\w{4,}/);
    await expect(image).toHaveAttribute("width", "800");
    await expect(image).toHaveAttribute("height", "500");
    await expect(image).toHaveAttribute("src", /^\/images\/projects\/[\w-]+\.svg$/);
    await expect(slide.getByRole("heading", { level: 3, includeHidden: true })).not.toBeEmpty();
    await expect(slide.locator("figcaption p")).not.toBeEmpty();
  }
});

test("the carousel moves with its buttons and the arrow keys, and wraps around", async ({
  page,
}) => {
  const carousel = page.locator("[data-slot=carousel]");
  const current = carousel.locator("[data-slot=carousel-item][data-current]");
  const position = carousel.locator("[data-slot=carousel-position]");
  await expect(current).toHaveAttribute("aria-label", "1 of 16");
  await expect(current.locator("img")).toHaveJSProperty("complete", true);
  await expect
    .poll(() => current.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(current).toHaveAttribute("aria-label", "2 of 16");
  await expect(position).toHaveText("2 / 16");
  await expect(current.getByRole("heading")).toBeVisible();

  await carousel.getByRole("button", { name: "Previous slide" }).click();
  await carousel.getByRole("button", { name: "Previous slide" }).click();
  await expect(current).toHaveAttribute("aria-label", "16 of 16");

  await page.keyboard.press("ArrowRight");
  await expect(current).toHaveAttribute("aria-label", "1 of 16");
});

test("the process has four steps in order", async ({ page }) => {
  await expect(section(page, "Our Process").locator("[data-slot=process-step-title]")).toHaveText([
    "Consultation",
    "Planning",
    "Construction",
    "Completion",
  ]);
});

test("two testimonials give name, role and content", async ({ page }) => {
  const testimonials = section(page, "What Our Clients Say").locator("[data-slot=testimonial]");
  await expect(testimonials).toHaveCount(2);
  for (const testimonial of await testimonials.all()) {
    await expect(testimonial.locator("[data-slot=testimonial-content]")).not.toBeEmpty();
    await expect(testimonial.locator("[data-slot=testimonial-author]")).toHaveText(/\w+ \w+.+/);
  }
});

test("Email Us is a mailto link", async ({ page }) => {
  await expectMailto(page.getByRole("link", { name: "Email Us" }));
});
