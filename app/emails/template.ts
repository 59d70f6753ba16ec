import type { ReactElement } from "react";
import type { z } from "zod";

/** What every email knows besides its own data (the queue consumer fills it in: docs/email.md). */
export type EmailContext = {
  /** The site's address (SITE_URL), for absolute links. */
  origin: string;
  /** The recipient's name as their profile has it, or null. */
  recipientName: string | null;
  /** The one-click unsubscribe link for this kind (RFC 8058), or null for an essential kind. */
  unsubscribeUrl: string | null;
};

/**
 * One kind of email (app/content/email-kinds.ts): the schema of the data its SQL queued
 * (outgoing_emails.data), its subject, its main link, and its plain-text and HTML parts.
 * Both parts say the same thing; the HTML part is React, so a member's text in it is escaped.
 */
export type EmailTemplate<Data> = {
  data: z.ZodType<Data>;
  subject: (data: Data) => string;
  link: (data: Data, context: EmailContext) => string;
  text: (data: Data, context: EmailContext) => string;
  Html: (props: { data: Data; context: EmailContext }) => ReactElement;
};

/** An email ready for the sender. */
export type RenderedEmail = { subject: string; text: string; html: string; link: string };
