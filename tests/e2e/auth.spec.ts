import type { Page } from "@playwright/test";
import { INVALID_CREDENTIALS_MESSAGE, signInCaptchaMessages } from "../../app/utils/sign-in.server";
import { captchaCookieNames, challengeInCookie, devSessionSecret } from "../support/captcha";
import { formMessage, open, pathOf, signedInClient } from "../support/e2e";
import { uniqueToken } from "../support/factories";
import { expect, test } from "../support/playwright";
import { freshTotpCode, totpCode } from "../support/totp";

// With JavaScript; the same flows without it are tests/worker/auth.test.ts's "through the
// pages' own forms" (decision 019). Pages only read (a plan chosen on /pricing named on /auth,
// the bulk upload banner, where staff land and their header's Moderation link) are read there too: tests/worker/auth.test.ts's "a plan chosen on
// the price pages" and tests/worker/bulk-upload.test.ts's "who may".
test.use({ viewport: { width: 1280, height: 900 } });

const unique = (prefix: string) => `${prefix}-${uniqueToken()}@example.co.uk`;

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test("the demo buyer signs in from the panel and is greeted by name", async ({ page }, testInfo) => {
  await open(page, "/login", testInfo);
  await page.getByRole("button", { name: "Sign in as the demo buyer" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Hi, Priya").filter({ visible: true })).toBeVisible();
  await expect(page.getByText("Login Successful").filter({ visible: true }).first()).toBeVisible();
  // Signed in, the Sell menu offers Create Auction and Sellers Portal.
  await page.getByRole("navigation", { name: "Main" }).getByText("Sell", { exact: true }).click();
  await expect(page.getByRole("list", { name: "Sell" }).getByRole("link", { name: /Create Auction/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Sell" }).getByRole("link", { name: /Sellers Portal/ })).toBeVisible();
});

test("at 1280 px, beside the full menus, the greeting shows the whole first name", async ({ page, login }, testInfo) => {
  await login("tradeSeller");
  await open(page, "/", testInfo);
  const greeting = page.locator("header").getByText("Hi, Rachel", { exact: true });
  await expect(greeting).toBeVisible();
  expect(await greeting.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
});

test("a new buyer signs up, signs out and signs in again", async ({ page }, testInfo) => {
  const email = unique("buyer");
  await open(page, "/signup", testInfo);
  await page.getByLabel("First name").fill("Ffion");
  await page.getByLabel("Last name").fill("Evans");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("kohler-20kva");
  await page.getByLabel("Confirm password").fill("kohler-20kva");
  await expect(page.getByRole("button", { name: "Create buyer account" })).toBeDisabled();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Create buyer account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Account Created").filter({ visible: true }).first()).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByText("You have been signed out successfully.").filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();

  await open(page, "/login", testInfo);
  await fillSignIn(page, email, "kohler-20kva");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Hi, Ffion").filter({ visible: true })).toBeVisible();
});

test("a wrong password shows the mapped message and keeps the email", async ({ page, createMember }, testInfo) => {
  // A member of its own: each wrong password counts towards the account's captcha (5 in 15
  // minutes), and a shared demo account's count would carry into other tests and runs.
  const member = await createMember();
  await open(page, "/login", testInfo);
  await fillSignIn(page, member.email, "not-the-password");
  await expect(page.getByRole("alert")).toContainText(
    "Invalid email or password. If this is your first time, try creating an account instead.",
  );
  await expect(page.getByLabel("Email")).toHaveValue(member.email);
});

test("a seller with two-step sign-in gives the code after the password; until then a members-only page asks for it", async ({ page, createMember }, testInfo) => {
  const seller = await createMember({ userType: "private_seller" });
  // Two-step sign-in set up as an authenticator app would be (the Account page's setup is tests/worker/two-step.test.ts's).
  const client = await signedInClient(seller.email, seller.password);
  const { data: factor, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Authenticator app" });
  expect(error).toBeNull();
  expect((await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: totpCode(factor!.totp.secret) })).error).toBeNull();

  await open(page, "/login", testInfo);
  await fillSignIn(page, seller.email, seller.password);
  await expect(page).toHaveURL(/\/auth\/two-step/);
  await open(page, "/dashboard?view=account", testInfo);
  await expect(page).toHaveURL(/\/auth\/two-step\?redirectTo=%2Fdashboard%3Fview%3Daccount/);
  await page.getByLabel("Code from your app").fill(await freshTotpCode(factor!.totp.secret));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard\?view=account/);
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
});

test("after 5 wrong passwords the card asks for the code in the picture, and the owner signs in with it", async ({ page, createMember }, testInfo) => {
  const member = await createMember();
  await open(page, "/login", testInfo);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await fillSignIn(page, member.email, `wrong-${attempt}`);
    await expect(page.getByRole("alert")).toContainText(INVALID_CREDENTIALS_MESSAGE);
  }
  await expect(page.getByRole("alert")).toContainText(signInCaptchaMessages.nextNeedsCaptcha);
  const picture = page.getByRole("img", { name: /Security code/ });
  await expect(picture).toBeVisible();
  // Drawn: the picture's request is what sets the code (its cookie), so a code can be spelled
  // only once it has loaded (before that, Spell out draws a new one; captcha.server.ts).
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  // The spelled-out alternative, in place; the email stays.
  await page.getByRole("button", { name: "Spell out the code" }).click();
  await expect(page.getByText("The code, character by character:")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(member.email);

  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === captchaCookieNames.signIn);
  const challenge = cookie ? await challengeInCookie(cookie.value, devSessionSecret(), "signIn") : null;
  expect(challenge, "the sign-in captcha cookie").not.toBeNull();
  await page.getByLabel("Password").fill(member.password);
  await page.getByLabel("Code", { exact: true }).fill(challenge!.code);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Login Successful").filter({ visible: true }).first()).toBeVisible();
});

test("bad input gets the spec's messages", async ({ page }, testInfo) => {
  await open(page, "/login", testInfo);
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("123");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(formMessage(page, "Please enter a valid email address").filter({ visible: true })).toBeVisible();
  await expect(formMessage(page, "Password must be at least 6 characters").filter({ visible: true })).toBeVisible();
});

test("a members-only page sends a visitor to sign in and back", async ({ page }, testInfo) => {
  await open(page, "/dashboard", testInfo);
  expect(pathOf(page)).toBe("/auth?redirectTo=%2Fdashboard");
  await expect(page.getByText("Access Restricted").filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText("Please log in to access this page.").filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText("Please sign in to continue to").filter({ visible: true })).toBeVisible();
  await page.getByRole("button", { name: "Sign in as the demo trade seller" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/Signed in as demo-trade@genmarket.test \(Trade Seller\)/).filter({ visible: true })).toBeVisible();
});

test("Become a Member asks what /signup asks; a private seller joins there and lands on the sellers portal", async ({ page }, testInfo) => {
  await open(page, "/login", testInfo);
  await page.getByRole("link", { name: "Become a Member" }).click();
  await expect(page).toHaveURL(/mode=signup/);
  const accountTypes = page.getByRole("navigation", { name: "Join as" });
  await expect(accountTypes.getByRole("link")).toHaveText(["Buyer", "Private seller", "Dealer"]);
  await accountTypes.getByRole("link", { name: "Private seller" }).click();
  await expect(page).toHaveURL(/account=private/);
  await expect(accountTypes.getByRole("link", { name: "Private seller" })).toHaveAttribute("aria-current", "page");

  const email = unique("private");
  await page.getByLabel("First name").fill("Gwen");
  await page.getByLabel("Last name").fill("Price");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("honda-eu22i");
  await page.getByLabel("Confirm password").fill("honda-eu22x");
  const create = page.getByRole("button", { name: "Create private seller account" });
  await expect(create).toBeDisabled();
  await page.getByLabel("Confirm password").blur();
  await expect(formMessage(page, "Passwords don't match!")).toBeVisible();
  await page.getByLabel(/I agree to the/).check();
  await expect(create).toBeEnabled();
  await page.getByLabel("Confirm password").fill("honda-eu22i");
  await create.click();
  await expect(page).toHaveURL(/\/sellers-portal$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sellers Portal" })).toBeVisible();
  await expect(page.getByText("Account Created").filter({ visible: true }).first()).toBeVisible();
});
