import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { axe, formMessage, open, toast } from "../support/e2e";
import { expect, test } from "../support/playwright";

const ACCOUNT = "/dashboard?view=account";

test.use({ viewport: { width: 1280, height: 900 } });

const profile = (page: Page) => page.locator("#profile");
const field = (page: Page, label: string) => profile(page).getByLabel(new RegExp(`^${label}`));
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

// Without JavaScript: tests/worker/profile.test.ts, "without JavaScript: a member edits every profile field and sees them back".
test("a member edits every profile field and sees them back; a bad postcode is refused with the typed values kept", async ({
  page,
  createMember,
  login,
}, testInfo) => {
  const member = await createMember({ userType: "buyer", fullName: "Ruth Example" });
  await login(member);
  await open(page, ACCOUNT, testInfo);
  await expect(profile(page)).toContainText("Ruth Example");
  await expect(profile(page)).toContainText(member.email);
  await profile(page).getByRole("link", { name: "Edit Profile" }).click();
  await expect(page).toHaveURL(/profile=edit/);

  const form = profile(page);
  const values: [string, string][] = [
    ["Full name", "Ruth Anne Example"],
    ["First name", "Ruth"],
    ["Last name", "Example"],
    ["Phone", "0113 496 0281"],
    ["Mobile", "+44 7700 900 311"],
    ["Company name", "Example Power"],
    ["Business phone", "0113 496 0999"],
    ["Address line 1", "2 Canal Wharf"],
    ["Address line 2", "Holbeck"],
    ["Town", "Leeds"],
    ["County", "West Yorkshire"],
    ["Postcode", "ls11 5pp"],
    ["Country", "United Kingdom"],
  ];
  // Optional fields' labels end "(optional)".
  for (const [label, value] of values) await field(page, label).fill(value);
  await form.getByLabel("Account type").selectOption("private_seller");
  await field(page, "Bio").fill("Selling a spare standby set from our workshop.");
  await expect(form.getByText("8 of 100 words")).toBeVisible();
  // The email is shown, not a field.
  await expect(form.getByText("Your email address cannot be changed.")).toBeVisible();

  // A bad postcode: refused with a message, everything typed still there.
  await field(page, "Postcode").fill("NOT A CODE");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(formMessage(page, "Please enter a valid UK postcode", form)).toBeVisible();
  await expect(field(page, "Postcode")).toHaveValue("NOT A CODE");
  await expect(field(page, "Town")).toHaveValue("Leeds");
  await expect(field(page, "Bio")).toHaveValue("Selling a spare standby set from our workshop.");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axe(page).contrastAtDesktopOnly().include("#profile").analyze();
    expect(violations.map((violation) => violation.id), `at ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `at ${width}px`).toBeLessThanOrEqual(0);
  }

  await field(page, "Postcode").fill("ls11 5pp");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Profile updated successfully")).toBeVisible();
  await expect(page).not.toHaveURL(/profile=edit/);
  const view = profile(page);
  for (const shown of ["Ruth Anne Example", "0113 496 0281", "07700 900311", "Private Seller", "Example Power", "0113 496 0999", "LS11 5PP", "Selling a spare standby set"]) {
    await expect(view).toContainText(shown);
  }
  await expect(page.getByRole("heading", { name: "Private Seller Dashboard" })).toBeVisible();

  // Cancel discards what was typed.
  await view.getByRole("link", { name: "Edit Profile" }).click();
  await field(page, "Town").fill("Somewhere Else");
  await profile(page).getByRole("link", { name: "Cancel" }).click();
  await expect(profile(page)).toContainText("Leeds");
  await expect(profile(page)).not.toContainText("Somewhere Else");
});

test("a member uploads a profile photo; it shows in the account view and the header's greeting; a text file named .jpg is refused", async ({
  page,
  createMember,
  login,
}, testInfo) => {
  const member = await createMember({ userType: "private_seller" });
  await login(member);
  await open(page, ACCOUNT, testInfo);
  const photoForm = profile(page).locator("form").first();
  await photoForm.getByLabel("Profile photo").setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not an image at all") });
  await photoForm.getByRole("button", { name: "Upload Photo" }).click();
  await expect(photoForm.getByRole("alert")).toHaveText("Please upload an image file");

  await photoForm.getByLabel("Profile photo").setInputFiles(fixture("generator-panel.png"));
  await photoForm.getByRole("button", { name: "Upload Photo" }).click();
  await expect(toast(page, "Profile photo updated successfully")).toBeVisible();
  const photo = profile(page).getByRole("img", { name: "Your profile photo" });
  await expect(photo).toBeVisible();
  const src = await photo.getAttribute("src");
  expect(src).toContain(`/storage/v1/object/public/avatars/${member.id}/`);
  // The image really loads (the Content-Security-Policy lets it, Storage serves it).
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The header's 28 px photo is the same photo's 160 px copy (app/utils/auth.server.ts), and loads too.
  const greeting = page.locator("header").getByTitle(`Signed in as ${member.email}`);
  await expect(greeting.locator("img")).toHaveAttribute("src", src!.replace(/-320\.jpg$/, "-160.jpg"));
  await expect.poll(() => greeting.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(profile(page).getByRole("button", { name: "Change Photo" })).toBeVisible();
});
