/**
 * An email a browser's form causes (docs/email.md): a buyer's enquiry sent from the listing
 * page with JavaScript (a data request) reaches the seller's mail once, here the local outbox
 * (no Resend key), and its link opens the conversation. Without JavaScript (a document post),
 * the rendering, escaping and the provider's failures: tests/worker/email-delivery.test.ts.
 */
import { open } from "../support/e2e";
import { createListing, uniqueToken } from "../support/factories";
import { outboxEmails } from "../support/outbox";
import { e2eBackendUrl, expect, test } from "../support/playwright";

/** The enquiry emails the local outbox holds for this address. */
const enquiryEmailsTo = (address: string) => outboxEmails(e2eBackendUrl, address, "message_received");

// Without JavaScript: tests/worker/email-delivery.test.ts, "without JavaScript: an enquiry sent with the listing page's form".
test("a buyer's enquiry emails the seller once, with the listing in the subject and a link that opens the conversation", async ({
  page,
  admin,
  createMember,
  login,
}, testInfo) => {
  const seller = await createMember({ userType: "private_seller" });
  const buyer = await createMember({ fullName: `Bea ${uniqueToken()}` });
  const listing = await createListing(admin, seller.id);
  const enquiry = `Is it still available? (${testInfo.project.name} ${uniqueToken()})`;

  await login(buyer);
  await open(page, `/listings/${listing.id}`, testInfo);
  await page.locator("#contact").getByLabel("Message").fill(enquiry);
  await page.locator("#contact").getByRole("button", { name: "Message Seller" }).click();
  await expect(page.locator("#contact").getByText("Message sent.")).toBeVisible();

  await expect.poll(async () => (await enquiryEmailsTo(seller.email)).length, { timeout: 20_000, intervals: [200] }).toBe(1);
  const [email] = await enquiryEmailsTo(seller.email);
  expect(email!.subject).toBe(`New enquiry about ${listing.title}`);
  const { data: thread } = await admin.from("conversation_threads").select("id").eq("listing_id", listing.id).single();
  const link = new URL(email!.link!);
  expect(link.pathname + link.search).toBe(`/dashboard?view=messages&thread=${thread!.id}`);

  // The seller following the email's link to the conversation is only read: the worker test's
  // (tests/worker/email-delivery.test.ts, decision 019).
  // Still one email, and none to the buyer: the enquiry was not sent twice.
  expect(await enquiryEmailsTo(seller.email)).toHaveLength(1);
  expect(await enquiryEmailsTo(buyer.email)).toEqual([]);
});
