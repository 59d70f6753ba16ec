import { z } from "zod";
import { formatDateTime } from "~/utils/format";
import { EmailButton, EmailLayout, greeting, textFooter } from "./layout";
import type { EmailTemplate } from "./template";

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

type Data = z.infer<typeof data>;

const replyUrl = (message: Data, origin: string) =>
  `${origin}/dashboard?${message.recipientSide === "seller" ? "view=messages&" : ""}thread=${message.threadId}`;

const subject = (message: Data) =>
  message.isEnquiry ? `New enquiry about ${message.listingTitle}` : `${message.senderName} replied about ${message.listingTitle}`;

export const messageReceived: EmailTemplate<Data> = {
  data,
  subject,
  link: (message, context) => replyUrl(message, context.origin),
  text: (message, context) =>
    [
      greeting(context),
      "",
      message.isEnquiry
        ? `${message.senderName} sent you an enquiry about ${message.listingTitle} (${formatDateTime(message.sentAt)}):`
        : `${message.senderName} replied about ${message.listingTitle} (${formatDateTime(message.sentAt)}):`,
      "",
      ...message.message.split("\n").map((line) => `> ${line}`),
      "",
      `Reply on GenMarket: ${replyUrl(message, context.origin)}`,
      textFooter(context),
    ].join("\n"),
  Html: ({ data: message, context }) => (
    <EmailLayout preview={message.message.slice(0, 120)} context={context}>
      <p style={{ margin: "0 0 16px" }}>{greeting(context)}</p>
      <p style={{ margin: "0 0 16px" }}>
        {message.isEnquiry ? (
          <>
            <strong>{message.senderName}</strong> sent you an enquiry about <strong>{message.listingTitle}</strong>
          </>
        ) : (
          <>
            <strong>{message.senderName}</strong> replied about <strong>{message.listingTitle}</strong>
          </>
        )}{" "}
        ({formatDateTime(message.sentAt)}):
      </p>
      <blockquote style={{ margin: 0, padding: "12px 16px", borderLeft: "4px solid #9aa5b5", whiteSpace: "pre-wrap" }}>{message.message}</blockquote>
      <EmailButton href={replyUrl(message, context.origin)}>Reply on GenMarket</EmailButton>
    </EmailLayout>
  ),
};
