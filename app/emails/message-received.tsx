import { z } from "zod";
import { formatDateTime } from "~/utils/format";
import { eventEmail } from "./event-email";

/**
 * A new enquiry or reply in a conversation (supabase/schemas/50-messaging.sql queues it for
 * the other party): who wrote, about what, the message, and a link to answer on the site.
 * Never the sender's email address: members talk through GenMarket.
 */
const data = z.object({
  threadId: z.string().uuid(),
  senderName: z.string(),
  listingTitle: z.string(),
  message: z.string(),
  sentAt: z.string(),
  /** True for the first message of a conversation (a buyer's enquiry). */
  isEnquiry: z.boolean(),
  /** The recipient's side of the conversation: a seller answers from Messages, a buyer from the overview. */
  recipientSide: z.enum(["seller", "buyer"]),
});

export const messageReceived = eventEmail({
  data,
  subject: (message) => (message.isEnquiry ? `New enquiry about ${message.listingTitle}` : `${message.senderName} replied about ${message.listingTitle}`),
  blocks: (message) => [
    {
      paragraph: message.isEnquiry
        ? `${message.senderName} sent you an enquiry about ${message.listingTitle} (${formatDateTime(message.sentAt)}):`
        : `${message.senderName} replied about ${message.listingTitle} (${formatDateTime(message.sentAt)}):`,
    },
    { quote: message.message },
  ],
  action: () => "Reply on GenMarket",
  link: (message) => `/dashboard?${message.recipientSide === "seller" ? "view=messages&" : ""}thread=${message.threadId}`,
});
