import type { Page } from "@playwright/test";
import type { SupabaseClient } from "@supabase/supabase-js";
import { CAPTCHA_MESSAGE, CONSENT_MESSAGE, CONSENT_TEXT } from "../../app/content/hire";
import { spellCaptcha } from "../../app/utils/captcha.server";
import {
  CAPTCHA_COOKIE_NAME,
  CAPTCHA_TTL_SECONDS,
  challengeInCookie,
  devSessionSecret,
  makeCaptchaCookie,
  swapCase,
} from "../support/captcha";
import { formMessage, open } from "../support/e2e";
import { uniqueToken } from "../support/factories";
import { expect, test } from "../support/playwright";

const form = (page: Page) => page.locator("form#hire-request");
const captchaImage = (page: Page) => page.getByRole("img", { name: /Security code/ });
const codeInput = (page: Page) => form(page).getByLabel("Code", { exact: true });
const submit = (page: Page) => page.getByRole("button", { name: "Submit Request" });
const verify = (page: Page) => page.getByRole("button", { name: /^Verif/ });

/** The code the visitor's cookie holds once the captcha image has loaded. */
async function captchaCode(page: Page) {
  await expect
    .poll(() => captchaImage(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === CAPTCHA_COOKIE_NAME);
  const challenge = cookie ? await challengeInCookie(cookie.value, devSessionSecret()) : null;
  expect(challenge, "the captcha cookie").not.toBeNull();
  return challenge!.code;
}

/** Gives the browser a captcha cookie of the test's making (known code, or expired). */
async function useCaptchaCookie(page: Page, options: { issuedAt?: number } = {}) {
  const { challenge, value } = await makeCaptchaCookie(devSessionSecret(), options);
  // Same name, host and path as the server's cookie, so it replaces that one.
  const { hostname } = new URL(page.url());
  await page.context().addCookies([{ name: CAPTCHA_COOKIE_NAME, value, domain: hostname, path: "/rental" }]);
  return challenge.code;
}

const required = {
  "Full Name": "Tom Hughes",
  "Phone Number": "07700 900123",
  "Hire Location": "Great Yorkshire Showground, Harrogate",
  Postcode: "hg2 8qz",
};

async function fillRequest(page: Page, email: string) {
  for (const [label, value] of Object.entries(required)) await form(page).getByLabel(label).fill(value);
  await form(page).getByLabel("Email").fill(email);
  await form(page).getByLabel("Company Name").fill("Harrogate Events Ltd");
  await form(page).getByLabel("Power Requirement").fill("100 kVA, three phase");
  await form(page).getByLabel("Hire Duration").fill("5 days");
  await form(page).getByLabel("Start Date").fill("2099-07-08");
  await form(page).getByLabel("Hours per Week").fill("60");
  await form(page).getByLabel("Bulk Fuel Tank Required").selectOption("Yes");
  await form(page).getByLabel("Fuel Tank Capacity (litres)").fill("2000");
  await form(page).getByLabel("Project Description").fill("Main stage and catering village for a three-day show.");
  await form(page).getByLabel("Special Requests").fill("Super silenced, please; we are near housing.");
}

/** Types the code and verifies it, as a visitor must before sending. */
async function solveCaptcha(page: Page, code: string) {
  await codeInput(page).fill(code);
  await expect(verify(page)).toBeEnabled();
  await verify(page).click();
  await expect(page.getByText("Verified. You can send your request.")).toBeVisible();
}

async function storedRequests(admin: SupabaseClient, email: string) {
  const { data, error } = await admin.from("hire_requests").select("*").eq("email", email);
  expect(error).toBeNull();
  return data!;
}

// With JavaScript; without it, the same steps are tests/worker/forms.test.ts's "the hire form on
// /rental" (decision 019).
test.describe("hire quote request", () => {
  test("a complete request is stored and confirmed, and the form starts again with a new code", async ({ page, admin }, testInfo) => {
    const email = `hire-${uniqueToken()}@example.test`;
    await open(page, "/rental", testInfo);
    await expect(page.getByRole("heading", { level: 1, name: "Get Generator Hire Quotes" })).toBeVisible();
    await expect(page.getByText("Up to 3 quotes from hire companies within 24 hours").first()).toBeVisible();
    const code = await captchaCode(page);

    await fillRequest(page, email);
    await form(page).getByLabel(CONSENT_TEXT).check();
    await solveCaptcha(page, code);
    await submit(page).click();

    await expect(page.getByText("Hire request sent").first()).toBeVisible();
    await expect(page.getByText("Up to 3 hire companies will send you quotes within 24 hours.").first()).toBeVisible();
    await expect(form(page).getByLabel("Full Name")).toHaveValue("");
    await expect(codeInput(page)).toHaveValue("");
    expect(await captchaCode(page)).not.toBe(code);

    const [row] = await storedRequests(admin, email);
    expect(row).toMatchObject({
      full_name: "Tom Hughes",
      email,
      phone: "07700 900123",
      company_name: "Harrogate Events Ltd",
      location: "Great Yorkshire Showground, Harrogate",
      postcode: "HG2 8QZ",
      power_requirement: "100 kVA, three phase",
      duration: "5 days",
      start_date: "2099-07-08",
      description: "Main stage and catering village for a three-day show.",
      fuel_tank_required: true,
      fuel_tank_capacity_litres: 2000,
      hours_per_week: 60,
      special_requests: "Super silenced, please; we are near housing.",
      consent: true,
    });
  });

  test("with JavaScript, Submit waits for consent and a verified code", async ({ page }, testInfo) => {
    await open(page, "/rental", testInfo);
    const code = await captchaCode(page);
    const needs = page.locator("#hire-submit-needs");

    await expect(submit(page)).toBeDisabled();
    await expect(needs).toContainText(CONSENT_MESSAGE);
    await expect(needs).toContainText(CAPTCHA_MESSAGE);
    await expect(verify(page)).toBeDisabled();

    await form(page).getByLabel(CONSENT_TEXT).check();
    await expect(needs).not.toContainText(CONSENT_MESSAGE);
    await expect(submit(page)).toBeDisabled();

    for (const typed of [code === "ABCDEF" ? "GHJKMN" : "ABCDEF", swapCase(code), code.slice(0, 5)]) {
      await codeInput(page).fill(typed);
      if (typed.length === 6) await expect(page.getByText("That does not match the picture yet. Check upper and lower case.")).toBeVisible();
      await expect(verify(page), typed).toBeDisabled();
    }
    await codeInput(page).fill(code);
    await expect(verify(page)).toBeEnabled();
    await verify(page).click();
    await expect(verify(page)).toHaveText("Verified");
    await expect(codeInput(page)).toHaveAttribute("readonly", "");
    await expect(submit(page)).toBeEnabled();
    await expect(needs).toHaveCount(0);

    // Fields are still checked in the browser before anything is sent.
    await submit(page).click();
    for (const message of [
      "Full name is required",
      "Email is required",
      "Phone number is required",
      "Hire location is required",
      "Postcode is required",
    ]) {
      await expect(formMessage(page, message, form(page))).toBeVisible();
    }
    await expect(codeInput(page)).toHaveValue(code);
    await form(page).getByLabel("Email").fill("tom@");
    await form(page).getByLabel("Phone Number").focus();
    await expect(formMessage(page, "Please enter a valid email address", form(page))).toBeVisible();

    await form(page).getByLabel(CONSENT_TEXT).uncheck();
    await expect(submit(page)).toBeDisabled();
    await expect(needs).toContainText(CONSENT_MESSAGE);
  });

  test("with JavaScript, an expired code cannot be verified", async ({ page }, testInfo) => {
    await open(page, "/rental", testInfo);
    await captchaCode(page);
    const expiredCode = await useCaptchaCookie(page, { issuedAt: Date.now() - CAPTCHA_TTL_SECONDS * 1000 - 1000 });
    await codeInput(page).fill(expiredCode);
    await expect(page.getByText("This code has expired. Choose New CAPTCHA for a fresh one.")).toBeVisible();
    await expect(verify(page)).toBeDisabled();
  });

  test("the server is the judge: a request forced past the browser's checks is refused", async ({ page, admin }, testInfo) => {
    const email = `hire-forced-${uniqueToken()}@example.test`;
    await open(page, "/rental", testInfo);
    const code = await captchaCode(page);
    await fillRequest(page, email);
    await form(page).getByLabel(CONSENT_TEXT).check();
    await codeInput(page).fill(swapCase(code));
    await submit(page).evaluate((button: HTMLButtonElement) => {
      button.disabled = false;
      button.form!.requestSubmit(button);
    });
    await expect(formMessage(page, "That code does not match the picture. Codes are case-sensitive.", form(page))).toBeVisible();
    expect(await storedRequests(admin, email)).toEqual([]);
  });

  test("New CAPTCHA draws a new code, clears the answer and the verification, and keeps the rest", async ({ page }, testInfo) => {
    await open(page, "/rental", testInfo);
    const first = await captchaCode(page);
    await form(page).getByLabel("Full Name").fill("Tom Hughes");
    await solveCaptcha(page, first);

    await page.getByRole("button", { name: "New CAPTCHA" }).click();
    await expect(codeInput(page)).toHaveValue("");
    await expect.poll(() => captchaCode(page)).not.toBe(first);
    await expect(form(page).getByLabel("Full Name")).toHaveValue("Tom Hughes");
    await expect(verify(page)).toHaveText("Verify");
    await expect(verify(page)).toBeDisabled();
    await expect(submit(page)).toBeDisabled();
  });

  test("the code can be spelled out, character by character", async ({ page }, testInfo) => {
    await open(page, "/rental", testInfo);
    const code = await captchaCode(page);
    await form(page).getByLabel("Hire Location").fill("Harrogate");
    await page.getByRole("button", { name: "Spell out the code" }).click();
    await expect(page.getByText("The code, character by character:")).toBeVisible();
    await expect(page.locator("form#hire-request ol li")).toHaveText(spellCaptcha(code));
    await expect(form(page).getByLabel("Hire Location")).toHaveValue("Harrogate");
    expect(await captchaCode(page)).toBe(code);
  });
});
