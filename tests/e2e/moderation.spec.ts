import type { Page, TestInfo } from "@playwright/test";
import type { SupabaseClient } from "@supabase/supabase-js";
import { formMessage, open, pathOf } from "../support/e2e";
import { createListing } from "../support/factories";
import { pastPriorityFirstAccess } from "../support/first-access";
import { demoAccounts, expect, test } from "../support/playwright";

test.use({ viewport: { width: 1280, height: 900 } });

/** A complete listing of the demo private seller with a photo, published and waiting for review. */
async function publishedListing(admin: SupabaseClient, label: string, testInfo: TestInfo) {
  const title = `Honda EU30i ${label} ${testInfo.project.name} ${Date.now().toString(36)}`;
  const listing = await createListing(admin, demoAccounts.privateSeller.id, {
    status: "pending",
    listing_option: "basic",
    title,
    description: "Quiet inverter generator, serviced in the spring.",
    model: "EU30i",
    power_kw: 2.8,
    year: 2020,
    price_gbp: 1450,
    location: "Taunton, Somerset",
  });
  const photo = await admin.from("listing_photos").insert({ listing_id: listing.id, storage_path: "seed/portable-1.png", position: 0, alt: title });
  if (photo.error) throw photo.error;
  return listing;
}

const reviewCard = (page: Page, title: string) => page.getByRole("article", { name: title });

// Without JavaScript, up to the approval: tests/worker/moderation.test.ts, "without JavaScript, through the queue's forms".
test("staff preview a pending listing, approve it, and it goes live in /listings", async ({ page, admin, login, newContext }, testInfo) => {
  const listing = await publishedListing(admin, "approve", testInfo);

  await login("staff");
  await open(page, "/moderation", testInfo);
  // The header offers staff their queue in place of the dashboard.
  await expect(page.getByRole("heading", { level: 1, name: "Moderation queue" })).toBeVisible();
  await expect(page.locator("header").getByRole("link", { name: "Moderation" })).toBeVisible();

  const card = reviewCard(page, listing.title);
  await expect(card).toContainText("Tom Hargreaves");
  await expect(card).toContainText("£1,450");
  await expect(card).toContainText("Portable");

  // The preview is the listing page, marked as not public and kept out of every cache.
  const [preview] = await Promise.all([
    // The listing route's data request.
    page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === `/listings/${listing.id}` && url.searchParams.get("_data") === "routes/listings.$id";
    }),
    card.getByRole("link", { name: /Preview the listing/ }).click(),
  ]);
  await expect(page).toHaveURL(`/listings/${listing.id}`);
  await expect(page.getByText("Pending review — not public")).toBeVisible();
  expect(preview.headers()["cache-control"]).toBe("private, no-store");

  await open(page, "/moderation", testInfo);
  await reviewCard(page, listing.title).getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Listing approved").filter({ visible: true }).first()).toBeVisible();
  await expect(reviewCard(page, listing.title)).toHaveCount(0);

  const { data } = await admin.from("generator_listings").select("status, expires_at").eq("id", listing.id).single();
  expect(data!.status).toBe("active");
  expect(Math.round((Date.parse(data!.expires_at!) - Date.now()) / 86_400_000)).toBe(30);
  // Priority Buyers see it first (supabase/tests/member-plans.test.ts); here that day has passed.
  await pastPriorityFirstAccess(admin, listing.id);
  // An anonymous visitor finds it (a search no one has made before, so no cached page).
  const visitor = await (await newContext()).newPage();
  await visitor.goto(`/listings?q=${encodeURIComponent(listing.title)}`);
  await expect(visitor.getByRole("heading", { name: listing.title })).toBeVisible();
  await visitor.goto(`/listings/${listing.id}`);
  await expect(visitor.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
  await expect(visitor.getByText(/not public/)).toHaveCount(0);
});

