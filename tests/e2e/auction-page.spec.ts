import type { Page } from "@playwright/test";
import { axe, hasJavaScript, open } from "../support/e2e";
import { createAuction } from "../support/factories";
import { expect, test } from "../support/playwright";

/**
 * The auction page in a browser (docs/auctions.md): bidding with JavaScript (without it,
 * tests/worker/auction-page.test.ts's visitor bids through the same form),
 * another browser's bid showing on an open page within 3 seconds, and accessibility at a
 * phone's and a desktop's width. Each test makes its own seller, auction and bidders.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const panel = (page: Page) => page.locator("#bid");
const currentBid = (page: Page) => page.getByTestId("current-bid");

// Without JavaScript: tests/worker/auction-page.test.ts's "without JavaScript" test of the same story.
test("a bidder is told a maximum is too low, confirms one in a dialog, leads, and may only raise it", async ({
  page,
  admin,
  createMember,
  login,
}, testInfo) => {
  const seller = await createMember({ userType: "private_seller" });
  const auction = await createAuction(admin, seller.id, { starting_price: 1000 });
  await login(await createMember({ fullName: "Dora Baker" }));
  await open(page, `/auctions/${auction.id}`, testInfo);
  const maximum = panel(page).getByLabel("Your maximum bid (£)");
  const dialog = page.getByRole("dialog", { name: "Confirm your bid" });

  await maximum.fill("900");
  await panel(page).getByRole("button", { name: "Place Bid" }).click();
  await expect(panel(page).getByRole("alert")).toHaveText("Bid too lowMinimum bid is £1,000");
  await expect(maximum).toHaveValue("900");
  await expect(dialog).toBeHidden();

  // The confirm step is a modal dialog: Cancel places nothing.
  await maximum.fill("3,600");
  await panel(page).getByRole("button", { name: "Place Bid" }).click();
  await expect(dialog.getByTestId("confirm-bid")).toHaveText("You will bid £1,000 now, and we will bid for you up to £3,600.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect((await admin.from("bids").select("amount").eq("auction_id", auction.id)).data).toEqual([]);
  await panel(page).getByRole("button", { name: "Place Bid" }).click();
  await dialog.getByRole("button", { name: "Confirm bid" }).click();
  await expect(page.getByText("Bid placed successfully!").first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(panel(page).getByTestId("standing")).toHaveText("You are the highest bidder. Your maximum bid: £3,600.");
  await expect(currentBid(page)).toHaveText("£1,000");
  await expect(panel(page).getByTestId("bid-count")).toHaveText("1");
  await expect(page.getByTestId("bid-history")).toContainText("d***r(you)£1,000");
  // The form starts again empty, ready for another bid.
  await expect(maximum).toHaveValue("");
  expect((await admin.from("bids").select("amount").eq("auction_id", auction.id)).data).toEqual([{ amount: 1000 }]);

  // A lower maximum from the leader is refused in words, with no dialog.
  await maximum.fill("3000");
  await panel(page).getByRole("button", { name: "Place Bid" }).click();
  await expect(panel(page).getByRole("alert")).toHaveText("Your maximum is already £3,600; you can only raise it");
  await expect(dialog).toBeHidden();
});

test("another browser's bid shows on an open page within 3 seconds, and tells the outbid bidder", async ({
  page,
  admin,
  createMember,
  login,
  newContext,
}, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "live updates are JavaScript's");
  const seller = await createMember({ userType: "private_seller" });
  const auction = await createAuction(admin, seller.id, { starting_price: 1000, reserve_price: 1400 });
  await login(await createMember({ fullName: "Dora Baker" }));
  await open(page, `/auctions/${auction.id}`, testInfo);
  await panel(page).getByLabel("Your maximum bid (£)").fill("1000");
  await panel(page).getByRole("button", { name: "Place Bid" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm bid" }).click();
  await expect(panel(page).getByTestId("standing")).toHaveText("You are the highest bidder.");

  // A second browser: Ben bids on the same auction.
  const other = await newContext();
  await login(await createMember({ fullName: "Ben Cox" }), other);
  const benPage = await other.newPage();
  await open(benPage, `/auctions/${auction.id}`, testInfo);
  await panel(benPage).getByLabel("Your maximum bid (£)").fill("1500");
  await panel(benPage).getByRole("button", { name: "Place Bid" }).click();
  const answered = benPage.waitForResponse((response) => response.request().method() === "POST");
  await benPage.getByRole("dialog").getByRole("button", { name: "Confirm bid" }).click();
  await answered;
  const bidAt = Date.now();

  // Dora's open page, untouched, catches up within 3 seconds.
  await expect(currentBid(page)).toHaveText("£1,400", { timeout: 3_000 });
  await expect(panel(page).getByTestId("standing")).toHaveText("You have been outbid: bid £1,450 or more to lead.", { timeout: 3_000 });
  await expect(panel(page).getByTestId("reserve-status")).toHaveText("Reserve met");
  await expect(panel(page).getByTestId("bid-count")).toHaveText("2");
  await expect(page.getByTestId("bid-history")).toContainText("b***x£1,400");
  expect(Date.now() - bidAt).toBeLessThan(3_000);
});

test("on a phone the current bid, time left and Bid stay in a bar at the bottom, and Bid goes to the form", async ({ page, admin, createMember, login }, testInfo) => {
  const seller = await createMember({ userType: "private_seller" });
  const auction = await createAuction(admin, seller.id, { starting_price: 1000 });
  await login(await createMember());
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `/auctions/${auction.id}`, testInfo);
  const bar = page.getByRole("region", { name: "Bidding" });
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(bar).toContainText("No bids yet£1,000");
  await expect(bar).toContainText(/Time left\d+d \d+h/);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(bar).toBeInViewport({ ratio: 1 });
  await bar.getByRole("link", { name: "Bid" }).click();
  await expect(panel(page).getByLabel("Your maximum bid (£)")).toBeInViewport();
  // From 640 px the panel is beside or just below the photos: no bar.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(bar).toBeHidden();
});

test("the countdown follows the server's clock, not the browser's", async ({ page, admin, createMember }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "the countdown is JavaScript's");
  const seller = await createMember({ userType: "private_seller" });
  const auction = await createAuction(admin, seller.id, { auction_end_date: new Date(Date.now() + 5 * 60_000).toISOString() });
  // The browser's clock is a day and a half fast: the page must still count down the 5 minutes.
  await page.clock.install({ time: new Date(Date.now() + 36 * 3_600_000) });
  await page.clock.resume();
  await open(page, `/auctions/${auction.id}`, testInfo);
  const timeLeft = page.getByTestId("time-left");
  await expect(timeLeft).toHaveText(/^[45]m \d{2}s$/);
  const shown = await timeLeft.textContent();
  await expect(timeLeft).not.toHaveText(shown!, { timeout: 3_000 });
  await expect(timeLeft).toHaveText(/^[45]m \d{2}s$/);
});

test("the auction page has no accessibility violations at 390 and 1280 px", async ({ page, admin, createMember, login }, testInfo) => {
  const seller = await createMember({ userType: "private_seller" });
  const auction = await createAuction(admin, seller.id);
  await admin.from("auction_photos").insert([
    { auction_id: auction.id, storage_path: "seed/diesel-standby-1.png", position: 0 },
    { auction_id: auction.id, storage_path: "seed/diesel-standby-2.png", position: 1 },
  ]);
  await login(await createMember());
  await open(page, `/auctions/${auction.id}`, testInfo);
  await panel(page).getByRole("button", { name: "Place Bid" }).click();
  await expect(panel(page).getByText("Bid amount is required")).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axe(page).contrastAtDesktopOnly().exclude('nav[aria-label="Main"] span[aria-hidden="true"][tabindex="0"]').analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
  // The confirm dialog, at a phone's width.
  await panel(page).getByLabel("Your maximum bid (£)").fill("5000");
  await panel(page).getByRole("button", { name: "Place Bid" }).click();
  await expect(page.getByRole("dialog", { name: "Confirm your bid" })).toBeVisible();
  const { violations } = await axe(page).contrastAtDesktopOnly().include("dialog").analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});
