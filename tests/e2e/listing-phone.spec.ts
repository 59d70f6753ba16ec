import type { Page } from "@playwright/test";
import { axe, hasJavaScript, open, pathOf } from "../support/e2e";
import { expect, test } from "../support/playwright";

/**
 * The listing page on a phone (docs/listings.md): the contact bar's Call / Message / Save
 * without scrolling, Call's sign-in prompt for a visitor, and the gallery, its main photo and
 * full screen (with JavaScript: next, previous, keys and swipes; without it, links and ?photo=,
 * which tests/worker/listings.test.ts follows).
 */
const LISTING = "10000000-0000-4000-8000-000000000005"; // four photos
const LISTING_PATH = `/listings/${LISTING}`;
const VIEWPORT = { width: 390, height: 844 };

test.use({ viewport: VIEWPORT });

const contactBar = (page: Page) => page.getByRole("region", { name: "Contact the seller" });
const viewer = (page: Page) => page.getByRole("dialog");
const heroImage = (page: Page) => page.getByRole("link", { name: /full screen$/ }).locator("img");

async function expectInViewport(page: Page, name: string | RegExp, role: "button" | "link") {
  const box = await contactBar(page).getByRole(role, { name }).boundingBox();
  expect(box, String(name)).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(VIEWPORT.height);
}

