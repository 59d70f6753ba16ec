/**
 * Every email GenMarket sends, one entry per kind (docs/email.md). The database knows the same
 * list (outgoing_emails.kind, supabase/schemas/15-email.sql); supabase/tests/email-events.test.ts
 * ties the two. Essential kinds (payments, money owed) cannot be switched off in Account and
 * carry no unsubscribe link; sellersOnly ones are about a member's own listings and auctions,
 * so Account shows them to sellers alone; Account lists them by group, in this order.
 */
export const emailKinds = [
  { key: "message_received", group: "Messages", label: "New messages", description: "A buyer's enquiry or a reply in one of your conversations.", sellersOnly: false, essential: false },
  { key: "outbid", group: "Auctions", label: "Outbid", description: "Someone bid more than you on an auction.", sellersOnly: false, essential: false },
  { key: "auction_ending", group: "Auctions", label: "Auctions ending soon", description: "An auction you bid on or watch ends within the hour.", sellersOnly: false, essential: false },
  { key: "auction_won", group: "Auctions", label: "Auctions you won", description: "You won an auction: what happens next.", sellersOnly: false, essential: true },
  { key: "auction_sold", group: "Auctions", label: "Your auction sold", description: "Your auction ended with a winner, and the commission due.", sellersOnly: true, essential: true },
  { key: "auction_unsold", group: "Auctions", label: "Your auction ended unsold", description: "Your auction ended without a winner.", sellersOnly: true, essential: false },
  { key: "listing_approved", group: "Your listings", label: "Listing approved", description: "Your listing passed review and is live.", sellersOnly: true, essential: false },
  { key: "listing_rejected", group: "Your listings", label: "Listing needs changes", description: "Your listing was not approved, with the reason.", sellersOnly: true, essential: false },
  { key: "listing_expiring", group: "Your listings", label: "Listing expiring", description: "Your listing expires in 3 days.", sellersOnly: true, essential: false },
  { key: "listing_expired", group: "Your listings", label: "Listing expired", description: "Your listing has expired and can be renewed.", sellersOnly: true, essential: false },
  { key: "review_received", group: "Reviews", label: "New reviews", description: "A buyer reviewed you as a seller.", sellersOnly: true, essential: false },
  { key: "review_reply", group: "Reviews", label: "Replies to your reviews", description: "A seller replied to your review.", sellersOnly: false, essential: false },
  { key: "payment_receipt", group: "Payments", label: "Payment receipts", description: "A receipt for each payment.", sellersOnly: false, essential: true },
  { key: "trial_ending", group: "Payments", label: "Trial ending", description: "Your plan's free trial ends soon.", sellersOnly: false, essential: true },
  { key: "plan_renewed", group: "Payments", label: "Plan renewed", description: "Your weekly plan renewed.", sellersOnly: false, essential: true },
  { key: "renewal_failed", group: "Payments", label: "Renewal failed", description: "Your plan's renewal payment failed.", sellersOnly: false, essential: true },
  { key: "password_changed", group: "Account", label: "Password changed", description: "Your password was changed: a security notice.", sellersOnly: false, essential: true },
  { key: "search_alert", group: "Saved searches", label: "Saved-search alerts", description: "New listings that match a saved search with alerts on.", sellersOnly: false, essential: false },
  { key: "early_access_alert", group: "Saved searches", label: "Priority Buyer early access", description: "New matching listings before everyone else (Priority Buyer).", sellersOnly: false, essential: false },
  { key: "account_closed", group: "Account", label: "Account closed", description: "The confirmation that you closed your account.", sellersOnly: false, essential: true },
] as const satisfies readonly { key: string; group: string; label: string; description: string; sellersOnly: boolean; essential: boolean }[];

export type EmailKind = (typeof emailKinds)[number]["key"];

export const emailKindKeys = emailKinds.map((kind) => kind.key) as EmailKind[];

export const isEssentialEmailKind = (kind: EmailKind) => emailKinds.find((entry) => entry.key === kind)!.essential;

/** The kinds a member may switch off (Account, an email's unsubscribe link). */
export const switchableEmailKindKeys = emailKinds.filter((kind) => !kind.essential).map((kind) => kind.key);
