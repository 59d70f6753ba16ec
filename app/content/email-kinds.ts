/**
 * Every email GenMarket sends, one entry per kind (docs/email.md). The database knows the same
 * list (outgoing_emails.kind, supabase/schemas/15-email.sql); supabase/tests/email-events.test.ts
 * ties the two. Essential kinds (payments, money owed) cannot be switched off in Account and
 * carry no unsubscribe link.
 */
export const emailKinds = [
  { key: "message_received", label: "New messages", description: "A buyer's enquiry or a reply in one of your conversations.", essential: false },
  { key: "outbid", label: "Outbid", description: "Someone bid more than you on an auction.", essential: false },
  { key: "auction_ending", label: "Auctions ending soon", description: "An auction you bid on or watch ends within the hour.", essential: false },
  { key: "auction_won", label: "Auctions you won", description: "You won an auction: what happens next.", essential: true },
  { key: "auction_sold", label: "Your auction sold", description: "Your auction ended with a winner, and the commission due.", essential: true },
  { key: "auction_unsold", label: "Your auction ended unsold", description: "Your auction ended without a winner.", essential: false },
  { key: "listing_approved", label: "Listing approved", description: "Your listing passed review and is live.", essential: false },
  { key: "listing_rejected", label: "Listing needs changes", description: "Your listing was not approved, with the reason.", essential: false },
  { key: "listing_expiring", label: "Listing expiring", description: "Your listing expires in 3 days.", essential: false },
  { key: "listing_expired", label: "Listing expired", description: "Your listing has expired and can be renewed.", essential: false },
  { key: "review_received", label: "New reviews", description: "A buyer reviewed you as a seller.", essential: false },
  { key: "review_reply", label: "Replies to your reviews", description: "A seller replied to your review.", essential: false },
  { key: "payment_receipt", label: "Payment receipts", description: "A receipt for each payment.", essential: true },
  { key: "trial_ending", label: "Trial ending", description: "Your plan's free trial ends soon.", essential: true },
  { key: "plan_renewed", label: "Plan renewed", description: "Your weekly plan renewed.", essential: true },
  { key: "renewal_failed", label: "Renewal failed", description: "Your plan's renewal payment failed.", essential: true },
  { key: "search_alert", label: "Saved-search alerts", description: "New listings that match a saved search with alerts on.", essential: false },
  { key: "early_access_alert", label: "Priority Buyer early access", description: "New matching listings before everyone else (Priority Buyer).", essential: false },
] as const satisfies readonly { key: string; label: string; description: string; essential: boolean }[];

export type EmailKind = (typeof emailKinds)[number]["key"];

export const emailKindKeys = emailKinds.map((kind) => kind.key) as EmailKind[];

export const isEssentialEmailKind = (kind: EmailKind) => emailKinds.find((entry) => entry.key === kind)!.essential;
