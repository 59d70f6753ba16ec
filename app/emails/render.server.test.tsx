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
