import { json } from "@remix-run/cloudflare";
import type Stripe from "stripe";
import { auctionCommission, VAT_RATE } from "~/content/plans";
import {
  commissionInvoicesToSend,
  completeCommissionInvoice,
  recordCommissionInvoice,
  recordStripeCustomer,
  type CommissionToInvoice,
} from "./admin.server";
import { formatGBP } from "./format";
import { appliedEventAnswer, stripeFor, type StripeClient } from "./stripe.server";

/**
 * Commission on sold auctions through Stripe invoices (docs/payments.md "Commission",
 * docs/decisions/014-commission-invoices.md). settle_due_auctions charges the seller in SQL;
 * after settling, the Cron Trigger sends each charge without an invoice to Stripe: the
 * member's customer (made once, kept in private.stripe_customers), a draft invoice to be paid
 * on Stripe's hosted page by the charge's due date carrying our payment id, two lines (the commission,
 * and VAT on it at 20 %: Stripe Tax is not used, so the total is SQL's amount to the penny),
 * then finalized. Every create has an idempotency key from our payment id, and the invoice id
 * is recorded as soon as it exists, so a rerun (or a run cut short) never makes a second
 * invoice. Stripe's invoice.paid for such an invoice marks the charge paid, once
 * (complete_commission_invoice).
 */

/** Metadata our commission invoices carry: what they are for and which payment. */
const PURPOSE = "commission";
const PAYMENT_ID = "genmarket_payment_id";
const MEMBER_ID = "genmarket_member_id";

const key = (paymentId: string, step: string) => `genmarket-commission-${paymentId}-${step}`;

/** The member's Stripe customer: the one we kept, else a new one (its idempotency key is the member's id). */
async function customerFor(stripe: StripeClient, env: Env, charge: CommissionToInvoice) {
  if (charge.customer_id) return charge.customer_id;
  const customer = await stripe.customers.create(
    { email: charge.email, ...(charge.full_name ? { name: charge.full_name } : {}), metadata: { [MEMBER_ID]: charge.member_id } },
    { idempotencyKey: `genmarket-customer-${charge.member_id}` },
  );
  const kept = await recordStripeCustomer(env, charge.member_id, customer.id);
  if (kept.error || !kept.customerId) throw new Error(`commission: could not keep Stripe customer ${customer.id}`, { cause: kept.error });
  return kept.customerId;
}

/** Sends one charge's invoice (or finishes one begun), and records its id and payment page. */
async function sendInvoice(stripe: StripeClient, env: Env, charge: CommissionToInvoice) {
  const customer = await customerFor(stripe, env, charge);
  const title = charge.auction_title ?? "your auction";
  let invoice = charge.provider_invoice_id
    ? await stripe.invoices.retrieve(charge.provider_invoice_id)
    : await stripe.invoices.create(
        {
          customer,
          currency: "gbp",
          collection_method: "send_invoice",
          // SQL's due date (private.commission_due_days after the sale), however late this runs.
          due_date: Math.floor(Date.parse(charge.due_at) / 1000),
          // Only this charge's lines, never another pending item of the customer's.
          pending_invoice_items_behavior: "exclude",
          description: `Commission on your auction "${title}", sold for ${formatGBP(charge.sale_price)}. GenMarket reference ${charge.reference}.`,
          metadata: { [PAYMENT_ID]: charge.payment_id, purpose: PURPOSE, reference: charge.reference },
        },
        { idempotencyKey: key(charge.payment_id, "invoice") },
      );
  if (!charge.provider_invoice_id) {
    const { error } = await recordCommissionInvoice(env, charge.payment_id, invoice.id);
    if (error) throw new Error(`commission: could not record invoice ${invoice.id}`, { cause: error });
  }
  if (invoice.status === "draft") {
    if ((invoice.lines?.data.length ?? 0) === 0) {
      const rate = Math.round(auctionCommission(charge.sale_price).tier.rate * 100);
      const lines = [
        { step: "commission", amount: charge.commission_pence, description: `Commission: ${rate} % of the ${formatGBP(charge.sale_price)} sale price` },
        { step: "vat", amount: charge.vat_pence, description: `VAT at ${Math.round(VAT_RATE * 100)} % on the commission` },
      ];
      for (const line of lines) {
        await stripe.invoiceItems.create(
          { customer, invoice: invoice.id, currency: "gbp", amount: line.amount, description: line.description },
          { idempotencyKey: key(charge.payment_id, line.step) },
        );
      }
    }
    invoice = await stripe.invoices.finalizeInvoice(invoice.id, {}, { idempotencyKey: key(charge.payment_id, "finalize") });
  }
  if (!invoice.hosted_invoice_url) throw new Error(`commission: Stripe gave invoice ${invoice.id} no payment page`);
  const { error } = await recordCommissionInvoice(env, charge.payment_id, invoice.id, invoice.hosted_invoice_url);
  if (error) throw new Error(`commission: could not record invoice ${invoice.id}'s page`, { cause: error });
}

/**
 * The scheduled job's part (server.ts, after settling): a Stripe invoice for each commission
 * charge that has none yet. Without Stripe, nothing (the seller pays on My Auctions). One
 * failing charge is logged and left for the next run; the others go on.
 */
export async function sendCommissionInvoices(env: Env) {
  const stripe = stripeFor(env);
  if (!stripe) return;
  const { charges, error } = await commissionInvoicesToSend(env);
  if (error || !charges) {
    console.error("commission: reading the charges to invoice", error);
    return;
  }
  for (const charge of charges) {
    try {
      await sendInvoice(stripe, env, charge);
    } catch (failure) {
      console.error(`commission: the Stripe invoice for payment ${charge.payment_id} was not sent`, failure);
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An invoice event about one of our commission invoices (not a subscription's, which has its own handler). */
export function isCommissionInvoiceEvent(event: Stripe.Event) {
  if (!event.type.startsWith("invoice.")) return false;
  const invoice = event.data.object as Stripe.Invoice;
  return invoice.metadata?.purpose === PURPOSE && UUID.test(invoice.metadata?.[PAYMENT_ID] ?? "") && !invoice.parent?.subscription_details;
}

/**
 * The webhook's answer to a verified commission invoice event: invoice.paid marks the charge
 * paid once (any order, twice is once); other invoice events are acknowledged and ignored.
 */
export async function applyCommissionInvoiceEvent(env: Env, event: Stripe.Event) {
  if (event.type !== "invoice.paid") return json({ received: true, applied: false });
  const invoice = event.data.object as Stripe.Invoice;
  const { error } = await completeCommissionInvoice(env, {
    paymentId: invoice.metadata![PAYMENT_ID]!,
    invoiceId: invoice.id!,
    amountPence: invoice.amount_paid,
    currency: invoice.currency,
    event: { id: event.id, type: event.type },
  });
  // Paid but refused (another amount): staff must look.
  return appliedEventAnswer(event, `invoice ${invoice.id}`, error, "Could not record the payment just now");
}
