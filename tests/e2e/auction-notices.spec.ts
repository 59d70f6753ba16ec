import type { Page } from "@playwright/test";
import { axe, hasJavaScript, holdDataPosts, nextPostAnswer, open, pathOf, signedInClient } from "../support/e2e";
import { createAuction } from "../support/factories";
import { expect, test } from "../support/playwright";

/**
 * Watch this auction in a browser with JavaScript (a fetcher, and the new state at once; the
 * post that comes back to the button without it is tests/worker/auction-notices.test.ts's),
 * on the auction's page and in Saved Items; and axe on what people are told when an auction moves
 * (the watch button, the overview's notices, GenMarket's message in a conversation) at a
 * phone's and a desktop's width. Each test makes its own members and auction.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const watchButton = (page: Page) => page.locator("#watch").getByRole("button", { name: /^(Watch this auction|Watching)$/ });
const watchedRow = (page: Page, auctionId: string) => page.locator(`#watched-${auctionId}`);

async function expectNoAxeViolations(page: Page, include: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axe(page).contrastAtDesktopOnly().include(include).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`), `at ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `at ${width}px`).toBeLessThanOrEqual(0);
  }
}

// Without JavaScript: tests/worker/auction-notices.test.ts, "without JavaScript: a member watches an auction from its page".
test("a member watches an auction from its page, finds it in Saved Items and stops watching there", async ({
  page,
  admin,
  createMember,
  login,
}, testInfo) => {
  const seller = await createMember({ userType: "private_seller" });
  const auction = await createAuction(admin, seller.id, { starting_price: 1000 });
  const watcher = await login(await createMember({ fullName: "Wes Watcher" }));
  const auctionPath = `/auctions/${auction.id}`;
  await open(page, auctionPath, testInfo);

  await expect(watchButton(page)).toHaveAttribute("aria-pressed", "false");
  // The button says so at once, while the post is still on its way (held here).
  const release = await holdDataPosts(page, auctionPath);
  await watchButton(page).click();
  await expect(watchButton(page)).toHaveAttribute("aria-pressed", "true");
  await expect(watchButton(page)).toHaveText("Watching");
  const watched = nextPostAnswer(page, auctionPath);
  release();
  await watched;
  await page.unrouteAll({ behavior: "wait" });
  expect(pathOf(page)).toBe(auctionPath);
  expect(new URL(page.url()).hash).toBe("");
  // Stored (that the page shows what is stored is tests/worker/auction-notices.test.ts's).
  await expect(watchButton(page)).toHaveAttribute("aria-pressed", "true");
  expect((await admin.from("watched_auctions").select("user_id").eq("auction_id", auction.id)).data).toEqual([{ user_id: watcher.id }]);

  await open(page, "/dashboard?view=saved", testInfo);
  await expect(page.getByRole("heading", { level: 3, name: "Watched auctions (1)" })).toBeVisible();
  await expect(watchedRow(page, auction.id).getByRole("link", { name: auction.title })).toHaveAttribute("href", auctionPath);
  const stopped = nextPostAnswer(page, auctionPath);
  await watchedRow(page, auction.id).getByRole("button", { name: "Watching" }).click();
  await stopped;
  // The row leaves once the page's data is read again.
  await expect(watchedRow(page, auction.id)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 3, name: "Watched auctions (0)" })).toBeVisible();
  expect(pathOf(page)).toBe("/dashboard?view=saved");
  expect((await admin.from("watched_auctions").select("user_id").eq("auction_id", auction.id)).data).toEqual([]);
});

test("what people are told reads well at every width: the watch button, the overview's notices, GenMarket's message", async ({
  page,
  admin,
  createMember,
  login,
}, testInfo) => {
  // axe runs as a script in the page; without JavaScript the markup is the same.
  test.skip(!hasJavaScript(testInfo), "axe needs JavaScript in the page");
  const seller = await createMember({ userType: "private_seller", fullName: "Sue Auctioneer" });
  const auction = await createAuction(admin, seller.id, { starting_price: 1000 });
  await login(await createMember({ fullName: "Dora Baker" }));
  await open(page, `/auctions/${auction.id}`, testInfo);
  await expectNoAxeViolations(page, "#watch");

  // Dora bids, Ben outbids her, the auction ends and is settled.
  await page.locator("#bid").getByLabel("Your maximum bid (£)").fill("1000");
  await page.locator("#bid").getByRole("button", { name: "Place Bid" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm bid" }).click();
  await expect(page.locator("#bid").getByTestId("standing")).toHaveText("You are the highest bidder.");
  const ben = await createMember({ fullName: "Ben Cox" });
  const benClient = await signedInClient(ben.email, ben.password);
  expect((await benClient.rpc("place_bid", { p_auction_id: auction.id, p_amount: 1100 })).error).toBeNull();
  await open(page, "/dashboard", testInfo);
  await expect(page.locator("#notices")).toContainText(`You have been outbid on "${auction.title}". The current bid is £1,100.`);
  await expectNoAxeViolations(page, "#notices");

  await admin.from("auction_listings").update({ auction_end_date: new Date(Date.now() - 1000).toISOString() }).eq("id", auction.id);
  expect((await admin.rpc("settle_due_auctions")).error).toBeNull();
  await login(ben);
  await open(page, "/dashboard", testInfo); // a buyer's conversations are on the overview
  await page.getByRole("link", { name: new RegExp(auction.title) }).click();
  const message = page.getByRole("list", { name: "Messages" }).getByRole("listitem");
  await expect(message).toContainText("GenMarket");
  await expect(message).toContainText(`You won "${auction.title}" for £1,100.`);
  await expectNoAxeViolations(page, "main");
});
