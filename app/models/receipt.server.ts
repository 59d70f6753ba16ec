import { findListingOption, findSubscriptionPlan } from "~/content/plans";
import type { SupabaseClient } from "~/utils/supabase.server";
import type { RefundRecord } from "./payment-refund.server";

/**
 * A member's receipts: their paid (and refunded) payments, each a VAT invoice (docs/payments.md
 * "Receipts"). The number, net, VAT and rate are SQL's, given when the payment became paid
 * (private.number_receipt in supabase/schemas/30-payments.sql); row-level security lets a member
 * read only their own payments.
 */

export type ReceiptSummary = {
  id: string;
  /** GM-R-000123 */
  number: string;
  /** What was bought, in words: "Enhanced Listing: FG Wilson P110", "Priority Buyer, one week". */
  description: string;
  paidAt: string;
  totalPence: number;
  /** Refunded in full, in part (refunds that succeeded), or not at all (docs/payments.md "Refunds"). */
  refundState: "refunded" | "partly refunded" | null;
};

export type Receipt = ReceiptSummary & {
  netPence: number;
  vatPence: number;
  /** 0.2 for 20 %. */
  vatRate: number;
  /** The week a plan payment bought (its member_plans row); null for other purposes. */
  planWeek: { from: string; to: string } | null;
  /** "stripe" for a card payment, "simulated" for the local provider's test mode. */
  provider: string | null;
  /** GenMarket's reference for the payment. */
  reference: string;
  /** The card provider's id of the payment (Stripe's PaymentIntent, else its checkout session or invoice), for a card payment. */
  providerReference: string | null;
  /** Its refunds, oldest first (pending and failed ones too, with their status). */
  refunds: RefundRecord[];
  /** What refunds that succeeded gave back, and what the member paid net of them. */
  refundedPence: number;
  paidNetOfRefundsPence: number;
};

/** The receipt number as printed: GM-R- and six digits. */
export const formatReceiptNumber = (number: number) => `GM-R-${String(number).padStart(6, "0")}`;

const RECEIPTS_SHOWN = 100;

const RECEIPT_COLUMNS =
  "id, purpose, listing_option, plan_id, amount_pence, net_pence, vat_pence, vat_rate, receipt_number, reference, provider, provider_payment_id, provider_invoice_id, checkout_session_id, paid_at, status, generator_listings(title), auction_listings(title), payment_refunds(id, amount_pence, reason, status, created_at, refunded_at)";

type ReceiptRow = {
  id: string;
  purpose: string;
  listing_option: string | null;
  plan_id: string | null;
  amount_pence: number;
  net_pence: number | null;
  vat_pence: number | null;
  vat_rate: number | null;
  receipt_number: number | null;
  reference: string;
  provider: string | null;
  provider_payment_id: string | null;
  provider_invoice_id: string | null;
  checkout_session_id: string | null;
  paid_at: string | null;
  status: string;
  generator_listings: { title: string } | null;
  auction_listings: { title: string } | null;
  payment_refunds: RefundRecord[];
};

/** The member's receipts, newest first: listing fees, upgrades, auction fees, plans and commission. */
export async function getReceipts(supabase: SupabaseClient, userId: string) {
  const { data, error } = await supabase
    .from("payments")
    .select(RECEIPT_COLUMNS)
    .eq("user_id", userId)
    .in("status", ["paid", "refunded"])
    .order("receipt_number", { ascending: false })
    .limit(RECEIPTS_SHOWN);
  if (error) return { receipts: null, error };
  return { receipts: (data as ReceiptRow[]).map(toSummary), error: null };
}

