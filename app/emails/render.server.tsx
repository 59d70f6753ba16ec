import { renderToStaticMarkup } from "react-dom/server";
import type { EmailKind } from "~/content/email-kinds";
import { accountClosed } from "./account-closed";
import { auctionEnding } from "./auction-ending";
import { auctionSold } from "./auction-sold";
import { auctionUnsold } from "./auction-unsold";
import { auctionWon } from "./auction-won";
import { listingApproved } from "./listing-approved";
import { listingExpired } from "./listing-expired";
import { listingExpiring } from "./listing-expiring";
import { listingRejected } from "./listing-rejected";
import { messageReceived } from "./message-received";
import { outbid } from "./outbid";
import { passwordChanged } from "./password-changed";
import { paymentReceipt } from "./payment-receipt";
import { planRenewed } from "./plan-renewed";
import { renewalFailed } from "./renewal-failed";
import { reviewReceived } from "./review-received";
import { reviewReply } from "./review-reply";
import { earlyAccessAlert, searchAlert } from "./search-alert";
import type { EmailContext, EmailTemplate, RenderedEmail } from "./template";
import { trialEnding } from "./trial-ending";

/**
 * Every kind's template (app/content/email-kinds.ts). A kind without one yet is refused by
 * renderEmail, so its queued emails dead-letter with that error instead of going out blank.
 */
const templates: Partial<Record<EmailKind, EmailTemplate<unknown>>> = {
  message_received: registered(messageReceived),
  search_alert: registered(searchAlert),
  early_access_alert: registered(earlyAccessAlert),
  outbid: registered(outbid),
  auction_ending: registered(auctionEnding),
  auction_won: registered(auctionWon),
  auction_sold: registered(auctionSold),
  auction_unsold: registered(auctionUnsold),
  listing_approved: registered(listingApproved),
  listing_rejected: registered(listingRejected),
  listing_expiring: registered(listingExpiring),
  listing_expired: registered(listingExpired),
  review_received: registered(reviewReceived),
  review_reply: registered(reviewReply),
  payment_receipt: registered(paymentReceipt),
  trial_ending: registered(trialEnding),
  plan_renewed: registered(planRenewed),
  renewal_failed: registered(renewalFailed),
  password_changed: registered(passwordChanged),
  account_closed: registered(accountClosed),
};

/**
 * Renders one queued email (outgoing_emails.data) as its subject, plain-text and HTML parts,
 * or says why it cannot: data that does not fit the kind's schema is an error to look at in
 * /moderation, not an email to send.
 */
export function renderEmail(kind: EmailKind, data: unknown, context: EmailContext): RenderedEmail | { error: string } {
  const template = templates[kind];
  if (!template) return { error: `no template for ${kind} emails` };
  const parsed = template.data.safeParse(data);
  if (!parsed.success) return { error: `${kind} email data: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}` };
  const { Html } = template;
  return {
    subject: template.subject(parsed.data),
    text: template.text(parsed.data, context),
    html: `<!DOCTYPE html>${renderToStaticMarkup(<Html data={parsed.data} context={context} />)}`,
    link: template.link(parsed.data, context),
  };
}

/** Each template checks its own data (template.data) before it renders, so the registry holds them alike. */
function registered<Data>(template: EmailTemplate<Data>) {
  return template as unknown as EmailTemplate<unknown>;
}
