import type { Page } from "@playwright/test";
import type { SupabaseClient } from "@supabase/supabase-js";
import { hasJavaScript, open } from "../support/e2e";
import { uniqueToken } from "../support/factories";
import { expect, test } from "../support/playwright";

const form = (page: Page) => page.locator("form#contact-form");
/** A field's own message: its accessible description (the summary repeats it as a link). */
const fieldMessage = (page: Page, label: string, message: string | RegExp) =>
  expect(form(page).getByLabel(label)).toHaveAccessibleDescription(message);
const errorSummary = (page: Page) => form(page).getByRole("alert").filter({ has: page.getByRole("heading", { name: "There is a problem" }) });

async function storedMessages(admin: SupabaseClient, email: string) {
  const { data, error } = await admin
    .from("contact_messages")
    .select("first_name, last_name, email, subject, message")
    .eq("email", email);
  expect(error).toBeNull();
  return data!;
}

async function fillContactForm(page: Page, fields: { email: string; message?: string }) {
  await form(page).getByLabel("First name").fill("Priya");
  await form(page).getByLabel("Last name").fill("Shah");
  await form(page).getByLabel("Email").fill(fields.email);
  await form(page).getByLabel("Subject").fill("Trade package for 12 sets");
  await form(page).getByLabel("Message").fill(fields.message ?? "We have twelve ex-hire sets to list. Which package suits?");
}

// With JavaScript; without it, the flows are tests/worker/forms.test.ts's "the contact form"
// (decision 019). What only a browser shows without JavaScript (the error summary focused and
// in view) stays here.
test.describe("contact form", () => {
  test("a message is stored and confirmed, and the form starts again empty", async ({ page, admin }, testInfo) => {
    const email = `contact-${uniqueToken()}@example.test`;
    await open(page, "/contact", testInfo);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await fillContactForm(page, { email });
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Message sent").first()).toBeVisible();
    await expect(page.getByText("We'll reply within 24 hours.").first()).toBeVisible();
    await expect(form(page).getByLabel("First name")).toHaveValue("");
    await expect(form(page).getByLabel("Message")).toHaveValue("");
    expect(await storedMessages(admin, email)).toEqual([
      {
        first_name: "Priya",
        last_name: "Shah",
        email,
        subject: "Trade package for 12 sets",
        message: "We have twelve ex-hire sets to list. Which package suits?",
      },
    ]);
  });

  test("each mistake shows its message on the form, keeps what was typed, and stores nothing", async ({ page, admin }, testInfo) => {
    const email = `contact-invalid-${uniqueToken()}@example.test`;
    await open(page, "/contact", testInfo);
    const send = page.getByRole("button", { name: "Send Message" });

    await send.click();
    for (const [label, message] of [["First name", "First name is required"], ["Last name", "Last name is required"], ["Email", "Email is required"], ["Subject", "Subject is required"], ["Message", "Message is required"]] as const) {
      await fieldMessage(page, label, message);
    }
    await expect(form(page).getByLabel("First name")).toHaveAttribute("aria-invalid", "true");

    await fillContactForm(page, { email: "priya.shah@" });
    await send.click();
    await fieldMessage(page, "Email", "Please enter a valid email address");
    await expect(form(page).getByText("First name is required")).toHaveCount(0);
    await expect(form(page).getByLabel("First name")).toHaveValue("Priya");
    await expect(form(page).getByLabel("Subject")).toHaveValue("Trade package for 12 sets");

    await form(page).getByLabel("Email").fill(email);
    await form(page).getByLabel("Message").fill("x".repeat(5001));
    await send.click();
    await fieldMessage(page, "Message", "Message must be 5000 characters or fewer");
    await expect(form(page).getByLabel("Email")).toHaveValue(email);

    expect(await storedMessages(admin, email)).toEqual([]);
  });

  test("with JavaScript, a field is checked as soon as it is left", async ({ page }, testInfo) => {
    await open(page, "/contact", testInfo);
    await form(page).getByLabel("Email").fill("not-an-email");
    await form(page).getByLabel("Subject").focus();
    await fieldMessage(page, "Email", "Please enter a valid email address");
    // A message from leaving a field stays beside it: the summary waits for a submit.
    await expect(errorSummary(page)).toHaveCount(0);
    await form(page).getByLabel("Email").fill("priya@example.co.uk");
    await expect(form(page).getByText("Please enter a valid email address")).toHaveCount(0);
  });

  test("with JavaScript, fields left before the checks have loaded are checked once they arrive, and Send meanwhile sends once", async ({ page, admin }, testInfo) => {
    // The form's checks (conform and its zod schema) load on first focus: hold them back until released.
    let releaseChecks!: () => void;
    const checksHeld = new Promise<void>((resolve) => (releaseChecks = resolve));
    await page.route(/\/build\/_shared\/contact-validation-[^/]+\.js$/, async (route) => {
      await checksHeld;
      await route.continue();
    });
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await open(page, "/contact", testInfo);
    await form(page).getByLabel("Email").fill("not-an-email");
    await form(page).getByLabel("Subject").focus();
    releaseChecks();
    await fieldMessage(page, "Email", "Please enter a valid email address");
    expect(posts).toEqual([]); // leaving a field asked the server nothing

    // A fresh page whose checks never arrive: Send goes to the server, which judges it, once.
    const email = `contact-early-${uniqueToken()}@example.test`;
    await page.unrouteAll();
    await page.route(/\/build\/_shared\/contact-validation-[^/]+\.js$/, () => new Promise<void>(() => {}));
    await open(page, "/contact", testInfo);
    await fillContactForm(page, { email });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent").first()).toBeVisible();
    expect(await storedMessages(admin, email)).toHaveLength(1);
    expect(posts.filter((url) => new URL(url).pathname === "/contact")).toHaveLength(1);
  });

  test("without JavaScript a refused post opens at the error summary, whose links lead to the fields", { tag: "@no-js" }, async ({ page }, testInfo) => {
    test.skip(hasJavaScript(testInfo), "with JavaScript an incomplete form is not sent (next test)");
    // On a phone the form is below the contact details, far from the top of the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/contact", testInfo);
    await form(page).getByLabel("First name").fill("Priya");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL(/\/contact$/);
    await expect(errorSummary(page)).toBeInViewport();
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).not.toBeInViewport();
    // Focused (autofocus), as GOV.UK's summary is: a screen reader reads it, Tab goes to its links.
    await expect(page.locator("#contact-form-errors")).toBeFocused();
    await expect(errorSummary(page).getByRole("link")).toHaveText(["Last name is required", "Email is required", "Subject is required", "Message is required"]);

    await errorSummary(page).getByRole("link", { name: "Subject is required" }).click();
    await expect(form(page).getByLabel("Subject")).toBeFocused();
    await expect(form(page).getByLabel("Subject")).toBeInViewport();
    await expect(form(page).getByLabel("First name")).toHaveValue("Priya");
  });

  test("with JavaScript a refused submit moves focus to the first invalid field", async ({ page }, testInfo) => {
    await open(page, "/contact", testInfo);
    await form(page).getByLabel("First name").fill("Priya");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(form(page).getByLabel("Last name")).toBeFocused();
    await expect(form(page).getByLabel("Last name")).toBeInViewport();
    await expect(errorSummary(page).getByRole("link")).toHaveText(["Last name is required", "Email is required", "Subject is required", "Message is required"]);
    // The summary lists what is still wrong as it is corrected.
    await form(page).getByLabel("Last name").fill("Shah");
    await expect(errorSummary(page).getByRole("link")).toHaveText(["Email is required", "Subject is required", "Message is required"]);
  });
});