/** One of the member's receipts, or null when the payment is not theirs, not paid or made up. */
export async function getReceipt(supabase: SupabaseClient, userId: string, paymentId: string) {
  const [payment, plan] = await Promise.all([
    supabase.from("payments").select(RECEIPT_COLUMNS).eq("id", paymentId).eq("user_id", userId).in("status", ["paid", "refunded"]).maybeSingle(),
    supabase.from("member_plans").select("started_at, renews_at").eq("payment_id", paymentId).eq("user_id", userId).maybeSingle(),
  ]);
  if (payment.error) return { receipt: null, error: payment.error };
  if (plan.error) return { receipt: null, error: plan.error };
  const row = payment.data as ReceiptRow | null;
  if (!row) return { receipt: null, error: null };
  const refunds = [...row.payment_refunds].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const refundedPence = refundedOf(row);
  const receipt: Receipt = {
    ...toSummary(row),
    refunds,
    refundedPence,
    paidNetOfRefundsPence: row.amount_pence - refundedPence,
    netPence: row.net_pence ?? 0,
    vatPence: row.vat_pence ?? 0,
    vatRate: Number(row.vat_rate),
    planWeek: plan.data ? { from: plan.data.started_at, to: plan.data.renews_at } : null,
    provider: row.provider,
    reference: row.reference,
    // Stripe's invoice (a weekly plan's, a commission's), else the card payment, else the checkout session.
    providerReference: row.provider === "stripe" ? (row.provider_invoice_id ?? row.provider_payment_id ?? row.checkout_session_id) : null,
  };
  return { receipt, error: null };
}

function toSummary(row: ReceiptRow): ReceiptSummary {
  return {
    id: row.id,
    number: row.receipt_number === null ? "" : formatReceiptNumber(row.receipt_number),
    description: describePayment(row),
    paidAt: row.paid_at ?? "",
    totalPence: row.amount_pence,
    refundState: row.status === "refunded" ? "refunded" : refundedOf(row) > 0 ? "partly refunded" : null,
  };
}

const refundedOf = (row: ReceiptRow) =>
  row.payment_refunds.filter((refund) => refund.status === "succeeded").reduce((sum, refund) => sum + refund.amount_pence, 0);

/** What a payment bought, in words (a receipt's description; staff's Payments on /moderation). */
export function describePayment(row: Pick<ReceiptRow, "purpose" | "listing_option" | "plan_id" | "generator_listings" | "auction_listings">) {
  const listing = row.generator_listings?.title ?? "a deleted listing";
  switch (row.purpose) {
    case "listing_option":
      return `${findListingOption(row.listing_option)?.name ?? "Listing"}: ${listing}`;
    case "listing_renewal":
      return `Renewal, ${findListingOption(row.listing_option)?.name ?? "Listing"}: ${listing}`;
    case "listing_upgrade":
      return `Upgrade to ${findListingOption("enhanced")?.name ?? "Enhanced"}: ${listing}`;
    case "auction_fee":
      return row.auction_listings ? `Auction admin fee: ${row.auction_listings.title}` : "Auction admin fee";
    case "commission":
      return row.auction_listings ? `Commission on the sale of your auction: ${row.auction_listings.title}` : "Commission on an auction sale";
    default:
      return `${findSubscriptionPlan(row.plan_id)?.name ?? row.plan_id} plan, one week`;
  }
}

/** The member as a receipt names them: their name (and a dealer's company), address and email. */
export type ReceiptCustomer = { name: string; company: string | null; addressLines: string[]; email: string };

export async function getReceiptCustomer(supabase: SupabaseClient, email: string) {
  const { data, error } = await supabase
    .from("my_profile")
    .select("full_name, first_name, last_name, company_name, user_type, address1, address2, town, county, postcode, country")
    .maybeSingle();
  if (error) return { customer: null, error };
  const name = data?.full_name || [data?.first_name, data?.last_name].filter(Boolean).join(" ") || email;
  const hasAddress = Boolean(data?.address1 || data?.town || data?.postcode);
  const customer: ReceiptCustomer = {
    name,
    company: data?.user_type === "trade_seller" ? data.company_name || null : null,
    addressLines: hasAddress
      ? [data?.address1, data?.address2, data?.town, data?.county, data?.postcode, data?.country].filter((line): line is string => Boolean(line))
      : [],
    email,
  };
  return { customer, error: null };
}
