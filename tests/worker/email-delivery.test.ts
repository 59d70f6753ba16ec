/**
 * Email delivery end to end (docs/email.md): a member's enquiry, posted as a browser without
 * JavaScript posts it, is queued by SQL, handed to the Worker's Cloudflare Queue after the
 * request, and sent by the queue's consumer to Resend, here the stand-in
 * (tests/support/resend-stand-in.ts) through a Worker of this file's own with a Resend key and
 * no back-off; the shared Worker has no key and delivers to the local outbox. A provider
 * failing twice, still sending the same key (409), dropping the connection after accepting
 * (and the group changing before the retry), refusing the batch (422) or failing for good:
 * the email arrives once, or is dead and shown in /moderation.
 */
import { afterAll, afterEach, beforeAll, test as base, describe, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { demoPassword } from "../support/dev-vars";
import { createListing, memberFixture, uniqueToken, type Member } from "../support/factories";
import { outboxEmails } from "../support/outbox";
import { startResendStandIn, type ResendStandIn } from "../support/resend-stand-in";
import { startWorker, type Worker } from "../support/worker/harness";
import { worker as sharedWorker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const admin = serviceRoleClient(testBackendUrl());
const staff = { email: "demo-staff@genmarket.test", password: demoPassword() };
const textOf = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

let resend: ResendStandIn;
let app: Worker;

beforeAll(async () => {
  resend = await startResendStandIn();
  app = await startWorker({ secrets: { ...resend.secrets, EMAIL_RETRY_DELAY_SECONDS: "0" } });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await resend?.close();
});

// What this file's Worker logs as an error is a failure unless the test expects it.
let expectedErrors: RegExp[] = [];
afterEach(() => {
  resend.failNext(0);
  resend.dropNextAnswers(0);
  const unexpected = app.takeErrorLogs().filter((message) => !expectedErrors.some((pattern) => pattern.test(message)));
  expectedErrors = [];
  expect(unexpected).toEqual([]);
});

const test = base.extend<{ seller: Member; buyer: Member }>({
  seller: memberFixture(admin, { userType: "private_seller", fullName: "Sam Seller" }),
  buyer: memberFixture(admin, { userType: "buyer", fullName: "Bea Buyer" }),
});

/** The buyer asks about a new listing of the seller's with the listing page's form, through `client`: the listing. */
async function enquire(client: Pick<Worker, "post" | "signIn">, seller: Member, buyer: Member, message: string) {
  const listing = await createListing(admin, seller.id, { status: "active", title: `Perkins standby set ${uniqueToken()}` });
  const sent = await client.post(`/listings/${listing.id}`, { intent: "enquire", message }, await client.signIn(buyer));
  expect(sent.status).toBe(302);
  return listing;
}

const arrived = (address: string) => expect.poll(() => resend.emailsTo(address).length, { timeout: 20_000, interval: 100 });

/** What became of every request made with the batch key of this address's email, in order. */
function attemptsFor(address: string) {
  const [email] = resend.emailsTo(address);
  return resend.requests().filter((request) => request.idempotencyKey === email!.idempotencyKey).map((request) => request.status);
}

/** What /moderation's Email delivery panel shows staff: how many emails are dead, and its text. */
async function deliveryPanel(staffJar: Awaited<ReturnType<Worker["signIn"]>>) {
  const html = textOf(await (await app.get("/moderation", staffJar)).text());
  const section = html.match(/<section id="email-delivery"[^]*?<\/section>/)?.[0] ?? "";
  return { dead: Number(section.match(/(\d+) emails? could not be delivered/)?.[1] ?? 0), section };
}

describe("through Resend (the stand-in)", () => {
  test("an enquiry: one email to the seller with the subject and the link to answer, the message's markup shown as text", async ({ seller, buyer }) => {
    const listing = await enquire(app, seller, buyer, "Is it still available?\n<script>alert(1)</script>");
    await arrived(seller.email).toBe(1);
    const [email] = resend.emailsTo(seller.email);
    expect(email!.from).toBe("GenMarket <notifications@genmarket.example>");
    expect(email!.subject).toBe(`New enquiry about ${listing.title}`);
    expect(email!.idempotencyKey).toMatch(/^batch\/[0-9a-f-]{36}$/);
    const { data: thread } = await admin.from("conversation_threads").select("id").eq("listing_id", listing.id).single();
    const link = `/dashboard?view=messages&thread=${thread!.id}`;
    expect(email!.text).toMatch(new RegExp(`Reply on GenMarket: https?://[^/]+${link.replaceAll("?", "\\?")}`));
    expect(email!.text).toContain("Bea Buyer sent you an enquiry");
    expect(email!.text).toContain("> <script>alert(1)</script>");
    expect(email!.html).not.toContain("<script>");
    expect(email!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(textOf(email!.html)).toContain(link);
    // Its kind's one-click unsubscribe for the seller (RFC 8058), in the headers and the footer.
    expect(email!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = email!.headers["List-Unsubscribe"]!.slice(1, -1);
    expect(new URL(unsubscribe).pathname).toBe("/unsubscribe/emails");
    expect(textOf(email!.html)).toContain(`href="${unsubscribe}"`);
    expect(resend.emailsTo(buyer.email)).toEqual([]);
  });

  test("the provider answers 500 twice, then 200: the email arrives once", async ({ seller, buyer }) => {
    resend.failNext(2, seller.email);
    await enquire(app, seller, buyer, "Does it come with a fuel bowser?");
    await arrived(seller.email).toBe(1);
    expect(attemptsFor(seller.email)).toEqual([500, 500, 200]);
  });

  test("the connection drops after the provider accepted the batch: sent again under the same key, delivered once", async ({ seller, buyer }) => {
    resend.dropNextAnswers(1, seller.email);
    await enquire(app, seller, buyer, "Can you deliver to Leeds?");
    await arrived(seller.email).toBe(1);
    // The retry is answered from the first attempt (same key, same body): nothing sent twice.
    await expect.poll(() => attemptsFor(seller.email), { timeout: 20_000, interval: 100 }).toEqual(["dropped", 200]);
    expect(resend.emailsTo(seller.email)).toHaveLength(1);
  });

  test("the provider answers 409 concurrent_idempotent_requests (the key still being sent): sent again under the same key, delivered once", async ({
    seller,
    buyer,
  }) => {
    resend.failNext(1, seller.email, {
      statusCode: 409,
      name: "concurrent_idempotent_requests",
      message: "Same idempotency key used while original request is still in progress.",
    });
    await enquire(app, seller, buyer, "Is there a service history?");
    await arrived(seller.email).toBe(1);
    expect(attemptsFor(seller.email)).toEqual([409, 200]);
    expect(resend.requestsTo(seller.email)).toHaveLength(2);
  });

  test("the provider sent a batch whose answer was lost, and the group changed before the retry (409 invalid_idempotent_request): recorded sent, not sent twice", async ({
    seller,
    buyer,
  }) => {
    // Accepted, then the connection drops; meanwhile the seller renames themself, so the
    // retry's body (its greeting) is not the one the provider keeps under the key.
    resend.dropNextAnswers(1, seller.email, async () => {
      expect((await admin.from("profiles").update({ full_name: "Samuel Seller" }).eq("id", seller.id)).error).toBeNull();
    });
    const first = await enquire(app, seller, buyer, "Is the canopy included?");
    await expect.poll(() => resend.requestsTo(seller.email).map((request) => request.status), { timeout: 20_000, interval: 100 }).toContain(409);
    // A later email to the seller goes out (as a duplicate of the first would, in its own batch or with it).
    const second = await enquire(app, seller, buyer, "And the wheel kit?");
    await expect.poll(() => resend.emailsTo(seller.email).length, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(2);
    const emails = resend.emailsTo(seller.email);
    expect(emails.map((email) => email.subject)).toEqual([`New enquiry about ${first.title}`, `New enquiry about ${second.title}`]);
    expect(emails[0]!.text).toContain("Hello Sam,");
    expect(emails[1]!.text).toContain("Hello Samuel,");
  });

  test("the provider refuses the batch (422): the email is dead at once, not retried, and /moderation shows it", async ({ seller, buyer }) => {
    const staffJar = await app.signIn(staff);
    const before = (await deliveryPanel(staffJar)).dead;
    expectedErrors = [/^email delivery: batch [0-9a-f-]{36} refused: The email provider answered 422 validation_error/];
    resend.failNext(1, seller.email, { statusCode: 422, name: "validation_error", message: "The to field must be a valid email address." });
    await enquire(app, seller, buyer, "Would you take 800?");
    await expect.poll(async () => (await deliveryPanel(staffJar)).dead, { timeout: 20_000, interval: 250 }).toBeGreaterThan(before);
    const { section } = await deliveryPanel(staffJar);
    expect(section).toContain("The email provider answered 422 validation_error: The to field must be a valid email address.");
    // Refused once and not tried again: a retry would have been accepted (the stand-in refuses only once).
    expect(resend.requestsTo(seller.email).map((request) => request.status)).toEqual([422]);
    expect(resend.emailsTo(seller.email)).toEqual([]);
  });

  test("a provider always failing: the email is dead after the queue's retries, and /moderation shows it", async ({ seller, buyer }) => {
    const staffJar = await app.signIn(staff);
    const before = (await deliveryPanel(staffJar)).dead;
    expectedErrors = [/^email dead letters: not delivered after every retry/];
    resend.failNext(Infinity, seller.email);
    await enquire(app, seller, buyer, "Is the price negotiable?");
    await expect.poll(async () => (await deliveryPanel(staffJar)).dead, { timeout: 30_000, interval: 250 }).toBeGreaterThan(before);
    const { section } = await deliveryPanel(staffJar);
    expect(section).toContain("Email delivery");
    expect(section).toContain("The email provider answered 500 internal_server_error: The stand-in failed as told");
    expect(resend.emailsTo(seller.email)).toEqual([]);
  });
});

describe("without a Resend key", () => {
  test("the shared Worker delivers to the local outbox, the HTML part with it", async ({ seller, buyer }) => {
    const listing = await enquire(sharedWorker, seller, buyer, "Still for sale? <b>bold</b>");
    const outbox = () => outboxEmails(testBackendUrl(), seller.email, "message_received");
    await expect.poll(async () => (await outbox()).length, { timeout: 20_000, interval: 100 }).toBe(1);
    const [email] = await outbox();
    expect(email!.subject).toBe(`New enquiry about ${listing.title}`);
    expect(email!.body).toContain("> Still for sale? <b>bold</b>");
    expect(email!.html).toContain("Still for sale? &lt;b&gt;bold&lt;/b&gt;");
    expect(resend.emailsTo(seller.email)).toEqual([]);
  });

  // What tests/e2e/email-delivery.spec.ts does with JavaScript, through the listing page's form and the email's link.
  test("without JavaScript: an enquiry sent with the listing page's form emails the seller once; the email's link opens the conversation", async ({ seller, buyer }) => {
    const listing = await createListing(admin, seller.id, { status: "active", title: `Perkins standby set ${uniqueToken()}` });
    const enquiry = `Is it still available? (${uniqueToken()})`;
    const buyerVisitor = new Visitor(sharedWorker, await sharedWorker.signIn(buyer));
    await buyerVisitor.open(`/listings/${listing.id}`);
    await buyerVisitor.form("Message Seller").fill("Message", enquiry).submit("Message Seller");
    expectText(buyerVisitor, "Message sent.", "#contact");

    const outbox = (address: string) => outboxEmails(testBackendUrl(), address, "message_received");
    await expect.poll(async () => (await outbox(seller.email)).length, { timeout: 20_000, interval: 100 }).toBe(1);
    const [email] = await outbox(seller.email);
    expect(email!.subject).toBe(`New enquiry about ${listing.title}`);
    const { data: thread } = await admin.from("conversation_threads").select("id").eq("listing_id", listing.id).single();
    const link = new URL(email!.link!);
    expect(link.pathname + link.search).toBe(`/dashboard?view=messages&thread=${thread!.id}`);

    // The seller follows the email's link (SITE_URL's address, here the app's) to the conversation.
    const sellerVisitor = new Visitor(sharedWorker, await sharedWorker.signIn(seller));
    await sellerVisitor.open(link.pathname + link.search);
    expectText(sellerVisitor, `Conversation with ${buyer.fullName}`, "main h3");
    expectText(sellerVisitor, enquiry, 'ol[aria-label="Messages"]');
    // Still one email, and none to the buyer: the enquiry was not sent twice.
    expect(await outbox(seller.email)).toHaveLength(1);
    expect(await outbox(buyer.email)).toEqual([]);
    buyerVisitor.close();
    sellerVisitor.close();
  });
});
