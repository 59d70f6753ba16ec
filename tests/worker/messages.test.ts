/**
 * Messaging without JavaScript, through the visitor (docs/decisions/019-no-javascript-visitor.md):
 * an enquiry sent from a listing's Message Seller form, the seller's inbox and conversation,
 * replies through the conversation's own form, the buyer's overview. The JavaScript run of the
 * same flows is tests/e2e/messages.spec.ts. Each test's members and listing are its own.
 */
import { test as base, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createListing, memberFixture, uniqueToken, type Member } from "../support/factories";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const { post, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
const INBOX = "/dashboard?view=messages";

type Listing = { id: string; title: string };

const test = base.extend<{ seller: Member; listing: Listing; buyer: Member; dealer: Member; stranger: Member }>({
  seller: memberFixture(admin, { userType: "private_seller", fullName: "Tom Hargreaves" }),
  listing: async ({ seller }, use) => {
    await use(await createListing(admin, seller.id, { title: `Yamaha EF2200iS test generator ${uniqueToken()}`, brand: "Yamaha", model: "EF2200iS" }));
  },
  buyer: memberFixture(admin, { fullName: `Priya ${uniqueToken()}` }),
  dealer: memberFixture(admin, { userType: "trade_seller" }),
  stranger: memberFixture(admin, {}),
});

const words = (element: Element | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
/** The conversation's messages, in order, as they read. */
const messagesOf = (visitor: Visitor) => [...visitor.document.querySelectorAll('ol[aria-label="Messages"] li')].map(words);
/** The link of the one thread in the list (by its label) that mentions `text`. */
const threadLink = (visitor: Visitor, list: string, text: string) => {
  const links = [...visitor.document.querySelectorAll(`ul[aria-label="${list}"] a`)].filter((link) => words(link).includes(text));
  expect(links, `one thread mentioning ${text} in ${list}`).toHaveLength(1);
  return links[0]!;
};

/** Sends an enquiry with the listing page's Message Seller form, as the member the visitor is. */
async function enquire(visitor: Visitor, listing: Listing, text: string) {
  await visitor.open(`/listings/${listing.id}`);
  await visitor.form("Message Seller").fill("Message", text).submit("Message Seller");
  expectText(visitor, "Message sent.", "#contact");
}

// What tests/e2e/messages.spec.ts's first test walks with JavaScript, through each page's own forms and links.
test("a buyer's enquiry reaches the seller's inbox unread; the seller reads and replies; the buyer reads the reply and answers", async ({
  seller,
  listing,
  buyer,
  stranger,
}) => {
  const enquiry = `Does the EF2200iS come with its parallel kit? (${uniqueToken()})`;
  const reply = `Yes, the parallel kit and the original box are included. (${uniqueToken()})`;
  const answer = `Lovely, I will collect on Saturday. (${uniqueToken()})`;

  const buyerVisitor = new Visitor(worker, await signIn(buyer));
  await enquire(buyerVisitor, listing, enquiry);

  // The seller's inbox: the tab carries the unread count; the thread the buyer's name, the listing, the message and '1 unread'.
  const sellerVisitor = new Visitor(worker, await signIn(seller));
  await sellerVisitor.open(INBOX);
  expect(sellerVisitor.text('nav[aria-label="Dashboard"] a[aria-current="page"]')).toMatch(/^Messages.*, 1 unread messages$/);
  let thread = threadLink(sellerVisitor, "Conversations", buyer.fullName);
  for (const shown of [listing.title, enquiry, "1 unread"]) expect(words(thread)).toContain(shown);

  // Opening it shows the conversation and marks the enquiry read.
  await sellerVisitor.follow(new RegExp(buyer.fullName), { within: 'ul[aria-label="Conversations"]' });
  expect(sellerVisitor.path).toMatch(/^\/dashboard\?view=messages&thread=[0-9a-f-]{36}$/);
  const threadPath = sellerVisitor.path;
  const threadId = new URL(threadPath, worker.url).searchParams.get("thread")!;
  expectText(sellerVisitor, `Conversation with ${buyer.fullName}`, "h3");
  expect(sellerVisitor.document.querySelector(`main a[href="/listings/${listing.id}"]`)?.textContent).toBe(listing.title);
  expect(messagesOf(sellerVisitor)).toEqual([expect.stringContaining(buyer.fullName)]);
  expect(messagesOf(sellerVisitor)[0]).toContain(enquiry);

  // An empty reply is refused with the spec's words; a real one is sent, and the form clears.
  await sellerVisitor.press("Send Reply");
  expectText(sellerVisitor, "Message is required", "main");
  expect(sellerVisitor.path).toBe(threadPath);
  await sellerVisitor.form("Send Reply").fill("Reply", reply).submit("Send Reply");
  expectText(sellerVisitor, "Reply sent");
  expect(sellerVisitor.path).toBe(threadPath);
  expect(sellerVisitor.form("Send Reply").value("Reply")).toBe("");
  expect(messagesOf(sellerVisitor).at(-1)).toMatch(new RegExp(`You.*${reply.replace(/[()]/g, "\\$&")}`));

  // Back in the inbox the thread shows the reply and is read.
  await sellerVisitor.follow("Back to messages");
  expect(sellerVisitor.path).toBe(INBOX);
  thread = threadLink(sellerVisitor, "Conversations", buyer.fullName);
  expect(words(thread)).toContain(reply);
  expect(words(thread)).not.toContain("unread");

  // The buyer's Messages view says where to go: their overview, where the reply waits unread.
  await buyerVisitor.open(INBOX);
  await buyerVisitor.follow("Open your conversations");
  expect(buyerVisitor.path).toBe("/dashboard");
  expect(buyerVisitor.document.URL).toMatch(/#conversations$/);
  expect(buyerVisitor.document.getElementById("conversations")).not.toBeNull();
  const buyersThread = threadLink(buyerVisitor, "Conversations", seller.fullName);
  expect(words(buyersThread)).toContain(reply);
  expect(words(buyersThread)).toContain("1 unread");
  await buyerVisitor.follow(new RegExp(seller.fullName), { within: 'ul[aria-label="Conversations"]' });
  const buyersThreadPath = `/dashboard?thread=${threadId}`;
  expect(buyerVisitor.path).toBe(buyersThreadPath);
  const messages = messagesOf(buyerVisitor);
  expect(messages).toHaveLength(2);
  expect(messages[0]).toContain("You");
  expect(messages[1]).toContain(seller.fullName);
  expect(messages[1]).toContain(reply);
  expect(buyerVisitor.document.querySelector("main a[href^='/seller/']")?.getAttribute("href")).toBe(`/seller/${seller.id}/review?listing=${listing.id}`);
  expectText(buyerVisitor, "Review this seller", "main");

  // The buyer answers there, and stays there.
  await buyerVisitor.form("Send Reply").fill("Reply", answer).submit("Send Reply");
  expectText(buyerVisitor, "Reply sent");
  expect(buyerVisitor.path).toBe(buyersThreadPath);
  expect(messagesOf(buyerVisitor).at(-1)).toContain(answer);
  await buyerVisitor.follow("Back to your dashboard");
  expect(buyerVisitor.path).toBe("/dashboard");
  expect(words(threadLink(buyerVisitor, "Conversations", seller.fullName))).toContain(answer);
  expect(words(threadLink(buyerVisitor, "Conversations", seller.fullName))).not.toContain("unread");

  // What is stored: the three messages in order, each to the other party.
  const { data: stored } = await admin.from("messages").select("sender_id, recipient_id, message_content, created_at").eq("thread_id", threadId).order("created_at");
  expect(stored!.map(({ sender_id, recipient_id, message_content }) => ({ sender_id, recipient_id, message_content }))).toEqual([
    { sender_id: buyer.id, recipient_id: seller.id, message_content: enquiry },
    { sender_id: seller.id, recipient_id: buyer.id, message_content: reply },
    { sender_id: buyer.id, recipient_id: seller.id, message_content: answer },
  ]);

  // Anyone else gets a 404 for the thread, and cannot post to it.
  const strangerJar = await signIn(stranger);
  const strangerVisitor = new Visitor(worker, strangerJar);
  await strangerVisitor.open(buyersThreadPath);
  expect(strangerVisitor.status).toBe(404);
  expect((await post(buyersThreadPath, { intent: "reply", threadId, message: "Not my conversation" }, strangerJar)).status).toBe(404);
  for (const visitor of [buyerVisitor, sellerVisitor, strangerVisitor]) visitor.close();
});

test("a seller who enquires about another seller's generator finds that conversation in their inbox, under their own enquiries", async ({ seller, listing, dealer }) => {
  const text = `Would you take a part-exchange? (${uniqueToken()})`;
  const visitor = new Visitor(worker, await signIn(dealer));
  await enquire(visitor, listing, text);
  await visitor.open(INBOX);
  const thread = words(threadLink(visitor, "Your enquiries", text));
  expect(thread).toContain(seller.fullName);
  expect(thread).toContain(listing.title);
  expect(visitor.document.querySelectorAll('ul[aria-label="Conversations"] a')).toHaveLength(0);
  visitor.close();
});
