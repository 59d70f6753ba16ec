import type { Page } from "@playwright/test";
import { signEmailKindToken } from "../../app/utils/unsubscribe-token.server";
import { devVar } from "../support/dev-vars";
import { axe, open, toast } from "../support/e2e";
import { expect, test } from "../support/playwright";

const ACCOUNT = "/dashboard?view=account";

const settings = (page: Page) => page.locator("#email-settings");
const kindBox = (page: Page, label: string) => settings(page).getByRole("checkbox", { name: label, exact: true });

// Without JavaScript: tests/worker/email-settings.test.ts's "without JavaScript" test of the same flow.
test("a member switches emails off in Account and by an email's unsubscribe link, and starts mail again after a bounce", async ({ page, admin, createMember, login }, testInfo) => {
  const seller = await createMember({ userType: "private_seller" });
  await login(seller);
  await open(page, ACCOUNT, testInfo);
  await expect(kindBox(page, "Outbid")).toBeChecked();
  await expect(settings(page)).toContainText("Always sent, because they are about money or something you must act on");
  await expect(kindBox(page, "Payment receipts")).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axe(page).contrastAtDesktopOnly().include("#email-settings").analyze();
    expect(violations.map((violation) => violation.id), `at ${width}px`).toEqual([]);
  }

  // Unticked and saved: back with a toast, still unticked, and stored (that the page shows what
  // is stored is tests/worker/email-settings.test.ts's; a reload here cost a page load).
  await kindBox(page, "Outbid").uncheck();
  await settings(page).getByRole("button", { name: "Save email settings" }).click();
  await expect(toast(page, "Email settings saved")).toBeVisible();
  await expect(kindBox(page, "Outbid")).not.toBeChecked();
  await expect(kindBox(page, "New reviews")).toBeChecked();
  expect((await admin.from("email_opt_outs").select("kind").eq("member_id", seller.id)).data).toEqual([{ kind: "outbid" }]);

  // An email's unsubscribe link asks first; its button stops that kind.
  const token = await signEmailKindToken(devVar("SESSION_SECRET").split(","), seller.id, "review_received");
  await open(page, `/unsubscribe/emails?${new URLSearchParams({ token })}`, testInfo);
  await expect(page.getByRole("heading", { name: "Stop “New reviews” emails?" })).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toContainText("You will get no more “New reviews” emails.");
  await page.getByRole("link", { name: "Go to your email settings" }).click();
  await expect(kindBox(page, "New reviews")).not.toBeChecked();
  await expect(kindBox(page, "Outbid")).not.toBeChecked();

  // The mail provider reported the address bouncing: Account says so, and the member starts mail again.
  expect((await admin.rpc("record_undeliverable_address", { p_email: seller.email, p_reason: "bounced", p_detail: "550" })).error).toBeNull();
  await page.reload();
  await expect(settings(page).getByRole("alert")).toContainText(`Emails to ${seller.email} could not be delivered`);
  await settings(page).getByRole("button", { name: "Send me emails again" }).click();
  await expect(toast(page, "Emails resumed")).toBeVisible();
  await expect(settings(page).getByRole("alert")).toHaveCount(0);
});
