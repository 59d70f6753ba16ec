import type { Page } from "@playwright/test";
import { axe, formMessage, open, pathOf, toast } from "../support/e2e";
import { uniqueToken } from "../support/factories";
import { expect, test } from "../support/playwright";

const LISTING = "10000000-0000-4000-8000-000000000009"; // Yamaha EF2200iS, demo-private's (Tom Hargreaves)
const LISTING_TITLE = "Yamaha EF2200iS 2.2 kVA inverter, low hours";
const SELLER_NAME = "Tom Hargreaves";
const INBOX = "/dashboard?view=messages";

test.use({ viewport: { width: 1280, height: 900 } });

const conversation = (page: Page) => page.getByRole("list", { name: "Messages" });
const atPath = (path: string) => (url: URL) => `${url.pathname}${url.search}` === path;

/**
 * The Messages panel has no axe violations, and nothing scrolls sideways on a phone.
 */
async function expectAccessiblePanel(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axe(page).contrastAtDesktopOnly()
      .include('section[aria-labelledby="dashboard-view-heading"]')
      .analyze();
    expect(violations.map((violation) => violation.id), `at ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `at ${width}px`).toBeLessThanOrEqual(0);
  }
}

/** Holds the dashboard's action posts (JavaScript's data requests) until released. */
async function holdReplyPosts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/dashboard" && url.searchParams.has("_data"),
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  return release;
}

// Without JavaScript, the same flow is tests/worker/messages.test.ts's first test.
test("a buyer's enquiry reaches the seller's inbox unread; the seller reads and replies; the buyer reads the reply", async ({
  page,
  createMember,
  login,
}, testInfo) => {
  // A new buyer with a name of their own, so their thread is easy to find in the seller's inbox.
  const buyer = await createMember({ fullName: `Priya ${uniqueToken()}` });
  /** Signs the current member out (their cookies go) and another in. */
  const switchTo = async (who: Parameters<typeof login>[0]) => {
    await page.context().clearCookies();
    await login(who);
  };
  const enquiry = `Does the EF2200iS come with its parallel kit? (${testInfo.project.name} ${Date.now()})`;
  const reply = `Yes, the parallel kit and the original box are included. (${testInfo.project.name} ${Date.now()})`;

  // The buyer sends an enquiry from the listing page.
  await login(buyer);
  await open(page, `/listings/${LISTING}`, testInfo);
  await page.locator("#contact").getByLabel("Message").fill(enquiry);
  await page.locator("#contact").getByRole("button", { name: "Message Seller" }).click();
  await expect(page.locator("#contact").getByText("Message sent.")).toBeVisible();

  // The seller's inbox: the thread with the buyer's name, the listing, the message and '1 unread'; newest first.
  await switchTo("privateSeller");
  await open(page, INBOX, testInfo);
  // The tab carries the seller's unread count (this enquiry among them).
  await expect(page.getByRole("link", { name: /^Messages\W+\d+ unread messages$/ })).toHaveAttribute("aria-current", "page");
  const thread = page.getByRole("link", { name: new RegExp(buyer.fullName) });
  await expect(thread).toContainText(LISTING_TITLE);
  await expect(thread).toContainText(enquiry);
  await expect(thread).toContainText("1 unread");
  const times = await page
    .getByRole("list", { name: "Conversations" })
    .locator("time")
    .evaluateAll((elements) => elements.map((element) => Date.parse(element.getAttribute("datetime")!)));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  await expectAccessiblePanel(page);

  // Opening it shows the conversation and marks the enquiry read.
  await thread.click();
  await expect(page).toHaveURL(/\/dashboard\?view=messages&thread=[0-9a-f-]{36}$/);
  const threadPath = pathOf(page);
  await expect(page.getByRole("heading", { name: `Conversation with ${buyer.fullName}` })).toBeVisible();
  await expect(page.getByRole("link", { name: LISTING_TITLE })).toHaveAttribute("href", `/listings/${LISTING}`);
  await expect(conversation(page).getByRole("listitem")).toHaveCount(1);
  await expect(conversation(page).getByRole("listitem").first()).toContainText(buyer.fullName);
  await expect(conversation(page).getByRole("listitem").first()).toContainText(enquiry);

  // An empty reply is refused with the spec's words; a real one is sent, and the form clears.
  const replyBox = page.getByLabel("Reply");
  await page.getByRole("button", { name: "Send Reply" }).click();
  await expect(formMessage(page, "Message is required")).toBeVisible();
  expect(pathOf(page)).toBe(threadPath);
  await expectAccessiblePanel(page);
  await replyBox.fill(reply);
  const release = await holdReplyPosts(page);
  await page.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();
  await expect(toast(page, "Reply sent")).toBeVisible();
  await expect(page).toHaveURL(atPath(threadPath));
  await expect(replyBox).toHaveValue("");
  const lastMessage = conversation(page).getByRole("listitem").last();
  await expect(lastMessage).toContainText("You");
  await expect(lastMessage).toContainText(reply);
  await page.unrouteAll({ behavior: "wait" });

  // Back in the inbox the thread shows the reply and is read.
  await page.getByRole("link", { name: "Back to messages" }).click();
  await expect(page).toHaveURL(atPath(INBOX));
  await expect(thread).toContainText(reply);
  await expect(thread).not.toContainText("unread");

  // The buyer reads the seller's reply on their overview (docs/spec/02-auctions-and-seller-tools.md §6 blocks a buyer's Messages
  // view, which says where to go): unread there, then in the conversation, which opens on the overview.
  await switchTo(buyer);
  await open(page, INBOX, testInfo);
  await page.getByRole("link", { name: "Open your conversations" }).click();
  await expect(page).toHaveURL(/\/dashboard#conversations$/);
  const buyersThread = page.getByRole("list", { name: "Conversations" }).getByRole("link", { name: new RegExp(SELLER_NAME) });
  await expect(buyersThread).toHaveCount(1);
  await expect(buyersThread).toContainText(reply);
  await expect(buyersThread).toContainText("1 unread");
  await buyersThread.click();
  const threadId = new URL(threadPath, "http://localhost").searchParams.get("thread")!;
  const buyersThreadPath = `/dashboard?thread=${threadId}`;
  await expect(page).toHaveURL(atPath(buyersThreadPath));
  await expect(conversation(page).getByRole("listitem")).toHaveCount(2);
  await expect(conversation(page).getByRole("listitem").first()).toContainText("You");
  await expect(conversation(page).getByRole("listitem").last()).toContainText(SELLER_NAME);
  await expect(conversation(page).getByRole("listitem").last()).toContainText(reply);
  await expect(page.getByRole("link", { name: "Review this seller" })).toHaveAttribute("href", new RegExp(`^/seller/[0-9a-f-]{36}/review\\?listing=${LISTING}$`));
  await expectAccessiblePanel(page);

  // The buyer answers there, and stays there.
  const answer = `Lovely, I will collect on Saturday. (${testInfo.project.name} ${Date.now()})`;
  await page.getByLabel("Reply").fill(answer);
  await page.getByRole("button", { name: "Send Reply" }).click();
  await expect(toast(page, "Reply sent")).toBeVisible();
  await expect(page).toHaveURL(atPath(buyersThreadPath));
  await expect(conversation(page).getByRole("listitem").last()).toContainText(answer);
  await page.getByRole("link", { name: "Back to your dashboard" }).click();
  await expect(page).toHaveURL(atPath("/dashboard"));
  await expect(buyersThread).toContainText(answer);
  await expect(buyersThread).not.toContainText("unread");

  // Anyone else gets a 404 for the thread, and cannot post to it.
  // (Its answer only: the page is tests/worker/messages.test.ts's to read.)
  await switchTo("buyer");
  const response = await page.request.get(buyersThreadPath);
  expect(response.status()).toBe(404);
  const post = await page.request.post(buyersThreadPath, { form: { intent: "reply", threadId, message: "Not my conversation" } });
  expect(post.status()).toBe(404);
});

// Without JavaScript, and their inbox listing the conversation under "Your enquiries" (only
// read): tests/worker/messages.test.ts's "a seller who enquires about another seller's generator…".
test("a seller enquires about another seller's generator; the conversation is theirs as the buyer", async ({ page, admin, login }, testInfo) => {
  const seller = await login("tradeSeller");
  await open(page, `/listings/${LISTING}`, testInfo);
  const text = `Would you take a part-exchange? (${testInfo.project.name} ${Date.now()})`;
  await page.locator("#contact").getByLabel("Message").fill(text);
  await page.locator("#contact").getByRole("button", { name: "Message Seller" }).click();
  await expect(page.locator("#contact").getByText("Message sent.")).toBeVisible();
  const { data } = await admin.from("messages").select("conversation_threads(buyer_id, listing_id)").eq("message_content", text).single();
  expect(data!.conversation_threads).toEqual({ buyer_id: seller.id, listing_id: LISTING });
});
