import { describe, expect, test } from "vitest";
import type { EmailKind } from "~/content/email-kinds";
import { renderEmail } from "./render.server";

/**
 * The event emails' templates (app/emails/*.tsx, built with event-email.tsx) beyond what the
 * SQL tests see (supabase/tests/email-events.test.ts ties each kind's data to its SQL): the
 * plain-text and HTML parts say the same things, and a member's words are text in the HTML.
 */
const context = { origin: "https://genmarket.example", recipientName: "Sam Member", unsubscribeUrl: "https://genmarket.example/unsubscribe/emails?token=t" };
const id = "7f1d1b7e-55a5-4a43-9d6e-0d7b1a0c2f10";
const at = "2026-11-28T09:15:00.123456+00:00";
const title = "Cummins C22 D5 <22 kVA> & trailer";

const samples: Partial<Record<EmailKind, Record<string, unknown>>> = {
  outbid: { auctionId: id, auctionTitle: title, currentBid: 2500, minimumBid: 2550, endsAt: at },
  auction_ending: { auctionId: id, auctionTitle: title, endsAt: at, currentBid: null, minimumBid: 1000 },
  auction_won: { auctionId: id, auctionTitle: title, amount: 25_000, threadId: id },
  auction_sold: {
    auctionId: id,
    auctionTitle: title,
    salePrice: 25_000,
    winnerName: "Wendy <Winner>",
    commissionPence: 250_000,
    vatPence: 50_000,
    amountDuePence: 300_000,
    dueAt: at,
  },
  auction_unsold: { auctionId: id, auctionTitle: title, outcome: "reserve_not_met", highestBid: 1200 },
  listing_approved: { listingId: id, listingTitle: title, expiresAt: at },
  listing_rejected: { listingId: id, listingTitle: title, reason: "Photos show a <b>different</b> set\nand no serial plate" },
  listing_expiring: { listingId: id, listingTitle: title, expiresAt: at },
  listing_expired: { listingId: id, listingTitle: title, expiredAt: at },
  review_received: { reviewId: id, buyerName: "Rita", subjectTitle: title, rating: 4, comment: "Good <script>alert(1)</script>" },
  review_reply: { reviewId: id, sellerId: id, sellerFullName: "Sally", sellerCompanyName: null, subjectTitle: null, rating: 4, comment: null, reply: "Thanks <img src=x onerror=alert(1)>" },
  payment_receipt: {
    paymentId: id,
    receiptNumber: 123,
    amountPence: 5994,
    vatPence: 999,
    paidAt: at,
    purpose: "plan",
    listingOption: null,
    planId: "trade-standard",
    listingTitle: null,
    auctionTitle: null,
  },
  trial_ending: { planId: "priority-buyer", trialEndsAt: at, amountPence: 895 },
  plan_renewed: { planId: "priority-buyer", paymentId: id, amountPence: 895, renewsAt: at },
  renewal_failed: { planId: "trade-single", amountPence: 1194, graceUntil: at },
  account_closed: { closedAt: at },
};

/** What a reader sees of the HTML part: its text without tags, entities decoded, spaces collapsed. */
function visibleText(html: string) {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("event emails", () => {
  test.each(Object.entries(samples))("%s: every line of the text part is in the HTML part, and the link in both", (kind, data) => {
    const email = renderEmail(kind as EmailKind, data, context);
    if ("error" in email) throw new Error(email.error);
    const html = visibleText(email.html);
    const body = email.text.split("\n--\n")[0]!;
    for (const line of body.split("\n").filter((text) => text.trim() !== "")) {
      const quoted = line.startsWith("> ") ? line.slice(2) : null;
      // "Label: value" facts and the call to action ("Bid again: https://…") are a label and a value in the HTML.
      const [label, ...rest] = quoted === null ? line.split(": ") : [quoted];
      expect(html).toContain(label!.replace(/\s+/g, " ").trim());
      if (rest.length > 0 && !rest.join(": ").startsWith("https://")) expect(html).toContain(rest.join(": ").replace(/\s+/g, " "));
    }
    expect(email.text).toContain(email.link);
    expect(email.html).toContain(`href="${email.link.replaceAll("&", "&amp;")}"`);
    expect(email.link.startsWith(`${context.origin}/`)).toBe(true);
    expect(email.html).toContain(`href="${context.unsubscribeUrl}"`);
  });

  test("a member's words and titles are text in the HTML part, never markup", () => {
    for (const [kind, data] of Object.entries(samples)) {
      const email = renderEmail(kind as EmailKind, data, context);
      if ("error" in email) throw new Error(email.error);
      expect(email.html).not.toMatch(/<(script|img|b)[ >]/);
      expect(email.html).not.toContain("<22 kVA>");
    }
    const rejected = renderEmail("listing_rejected", samples.listing_rejected, context);
    if ("error" in rejected) throw new Error(rejected.error);
    expect(rejected.html).toContain("Photos show a &lt;b&gt;different&lt;/b&gt; set\nand no serial plate");
    expect(rejected.text).toContain("> Photos show a <b>different</b> set\n> and no serial plate");
  });

  test("amounts in £ and dates in UK time, en-GB", () => {
    const sold = renderEmail("auction_sold", samples.auction_sold, context);
    if ("error" in sold) throw new Error(sold.error);
    expect(sold.text).toContain("Winning bid: £25,000");
    expect(sold.text).toContain("VAT on the commission: £500");
    expect(sold.text).toContain("Due by: 28 Nov 2026");
    const receipt = renderEmail("payment_receipt", samples.payment_receipt, context);
    if ("error" in receipt) throw new Error(receipt.error);
    expect(receipt.subject).toBe("Your GenMarket receipt GM-R-000123");
    expect(receipt.text).toContain("Total: £59.94");
    expect(receipt.text).toContain("For: Standard plan, one week");
    const ending = renderEmail("auction_ending", { ...samples.auction_ending, endsAt: "2026-07-01T12:30:00+00:00" }, context);
    if ("error" in ending) throw new Error(ending.error);
    expect(ending.text).toContain("ends at 1 Jul 2026, 13:30");
    expect(ending.text).toContain("Current bid: No bids yet");
  });
});
