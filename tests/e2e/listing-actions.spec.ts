import type { Page } from "@playwright/test";
import type { SupabaseClient } from "@supabase/supabase-js";
import { axe, formMessage, holdDataPosts, nextPostAnswer, open, pathOf, signedInClient, toast } from "../support/e2e";
import { expect, test } from "../support/playwright";

const LISTING = "10000000-0000-4000-8000-000000000008"; // Hyundai HY1000Si, demo-trade's (Midland Generator Exchange Ltd)
const LISTING_PATH = `/listings/${LISTING}`;
const BROWSE = "/listings?q=Hyundai&type=portable"; // a page whose cards include it

test.use({ viewport: { width: 1280, height: 900 } });

const contactCard = (page: Page) => page.locator("#contact");
const saveButton = (page: Page) => contactCard(page).getByRole("button", { name: /^(Save to Favorites|Saved)$/ });
const cardHeart = (page: Page) => page.locator(`#listing-${LISTING}`).getByRole("button", { name: /to favourites$/ });
/** The listings a member has saved, as stored. */
const savedBy = async (admin: SupabaseClient, userId: string) =>
  ((await admin.from("saved_listings").select("listing_id").eq("user_id", userId)).data ?? []).map((row) => row.listing_id);
const atGate = (returnTo: string) => (url: URL) => `${url.pathname}${url.search}` === `/auth?${new URLSearchParams({ redirectTo: returnTo })}`;

// Without JavaScript: tests/worker/listing-actions.test.ts, "without JavaScript, through the page's own buttons".
// A seller on their own listing reads a note, not a message form: only read, the worker test's too.
test("a buyer saves a listing, calls and messages its seller; the seller reads the message through RLS, nobody else can", async ({
  page,
  admin,
  createMember,
  login,
}, testInfo) => {
  const buyer = await createMember();
  await login(buyer);
  await open(page, LISTING_PATH, testInfo);

  // Save, then unsave. With JavaScript the button changes at once, before the server answers.
  await expect(saveButton(page)).toHaveText("Save to Favorites");
  await expect(saveButton(page)).toHaveAttribute("aria-pressed", "false");
  const release = await holdDataPosts(page, LISTING_PATH);
  await saveButton(page).click();
  await expect(saveButton(page)).toHaveText("Saved");
  await expect(saveButton(page)).toHaveAttribute("aria-pressed", "true");
  // Let the held post through and wait for its answer, so the reload reads the saved state.
  const answered = nextPostAnswer(page, LISTING_PATH);
  release();
  await answered;
  await page.unrouteAll({ behavior: "wait" });
  expect(pathOf(page)).toBe(LISTING_PATH);
  // The button changed before the server answered: what it stored is the row (a page shows the
  // stored state: tests/worker/listing-actions.test.ts; a reload here cost a page load each time).
  expect(await savedBy(admin, buyer.id)).toEqual([LISTING]);
  const unsaved = nextPostAnswer(page, LISTING_PATH);
  await saveButton(page).click();
  await expect(saveButton(page)).toHaveText("Save to Favorites");
  await unsaved;
  expect(await savedBy(admin, buyer.id)).toEqual([]);
  await expect(saveButton(page)).toHaveAttribute("aria-pressed", "false");
  const savedAgain = nextPostAnswer(page, LISTING_PATH);
  await saveButton(page).click();
  await expect(saveButton(page)).toHaveText("Saved");
  await savedAgain;

  // Call Seller: the seller's phone as a tel: link.
  await contactCard(page).getByRole("button", { name: "Call Seller" }).click();
  const phone = contactCard(page).getByRole("link", { name: "Call 0121 496 0734" });
  await expect(phone).toHaveAttribute("href", "tel:+441214960734");
  expect(pathOf(page)).toBe(`${LISTING_PATH}?phone=1`);

  // Message Seller: an empty message is refused; a real one is sent, confirmed, and the form clears.
  const message = contactCard(page).getByLabel("Message");
  await contactCard(page).getByRole("button", { name: "Message Seller" }).click();
  await expect(formMessage(page, "Message is required", contactCard(page))).toBeVisible();
  const text = `Is the HY1000Si still boxed? Could I collect on Saturday? (${testInfo.project.name} ${Date.now()})`;
  await message.fill(text);
  const releaseEnquiry = await holdDataPosts(page, LISTING_PATH);
  await contactCard(page).getByRole("button", { name: "Message Seller" }).click();
  await expect(contactCard(page).getByRole("button", { name: "Sending..." })).toBeDisabled();
  releaseEnquiry();
  // Confirmed in the card, with the way to the conversation (no toast over the seller's name).
  await expect(contactCard(page).getByText("Message sent.")).toBeVisible();
  await expect(contactCard(page).getByText("Your message is on its way to Midland Generator Exchange Ltd.")).toBeVisible();
  await expect(contactCard(page).getByRole("link", { name: "View the conversation" })).toHaveAttribute("href", /^\/dashboard\?thread=[0-9a-f-]{36}$/);
  await expect(message).toHaveValue("");
  await expect(phone).toBeVisible(); // the page kept its state

  // The seller reads it with their own session; another member sees nothing.
  const seller = await signedInClient("demo-trade@genmarket.test");
  const { data: inbox, error } = await seller
    .from("conversation_threads")
    .select("listing_id, messages(message_content)")
    .eq("listing_id", LISTING)
    .eq("messages.message_content", text);
  expect(error).toBeNull();
  expect(inbox?.filter((thread) => thread.messages.length > 0)).toEqual([{ listing_id: LISTING, messages: [{ message_content: text }] }]);
  const other = await signedInClient("demo-private@genmarket.test");
  expect((await other.from("messages").select("message_content").eq("message_content", text)).data).toEqual([]);
  const buyerClient = await signedInClient(buyer.email, buyer.password);
  expect((await buyerClient.from("saved_listings").select("listing_id")).data).toEqual([{ listing_id: LISTING }]);
});