test("at 390 px Call, Message and Save show without scrolling; Call asks a visitor to sign in", { tag: "@no-js" }, async ({ page }, testInfo) => {
  await open(page, LISTING_PATH, testInfo);
  await expectInViewport(page, "Call", "button");
  await expectInViewport(page, "Message", "link");
  await expectInViewport(page, /^Save/, "button");
  await expect(contactBar(page).getByRole("link", { name: "Message" })).toHaveAttribute("href", "#contact");

  await contactBar(page).getByRole("button", { name: "Call" }).click();
  await expect(page).toHaveURL((url) => pathOf(page) === `${LISTING_PATH}?phone=1` && url.hash === "#contact");
  await expect(page.locator("#contact").getByRole("note", { name: "Sign in to see the seller's number" })).toBeVisible();
  // Still there after the jump down the page.
  await expectInViewport(page, "Call", "button");
  if (hasJavaScript(testInfo)) {
    const { violations } = await axe(page).analyze();
    expect(violations).toEqual([]);
  }

  // Message Seller far down the page: the sign-in form itself, from the top of the page (with
  // JavaScript the post kept its scroll position through the redirect, down to the plan
  // cards), and the gate's message in the page above the notice, covering nothing.
  await page.locator("#contact").getByLabel("Message").fill("Is it still available?");
  await page.locator("#contact").getByRole("button", { name: "Message Seller" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/auth");
  await expect(page.getByRole("heading", { name: "Sign in to GenMarket" })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const gateMessage = page.locator("main").getByRole("status").filter({ hasText: "Access Restricted" });
  const notice = page.getByRole("note").filter({ hasText: "Sign in to continue with this listing" });
  const [messageBox, noticeBox] = [await gateMessage.boundingBox(), await notice.boundingBox()];
  expect(messageBox!.y + messageBox!.height).toBeLessThanOrEqual(noticeBox!.y);
  await expect(page.getByRole("button", { name: "Dismiss notification" })).toHaveCount(0);
});

/** A horizontal mouse drag across the middle of a box, as a swipe. */
async function swipeAcross(page: Page, box: { y: number; height: number }, from: number, to: number) {
  const y = box.y + box.height / 2;
  await page.mouse.move(from, y);
  await page.mouse.down();
  await page.mouse.move(to, y, { steps: 5 });
  await page.mouse.up();
}

// Without JavaScript the gallery is links (?photo=, &fullscreen=1), followed by the visitor in
// tests/worker/listings.test.ts (decision 019).
test("the gallery: Next, Previous, the arrow keys and swipes move the main photo and full screen; Escape closes", async ({ page }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "without JavaScript the gallery is links (tests/worker/listings.test.ts)");
  await open(page, LISTING_PATH, testInfo);
  const thumbnails = page.getByRole("list", { name: "Photos" }).locator("img");
  const sources = await thumbnails.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute("src")));
  expect(sources).toHaveLength(4);
  // Shown whole on its stage, whatever its shape.
  await expect(heroImage(page)).toHaveCSS("object-fit", "contain");

  // The main photo: its own Previous and Next, the arrow keys while focus is in the gallery, swipes.
  const gallery = page.getByRole("region", { name: /^Photos of / });
  await gallery.getByRole("link", { name: "Next photo" }).click();
  await expect.poll(() => pathOf(page)).toBe(`${LISTING_PATH}?photo=2`);
  await expect(heroImage(page)).toHaveAttribute("src", sources[1]!);
  await expect(gallery.getByText("Photo 2 of 4")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(heroImage(page)).toHaveAttribute("src", sources[2]!);
  await expect(page.getByRole("list", { name: "Photos" }).getByRole("link").nth(2)).toHaveAttribute("aria-current", "true");
  await swipeAcross(page, (await heroImage(page).boundingBox())!, 300, 100);
  await expect(heroImage(page)).toHaveAttribute("src", sources[3]!);
  // A swipe that ends on the photo moves it, and does not also open it full screen.
  await expect(viewer(page)).toHaveCount(0);
  await swipeAcross(page, (await heroImage(page).boundingBox())!, 100, 300);
  await expect(heroImage(page)).toHaveAttribute("src", sources[2]!);
  // Two presses in a row (a key held down) move two photos, before the URL has caught up.
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(heroImage(page)).toHaveAttribute("src", sources[0]!);
  await expect.poll(() => pathOf(page)).toBe(LISTING_PATH);

  await page.getByRole("link", { name: "Open photo 1 of 4 full screen" }).click();
  await expect(viewer(page)).toBeVisible();
  await expect(viewer(page)).toHaveAccessibleName("Photo 1 of 4");
  await expect(viewer(page).locator("img")).toHaveAttribute("src", sources[0]!);
  expect(pathOf(page)).toBe(`${LISTING_PATH}?fullscreen=1`);

  await viewer(page).getByRole("link", { name: "Next photo" }).click();
  await expect(viewer(page)).toHaveAccessibleName("Photo 2 of 4");
  await expect(viewer(page).locator("img")).toHaveAttribute("src", sources[1]!);
  await page.keyboard.press("ArrowRight");
  await expect(viewer(page)).toHaveAccessibleName("Photo 3 of 4");
  await viewer(page).getByRole("link", { name: "Previous photo" }).click();
  await expect(viewer(page)).toHaveAccessibleName("Photo 2 of 4");

  // A swipe to the left shows the next photo, to the right the previous one.
  const stage = (await viewer(page).locator("img").boundingBox())!;
  await swipeAcross(page, stage, 300, 100);
  await expect(viewer(page)).toHaveAccessibleName("Photo 3 of 4");
  await swipeAcross(page, stage, 100, 300);
  await expect(viewer(page)).toHaveAccessibleName("Photo 2 of 4");
  // Previous and Next go round: before the first is the last.
  await page.keyboard.press("ArrowLeft");
  await expect(viewer(page)).toHaveAccessibleName("Photo 1 of 4");
  await page.keyboard.press("ArrowLeft");
  await expect(viewer(page)).toHaveAccessibleName("Photo 4 of 4");
  await viewer(page).getByRole("link", { name: "Next photo" }).click();
  await expect(viewer(page)).toHaveAccessibleName("Photo 1 of 4");
  await viewer(page).getByRole("link", { name: "Next photo" }).click();
  // On photo 2 before Escape: on a busy machine Escape otherwise came before the move.
  await expect(viewer(page)).toHaveAccessibleName("Photo 2 of 4");
  const { violations } = await axe(page).analyze();
  expect(violations).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(viewer(page)).toHaveCount(0);
  await expect.poll(() => pathOf(page)).toBe(`${LISTING_PATH}?photo=2`);
  await expect(heroImage(page)).toHaveAttribute("src", sources[1]!);
});

test("a refused message to the seller opens at its error summary without JavaScript, and focuses the field with it", { tag: "@no-js" }, async ({
  page,
  createMember,
  login,
}, testInfo) => {
  await login(await createMember());
  await open(page, LISTING_PATH, testInfo);
  const enquiry = page.locator("#contact");
  await enquiry.getByRole("button", { name: "Message Seller" }).click();
  if (hasJavaScript(testInfo)) {
    await expect(enquiry.getByLabel("Message")).toBeFocused();
  } else {
    // The page comes back from the post opened at the summary, 3,000 px down on a phone.
    const summary = enquiry.getByRole("alert").filter({ has: page.getByRole("heading", { name: "There is a problem" }) });
    await expect(summary).toBeInViewport();
    await expect(page.locator("#enquiry-form-errors")).toBeFocused();
    await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
    await summary.getByRole("link", { name: "Message is required" }).click();
    await expect(enquiry.getByLabel("Message")).toBeFocused();
  }
  await expect(enquiry.getByLabel("Message")).toHaveAccessibleDescription(/Message is required/);
});
