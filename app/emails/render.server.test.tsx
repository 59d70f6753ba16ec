import { describe, expect, test } from "vitest";
import { renderEmail } from "./render.server";

const context = { origin: "https://genmarket.example", recipientName: "Sam Seller", unsubscribeUrl: "https://genmarket.example/unsubscribe/emails?token=t" };
const enquiry = {
  threadId: "7f1d1b7e-55a5-4a43-9d6e-0d7b1a0c2f10",
  senderName: "Bea Buyer",
  listingTitle: "Cummins C22 D5 <22 kVA>",
  message: "Is it still available?\n<script>alert(1)</script>",
  sentAt: "2026-11-28T09:15:00Z",
  isEnquiry: true,
  recipientSide: "seller",
};

describe("renderEmail", () => {
  test("an enquiry: subject, link to answer, the message as text in both parts, the unsubscribe link", () => {
    const email = renderEmail("message_received", enquiry, context);
    if ("error" in email) throw new Error(email.error);
    expect(email.subject).toBe("New enquiry about Cummins C22 D5 <22 kVA>");
    expect(email.link).toBe(`https://genmarket.example/dashboard?view=messages&thread=${enquiry.threadId}`);
    expect(email.text).toContain("Hello Sam,");
    expect(email.text).toContain("> <script>alert(1)</script>");
    expect(email.text).toContain("28 Nov 2026, 09:15");
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(email.html).toContain(`href="https://genmarket.example/dashboard?view=messages&amp;thread=${enquiry.threadId}"`);
    expect(email.html).toContain('href="https://genmarket.example/unsubscribe/emails?token=t"');
  });

  test("data that does not fit the kind's schema is an error, not an email", () => {
    expect(renderEmail("message_received", { ...enquiry, threadId: undefined }, context)).toEqual({ error: expect.stringContaining("threadId") });
  });
});

describe("saved-search alerts", () => {
  const alert = {
    savedSearchId: "0b8f3c1e-2d4a-4c6b-9e7f-1a2b3c4d5e6f",
    name: "“perkins” · Diesel Standby Generators",
    page: "listings",
    query: "q=perkins&type=dieselStandby",
    frequency: "instant",
    listings: [{ id: "5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f", title: "Perkins 100 kVA standby set", priceGbp: 18000, location: "Leeds" }],
  };

  test("today's wording, the listing and the search's own stop link in both parts; early access says so", () => {
    const email = renderEmail("search_alert", alert, context);
    if ("error" in email) throw new Error(email.error);
    expect(email.subject).toBe("New match for “perkins” · Diesel Standby Generators: Perkins 100 kVA standby set");
    expect(email.link).toBe(`https://genmarket.example/listings/${alert.listings[0]!.id}`);
    expect(email.text).toContain("- Perkins 100 kVA standby set: £18,000, Leeds");
    expect(email.text).toContain("See every match: https://genmarket.example/listings?q=perkins&type=dieselStandby");
    expect(email.text).toContain(`Stop alerts for this search: ${context.unsubscribeUrl}`);
    expect(email.html).toContain(`href="${context.unsubscribeUrl}"`);

    const early = renderEmail("early_access_alert", { ...alert, frequency: "daily" }, context);
    if ("error" in early) throw new Error(early.error);
    expect(early.subject).toBe("Early access: Daily digest: 1 new generator matches “perkins” · Diesel Standby Generators");
    expect(early.text).toContain("As a Priority Buyer you see these listings 24 hours before everyone else.");
  });
});