// Without JavaScript: tests/worker/listing-actions.test.ts, "a card's heart saves and unsaves in place".
test("a card's heart saves and unsaves in place, staying on the same browse page", async ({ page, admin, login }, testInfo) => {
  const member = await login();
  await open(page, BROWSE, testInfo);
  await expect(cardHeart(page)).toHaveAttribute("aria-pressed", "false");
  // With JavaScript the heart changes at once; what the server stored must wait for its answer.
  // (That a page shows the stored state is tests/worker/listing-actions.test.ts's.)
  const saved = nextPostAnswer(page, LISTING_PATH);
  await cardHeart(page).click();
  await expect(cardHeart(page)).toHaveAttribute("aria-pressed", "true");
  await saved;
  expect(pathOf(page)).toBe(BROWSE);
  expect(await savedBy(admin, member.id)).toEqual([LISTING]);
  const unsaved = nextPostAnswer(page, LISTING_PATH);
  await cardHeart(page).click();
  await expect(cardHeart(page)).toHaveAttribute("aria-pressed", "false");
  await unsaved;
  expect(pathOf(page)).toBe(BROWSE);
  expect(await savedBy(admin, member.id)).toEqual([]);
});

// Without JavaScript: tests/worker/listing-actions.test.ts's test of the same name.
test("Saved Items on the dashboard lists what the member saved; its heart takes a listing off", async ({ page, login, admin }, testInfo) => {
  const member = await login();
  await open(page, "/dashboard?view=saved", testInfo);
  await expect(page.getByText("No saved generators yet.")).toBeVisible();

  await open(page, BROWSE, testInfo);
  const saved = nextPostAnswer(page, LISTING_PATH);
  await cardHeart(page).click();
  await expect(cardHeart(page)).toHaveAttribute("aria-pressed", "true");
  await saved;
  // A listing saved before it sold is counted, not shown.
  const SOLD = "10000000-0000-4000-8000-000000000074";
  expect((await admin.from("saved_listings").insert({ user_id: member.id, listing_id: SOLD })).error).toBeNull();

  await open(page, "/dashboard", testInfo);
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Saved Items" }).click();
  await expect(page).toHaveURL(/\/dashboard\?view=saved$/);
  await expect(page.getByRole("heading", { level: 2, name: "Saved Items (1)" })).toBeVisible();
  await expect(page.getByText("One generator you saved is no longer for sale (sold or expired).")).toBeVisible();
  await expect(cardHeart(page)).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(`#listing-${LISTING}`).getByRole("heading").getByRole("link")).toHaveAttribute("href", LISTING_PATH);

  await cardHeart(page).click();
  await expect(page.locator(`#listing-${LISTING}`)).toHaveCount(0);
  await expect(page.getByText("No saved generators yet.")).toBeVisible();
  expect(pathOf(page)).toBe("/dashboard?view=saved");
});