// Without JavaScript: tests/worker/moderation.test.ts, "staff reject with a reason, after one refused without".
test("staff reject with a reason, and the seller reads it under My Listings", async ({ page, admin, login }, testInfo) => {
  const listing = await publishedListing(admin, "reject", testInfo);

  await login("staff");
  await open(page, "/moderation", testInfo);
  const card = reviewCard(page, listing.title);
  await card.getByText("Reject with a reason").click();
  await card.getByRole("button", { name: "Reject listing" }).click();
  // Without a reason nothing is decided: the message, and the listing still waiting.
  await expect(formMessage(page, "Please give a reason the seller can act on", reviewCard(page, listing.title))).toBeVisible();
  const { data: stillPending } = await admin.from("generator_listings").select("status").eq("id", listing.id).single();
  expect(stillPending!.status).toBe("pending");

  const reason = "Please add a photo of the data plate so buyers can check the model.";
  const reasonBox = reviewCard(page, listing.title).getByLabel("Reason for the seller");
  await expect(reasonBox).toHaveAttribute("aria-invalid", "true");
  await reasonBox.fill(reason);
  await reviewCard(page, listing.title).getByRole("button", { name: "Reject listing" }).click();
  await expect(page.getByText("Listing rejected").filter({ visible: true }).first()).toBeVisible();
  await expect(reviewCard(page, listing.title)).toHaveCount(0);

  await page.getByRole("button", { name: "Logout" }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await login("privateSeller");
  await open(page, "/dashboard?view=listings", testInfo);
  await expect(page.getByRole("heading", { level: 1, name: "Private Seller Dashboard" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "My Listings" })).toHaveAttribute("aria-current", "page");
  const row = page.getByRole("article", { name: listing.title });
  await expect(row.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(row).toContainText(reason);
  await expect(row.getByRole("link", { name: /^Edit and resubmit/ })).toHaveAttribute("href", `/sell-generator?edit=${listing.id}`);
});

test("My Listings shows every status of the seller's listings with what can be done to each", async ({ page, login }, testInfo) => {
  await login("tradeSeller");
  await open(page, "/dashboard", testInfo);
  await expect(page.getByText("Signed in as demo-trade@genmarket.test (Trade Seller)")).toBeVisible();
  // The overview counts the seeded listings by status.
  const counts = page.locator("dl").filter({ hasText: "Pending review" });
  await expect(counts.locator("div").filter({ hasText: "Sold" }).locator("dd")).toHaveText("1");
  await expect(counts.locator("div").filter({ hasText: "Expired" }).locator("dd")).toHaveText("1");

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "My Listings" }).click();
  await expect(page).toHaveURL(/\/dashboard\?view=listings$/);
  const draft = page.getByRole("article", { name: "Perkins 44 kVA canopied standby – photos to follow" });
  await expect(draft.getByText("Draft", { exact: true })).toBeVisible();
  await expect(draft.getByRole("link", { name: /^Resume/ })).toHaveAttribute("href", "/sell-generator?edit=10000000-0000-4000-8000-000000000075");
  const sold = page.getByRole("article", { name: "Cummins C33 D5 33 kVA standby – sold" });
  await expect(sold.getByText("Sold", { exact: true })).toBeVisible();
  // A sold listing is no longer edited or shown; its statistics remain.
  await expect(sold.getByRole("link")).toHaveCount(1);
  await expect(sold.getByRole("link", { name: /^Statistics/ })).toHaveAttribute("href", /^\/listings\/10000000-[-0-9]+\/stats$/);
  const active = page.getByRole("article", { name: /Cummins C220D5 220 kVA/ });
  await expect(active.getByText("Active", { exact: true })).toBeVisible();
  await expect(active.getByRole("link", { name: /^View/ })).toHaveAttribute("href", /^\/listings\/10000000-/);
  await expect(page.getByRole("article", { name: "Caterpillar C4.4 100 kVA prime set" }).getByText("Expired", { exact: true })).toBeVisible();
});

test("a buyer opening /moderation is told they have no permission", async ({ page, login }, testInfo) => {
  await login("buyer");
  await open(page, "/dashboard", testInfo);
  await expect(page.locator("header").getByRole("link", { name: "Moderation" })).toHaveCount(0);
  const response = await open(page, "/moderation", testInfo);
  expect(response?.status()).toBe(403);
  await expect(page.getByText("You do not have permission to perform this action")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Access Restricted" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Moderation queue" })).toHaveCount(0);
});

test("a signed-out visitor is sent to sign in first", async ({ page }, testInfo) => {
  await open(page, "/moderation", testInfo);
  expect(pathOf(page)).toBe("/auth?redirectTo=%2Fmoderation");
  await expect(page.getByText("Please log in to access this page.").filter({ visible: true }).first()).toBeVisible();
});

test("the reject button is busy while the decision is sent", async ({ page, admin, login }, testInfo) => {
  // With JavaScript only: busy labels need it.
  const listing = await publishedListing(admin, "busy", testInfo);
  await login("staff");
  await open(page, "/moderation", testInfo);
  const card = reviewCard(page, listing.title);
  // Hold the decision back so the busy state can be seen.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/moderation*", async (route) => {
    if (route.request().method() === "POST") await released;
    await route.continue();
  });
  await card.getByText("Reject with a reason").click();
  await card.getByLabel("Reason for the seller").fill("The price looks like a typo: please check it.");
  await card.getByRole("button", { name: "Reject listing" }).click();
  await expect(card.getByRole("button", { name: "Rejecting..." })).toBeDisabled();
  await expect(card.getByRole("button", { name: "Approve" })).toBeDisabled();
  release();
  await expect(page.getByText("Listing rejected").filter({ visible: true }).first()).toBeVisible();
});
