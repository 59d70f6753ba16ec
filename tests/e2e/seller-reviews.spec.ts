import { axe, formMessage, open } from "../support/e2e";
import { createConversation, createListing } from "../support/factories";
import { expect, test } from "../support/playwright";

test.use({ viewport: { width: 1280, height: 900 } });

// A buyer the seller replied to reviews them from the seller's page ('Review this seller'):
// the form checks first in the browser, the database decides, and the seller's average
// changes on the page. Without JavaScript: tests/worker/seller-page.test.ts's "without JavaScript" test.
test("a buyer reviews a seller who replied to them and sees the average change", async ({ page, admin, createMember, login }, testInfo) => {
  const seller = await createMember({ userType: "trade_seller", companyName: "Reviewed Gensets Ltd" });
  const buyer = await createMember({ fullName: "Rowan Reviewer" });
  const listing = await createListing(admin, seller.id, { title: "Honda EU70is reviewed generator", model: "EU70is" });
  await createConversation(admin, { buyerId: buyer.id, sellerId: seller.id, listingId: listing.id, messages: [{ text: "Still available?" }, { text: "Yes it is.", from: "seller" }] });
  await admin.from("seller_reviews").insert({ seller_id: seller.id, buyer_id: null, listing_id: null, rating: 2 });

  await login(buyer);
  await open(page, `/seller/${seller.id}`, testInfo);
  const reviews = page.getByRole("region", { name: "Reviews" });
  await expect(reviews).toContainText("2.0");
  await expect(reviews).toContainText("1 review");
  await reviews.getByRole("link", { name: "Review this seller" }).click();

  await expect(page.getByRole("heading", { name: "Review Reviewed Gensets Ltd" })).toBeVisible();
  await expect(page.getByText("Your review is about the listing Honda EU70is reviewed generator (EU70is).")).toBeVisible();
  // No rating chosen: refused with why, the comment kept.
  await page.getByLabel("Your comment").fill("Answered every question and loaded it for me.");
  await page.getByRole("button", { name: "Post review" }).click();
  await expect(formMessage(page, "Choose a rating from 1 to 5 stars")).toBeVisible();
  await expect(page.getByLabel("Your comment")).toHaveValue("Answered every question and loaded it for me.");
  const { violations } = await axe(page).include("main").analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await page.getByLabel("5 stars: Excellent").check();
  await page.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByText("Review posted").filter({ visible: true }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/seller/${seller.id}#reviews$`));
  await expect(reviews).toContainText("3.5");
  await expect(reviews).toContainText("2 reviews");
  await expect(reviews.getByRole("article", { name: "Review by Rowan Reviewer" })).toContainText("Answered every question and loaded it for me.");
  const { data } = await admin.from("seller_reviews").select("rating, comment").eq("buyer_id", buyer.id);
  expect(data).toEqual([{ rating: 5, comment: "Answered every question and loaded it for me." }]);
});

test("the seller replies to a review from their dashboard and the reply shows under it", async ({ page, admin, createMember, login }, testInfo) => {
  const seller = await createMember({ userType: "private_seller", fullName: "Pat Replier" });
  const buyer = await createMember({ fullName: "Quinn Critic" });
  const listing = await createListing(admin, seller.id, { title: "Hyundai HY2000si replied generator" });
  await admin.from("seller_reviews").insert({ seller_id: seller.id, buyer_id: buyer.id, listing_id: listing.id, rating: 3, comment: "Took a week to answer." });

  await login(seller);
  await open(page, "/dashboard?view=reviews", testInfo);
  await expect(page.getByRole("heading", { name: "Rating Overview" })).toBeVisible();
  const review = page.getByRole("article", { name: "Review by Quinn Critic" });
  await review.getByRole("button", { name: "Post reply" }).click();
  await expect(formMessage(page, "Your reply is required", review)).toBeVisible();
  await review.getByLabel("Reply to Quinn Critic").fill("Sorry, I was away; it is yours at a discount.");
  await review.getByRole("button", { name: "Post reply" }).click();
  await expect(page.getByText("Reply posted").filter({ visible: true }).first()).toBeVisible();
  await expect(review).toContainText("Reply from the seller");
  await expect(review.getByRole("button", { name: "Post reply" })).toHaveCount(0);

  await open(page, `/seller/${seller.id}`, testInfo);
  await expect(page.getByRole("article", { name: "Review by Quinn Critic" })).toContainText("Sorry, I was away; it is yours at a discount.");
  await expect(page.getByRole("heading", { name: "Recent buyer messages" })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axe(page).contrastAtDesktopOnly().include("main").analyze();
    expect(violations.map((violation) => violation.id), `at ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `at ${width}px`).toBeLessThanOrEqual(0);
  }
});