// Without JavaScript: tests/worker/listing-actions.test.ts's test of the same name.
test("visitors are sent to sign in; they come back to the listing, a typed message waiting", async ({ page }, testInfo) => {
  await open(page, BROWSE, testInfo);
  await cardHeart(page).click();
  await expect(page).toHaveURL(atGate(LISTING_PATH));
  await expect(toast(page, "Please log in to access this page.")).toBeVisible();

  await open(page, LISTING_PATH, testInfo);
  await saveButton(page).click();
  await expect(page).toHaveURL(atGate(LISTING_PATH));

  // Call Seller asks, in place, in a few friendly words, with the way to sign in and back.
  await open(page, LISTING_PATH, testInfo);
  await contactCard(page).getByRole("button", { name: "Call Seller" }).click();
  await expect(page).toHaveURL((url) => pathOf(page) === `${LISTING_PATH}?phone=1` && url.hash === "#contact");
  const prompt = contactCard(page).getByRole("note", { name: "Sign in to see the seller's number" });
  await expect(prompt).toBeVisible();
  await expect(page.getByText("Access Restricted")).toHaveCount(0);
  await expect(prompt.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", `/login?${new URLSearchParams({ redirectTo: `${LISTING_PATH}?phone=1#contact` })}`);

  await open(page, LISTING_PATH, testInfo);
  await contactCard(page).getByLabel("Message").fill("Does it come with a warranty card?");
  await contactCard(page).getByRole("button", { name: "Message Seller" }).click();
  await expect(page).toHaveURL(atGate(`${LISTING_PATH}?message=Does+it+come+with+a+warranty+card%3F#contact`));
  await page.getByRole("button", { name: "Sign in as the demo private seller" }).click();
  await expect(page).toHaveURL(
    (url) => `${url.pathname}${url.search}${url.hash}` === `${LISTING_PATH}?message=Does+it+come+with+a+warranty+card%3F#contact`,
  );
  await expect(contactCard(page).getByLabel("Message")).toHaveValue("Does it come with a warranty card?");
  await contactCard(page).getByRole("button", { name: "Message Seller" }).click();
  await expect(contactCard(page).getByText("Message sent.")).toBeVisible();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === `${LISTING_PATH}?sent=1`);
  await expect(contactCard(page).getByLabel("Message")).toHaveValue("");
});

test("a member's Contact Seller card has no accessibility violations", async ({ page, login }, testInfo) => {
  // With JavaScript only: axe runs as a script in the page, and the no-js card is the same markup.
  await login();
  // One page, resized: the refused message stays shown at both widths.
  await page.setViewportSize({ width: 390, height: 900 });
  await open(page, `${LISTING_PATH}?phone=1`, testInfo);
  await contactCard(page).getByRole("button", { name: "Message Seller" }).click();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(formMessage(page, "Message is required", contactCard(page))).toBeVisible();
    const { violations } = await axe(page).contrastAtDesktopOnly()
      .include("#contact")
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    // Nothing in the card is wider than the card.
    expect(await contactCard(page).evaluate((card) => card.scrollWidth - card.clientWidth)).toBe(0);
  }
});
