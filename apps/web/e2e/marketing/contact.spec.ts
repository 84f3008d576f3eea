import { expect, test, type Page } from "@playwright/test";
import { expectMailto, expectScrolledToTop, scrollToBottom } from "./expectations";

const message = {
  name: "Dana Whitaker",
  email: "dana.whitaker@example.net",
  phone: "(555) 010-0199",
  department: "moving",
  subject: "Office move in March",
  message: "We are moving two floors of offices from Irvine to Tustin.\nCan you quote?",
};

/** Inside the form, where "Message" names the text area and not the form itself. */
function form(page: Page) {
  return page.getByRole("form", { name: "Send Us a Message" });
}

/** Requests that could carry the message: navigations, fetches and anything but a GET. */
function recordOutgoing(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    const carrier = ["document", "fetch", "xhr", "ping", "websocket", "eventsource"];
    if (request.method() !== "GET" || carrier.includes(request.resourceType())) {
      sent.push(`${request.method()} ${request.url()}`);
    }
  });
  return sent;
}

async function fillForm(page: Page, values = message) {
  await form(page).getByLabel("Full Name").fill(values.name);
  await form(page).getByLabel("Email Address").fill(values.email);
  await form(page).getByLabel("Phone Number").fill(values.phone);
  await form(page).getByLabel("Department").selectOption(values.department);
  await form(page).getByLabel("Subject").fill(values.subject);
  await form(page).getByLabel("Message").fill(values.message);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
});

test("the contact info gives e-mail, an Irvine address, hours and emergency service", async ({
  page,
}) => {
  await expectMailto(page.getByRole("link", { name: /@/ }).first());
  await expect(page.locator("address").first()).toContainText("Irvine, California");
  await expect(page.getByText("Mon-Fri 8:00 AM - 6:00 PM")).toBeVisible();
  await expect(page.getByText("Emergency 24/7")).toBeVisible();
});

test("every field has its label, name, type, autocomplete and native rules", async ({ page }) => {
  const fields = [
    { label: "Full Name", name: "name", type: "text", autocomplete: "name", required: true },
    { label: "Email Address", name: "email", type: "email", autocomplete: "email", required: true },
    { label: "Phone Number", name: "phone", type: "tel", autocomplete: "tel", required: false },
    { label: "Subject", name: "subject", type: "text", autocomplete: "off", required: true },
  ];
  for (const field of fields) {
    const input = form(page).getByLabel(field.label);
    await expect(input).toHaveAttribute("name", field.name);
    await expect(input).toHaveAttribute("type", field.type);
    await expect(input).toHaveAttribute("autocomplete", field.autocomplete);
    await expect(input).toHaveJSProperty("required", field.required);
  }

  const department = form(page).getByLabel("Department");
  await expect(department).toHaveAttribute("name", "department");
  await expect(department).toHaveJSProperty("required", true);
  await expect(department.locator("option")).toHaveText([
    "Select Department",
    "Construction",
    "Cleaning",
    "Moving",
    "Financial",
    "General Inquiry",
  ]);
  const values = await department
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(values).toEqual(["", "construction", "cleaning", "moving", "financial", "general"]);
  await expect(department).toHaveValue("");

  const text = form(page).getByLabel("Message");
  await expect(text).toHaveJSProperty("tagName", "TEXTAREA");
  await expect(text).toHaveAttribute("name", "message");
  await expect(text).toHaveAttribute("rows", "6");
  await expect(text).toHaveJSProperty("required", true);
});

/** Sending is refused by the browser, which focuses the field whose value fails `reason`. */
async function expectRefused(page: Page, field: string, reason: "valueMissing" | "typeMismatch") {
  await page.getByRole("button", { name: "Send Message" }).click();
  const control = form(page).getByLabel(field);
  await expect(control).toBeFocused();
  expect(
    await control.evaluate((input: HTMLInputElement, flag) => input.validity[flag], reason),
  ).toBe(true);
}

test("the browser refuses an incomplete form and nothing is shown or sent", async ({ page }) => {
  const requests = recordOutgoing(page);
  await expectRefused(page, "Full Name", "valueMissing");
  await fillForm(page, { ...message, email: "not-an-email" });
  await expectRefused(page, "Email Address", "typeMismatch");
  await expect(page.locator("[data-slot=toast]")).toHaveCount(0);
  await expect(form(page).getByLabel("Subject")).toHaveValue(message.subject);
  expect(requests).toEqual([]);
});

test("the phone number is optional", async ({ page }) => {
  await fillForm(page, { ...message, phone: "" });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();
});

test("a valid message is logged locally, the form is cleared and Message Sent! shows", async ({
  page,
}) => {
  const logged: unknown[] = [];
  page.on("console", async (entry) => {
    if (entry.text().startsWith("Contact form submitted"))
      logged.push(await entry.args()[1]?.jsonValue());
  });
  await fillForm(page);
  const requests = recordOutgoing(page);

  await page.getByRole("button", { name: "Send Message" }).click();

  const toast = page.getByRole("status").filter({ hasText: "Message Sent!" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Thank you for contacting us. We'll get back to you soon.");
  await expect.poll(() => logged).toEqual([message]);
  for (const label of [
    "Full Name",
    "Email Address",
    "Phone Number",
    "Department",
    "Subject",
    "Message",
  ]) {
    await expect(form(page).getByLabel(label)).toHaveValue("");
  }
  await expect(page).toHaveURL("/contact");
  expect(requests).toEqual([]);
});

test("at most one notification is visible, and it can be dismissed", async ({ page }) => {
  for (let round = 0; round < 3; round += 1) {
    await fillForm(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();
    await expect(page.locator("[data-slot=toast]")).toHaveCount(1);
  }
  await page.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(page.locator("[data-slot=toast]")).toHaveCount(0);
});

test("Back to Top scrolls smoothly to the top", async ({ page }) => {
  await scrollToBottom(page);
  await page.getByRole("button", { name: "Back to Top" }).click();
  await expectScrolledToTop(page);
});

test("Back to Top jumps straight to the top when reduced motion is asked for", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await scrollToBottom(page);
  await page.getByRole("button", { name: "Back to Top" }).click();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("before the page's script has run, the form cannot send the details anywhere", async ({
  page,
}) => {
  await page.route("**/*.js", (route) => route.abort());
  await page.reload();
  const requests = recordOutgoing(page);
  await expect(page.getByRole("button", { name: "Send Message" })).toBeDisabled();

  await fillForm(page);
  await form(page).getByLabel("Subject").press("Enter");

  // Implicit submission is synchronous with the key press, so a navigation would be on record.
  await expect(page).toHaveURL("/contact");
  expect(requests).toEqual([]);
});
