import type { Page } from "@playwright/test";
import type { SupabaseClient } from "@supabase/supabase-js";
import { uniqueToken } from "../support/factories";
import { expect, test } from "../support/playwright";
import { open } from "./utils";

const form = (page: Page) => page.locator("form#contact-form");

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

test.describe("contact form", () => {
  test("a message is stored and confirmed, and the form starts again empty", { tag: "@no-js" }, async ({ page, admin }, testInfo) => {
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

  test("each mistake shows its message on the form, keeps what was typed, and stores nothing", { tag: "@no-js" }, async ({ page, admin }, testInfo) => {
    const email = `contact-invalid-${uniqueToken()}@example.test`;
    await open(page, "/contact", testInfo);
    const send = page.getByRole("button", { name: "Send Message" });

    await send.click();
    for (const message of ["First name is required", "Last name is required", "Email is required", "Subject is required", "Message is required"]) {
      await expect(form(page).getByText(message)).toBeVisible();
    }
    await expect(form(page).getByLabel("First name")).toHaveAttribute("aria-invalid", "true");

    await fillContactForm(page, { email: "priya.shah@" });
    await send.click();
    await expect(form(page).getByText("Please enter a valid email address")).toBeVisible();
    await expect(form(page).getByText("First name is required")).toHaveCount(0);
    await expect(form(page).getByLabel("First name")).toHaveValue("Priya");
    await expect(form(page).getByLabel("Subject")).toHaveValue("Trade package for 12 sets");

    await form(page).getByLabel("Email").fill(email);
    await form(page).getByLabel("Message").fill("x".repeat(5001));
    await send.click();
    await expect(form(page).getByText("Message must be 5000 characters or fewer")).toBeVisible();
    await expect(form(page).getByLabel("Email")).toHaveValue(email);

    expect(await storedMessages(admin, email)).toEqual([]);
  });

  test("with JavaScript, a field is checked as soon as it is left", async ({ page }, testInfo) => {
    await open(page, "/contact", testInfo);
    await form(page).getByLabel("Email").fill("not-an-email");
    await form(page).getByLabel("Subject").focus();
    await expect(form(page).getByText("Please enter a valid email address")).toBeVisible();
    await form(page).getByLabel("Email").fill("priya@example.co.uk");
    await expect(form(page).getByText("Please enter a valid email address")).toHaveCount(0);
  });
});
