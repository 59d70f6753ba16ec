import type { AppLoadContext } from "@remix-run/cloudflare";
import { createClient } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import type { EmailKind } from "~/content/email-kinds";
import type { AlertFrequency } from "~/content/saved-searches";
import { backfillPhotoBatch, type BackfillCursor } from "~/models/photo-backfill.server";
import type { Database, TablesInsert } from "~/types/supabase";

/**
 * The Worker's privileged operations: the only module that holds the service role key
 * (the SUPABASE_SERVICE_ROLE_KEY secret), which bypasses row-level security. Everything
 * else runs as the visitor or member under RLS. Each operation here is one the browser
 * must never be able to do by itself with the anon key, and each is listed in docs/security.md:
 *
 * 1. storeHireRequest: a hire quote request, stored only after the server judged its captcha;
 * 2. reserveSignInAttempt, clearFailedSignIns: counting password checks per email for the
 *    captcha rule, so nobody can force a captcha on an account (or lift one) through the API;
 * 3. recordListingView: a listing page view (utils/listing-views.server.ts), so nobody can
 *    inflate a listing's views through the API.
 * 4. queueSearchAlertEmails: the daily Cron Trigger's saved-search digests into the email
 *    outbox (instant alerts join it in hand_out_emails);
 * 5. findSearchToUnsubscribe, stopSearchAlerts: the alert email's unsubscribe link, which works
 *    without signing in, only after the server has checked the link's signature.
 * 6. completeCheckoutPayment: marking the payments of a card checkout paid, only on Stripe's
 *    word (a webhook event whose signature was checked, or the session retrieved with the
 *    secret key), so nobody can mark their own payment paid through the API.
 * 7. syncPlanSubscription, recordPlanInvoice, endLapsedPlans: weekly plans as subscriptions
 *    (app/utils/subscriptions.server.ts): a Stripe subscription mirrored as Stripe says it is,
 *    its invoices' receipts and grace, and the plans' clock (the Cron Trigger), so nobody can
 *    start, extend or keep a plan through the API.
 * 8. commissionInvoicesToSend, recordStripeCustomer, recordCommissionInvoice,
 *    completeCommissionInvoice: the Cron Trigger's Stripe invoices for commission on sold
 *    auctions (which name members' emails) and their invoice.paid events, so nobody can mark
 *    their own commission paid through the API (app/utils/commission-invoices.server.ts).
 * 9. recordPaymentRefund: a refund's outcome, only on Stripe's word (its answer to our refund
 *    request, or a webhook event whose signature was checked).
 * 10. queueReminderEmails: the emails time sends (auctions ending, listings expiring, trials
 *    ending) and the end of listings' paid periods (the Cron Trigger), so nobody can expire
 *    someone's listing through the API.
 * 11. unsubscribeEmailKind, recordUndeliverableAddress: an email's one-click unsubscribe, only
 *    after the server checked the link's signature, and the mail provider's bounce and
 *    complaint reports, only on a webhook whose signature was checked
 *    (app/utils/email-webhook.server.ts), so nobody can stop another member's emails.
 * 12. handOutEmails, claimEmails, recordEmailsSent, recordEmailAttemptFailed, recordEmailsDead:
 *    email delivery (app/utils/email-delivery.server.ts, docs/email.md): handing the outbox's
 *    emails to the queue, claiming them for sending (which reads members' addresses), and
 *    their outcome, so nobody can read the outbox or mark an email sent through the API.
 * 13. isServiceRoleRequest, backfillPhotoCopies: photos stored before uploads were made into
 *    web copies (other members' listing, auction and profile photos) made into copies and their
 *    rows pointed at them (app/models/photo-backfill.server.ts), only for a request that carries
 *    the service role key itself (`npm run photos:backfill`, routes/admin.photo-backfill.ts),
 *    so nobody without the key can start it.
 * 14. removeClosedAccountFiles: the files of a member who has just closed their account
 *    (close_my_account answered their names, all in that member's own folders), removed from
 *    Storage, which SQL cannot do; their Auth user is already gone, so they cannot.
 * 15. reserveTwoStepAttempt, clearFailedTwoStepAttempts: counting the TOTP codes a member sends
 *    (app/utils/two-step.server.ts), so a code is good once and guesses meet the captcha, and
 *    nobody can lift either through the API.
 * 16. dealerApiClient: the dealer API (docs/api.md): who a key acts as, asked by the key's
 *    SHA-256 (api_key_holder), then a client acting as that dealer through a 60-second token
 *    signed with the project's JWT secret (the SUPABASE_JWT_SECRET secret), so every read and
 *    write meets the dealer's own row-level rules (docs/decisions/022-dealer-api-keys.md).
 *    Only a live key of a dealer whose plan sells API access gets one.
 *
 * ESLint keeps the keys' names out of every other module (eslint.config.js).
 */
function adminClient(context: AppLoadContext) {
  return adminClientFor(context.cloudflare.env);
}

/** The same client from the Worker's env alone (the scheduled handler has no load context). */
function adminClientFor({ SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY }: Pick<Env, "SUPABASE_URL" | "SUPABASE_SERVICE_ROLE_KEY">) {
  return createClient<Database>(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** A hire request as stored; captcha_id, the solved captcha's id, is unique, so one solved code sends one request. */
export type HireRequestRow = TablesInsert<"hire_requests">;

/** Stores a hire request whose captcha the server has just judged correct. */
export async function storeHireRequest(context: AppLoadContext, row: HireRequestRow) {
  return adminClient(context).from("hire_requests").insert(row);
}

/**
 * What reserve_sign_in_attempt answers: whether the password may be checked now, and whether
 * a failure would make the next check need a captcha (5 checks in 15 minutes per email).
 */
export type SignInReservation = "allowed" | "allowed_then_captcha" | "captcha_required" | "captcha_used";

/**
 * Reserves one password check for the email before it is made, atomically (so concurrent
 * guesses cannot slip past the count); with the id of a captcha just judged correct, which
 * it spends.
 */
export async function reserveSignInAttempt(context: AppLoadContext, email: string, captchaId?: string) {
  const { data, error } = await adminClient(context).rpc("reserve_sign_in_attempt", {
    p_email: email,
    ...(captchaId ? { p_captcha_id: captchaId } : {}),
  });
  return { reservation: data as SignInReservation | null, error };
}

/** Forgets the email's reserved checks after its owner signed in. */
export async function clearFailedSignIns(context: AppLoadContext, email: string) {
  return adminClient(context).rpc("clear_failed_sign_ins", { p_email: email });
}

/**
 * Counts a view of an active listing by a visitor (their day's keyed hash), once per visitor
 * and day; `data` says whether this was their first view today.
 */
export async function recordListingView(context: AppLoadContext, listingId: string, visitorHash: string) {
  return adminClient(context).rpc("record_listing_view", { p_listing: listingId, p_visitor_hash: visitorHash });
}

/** Turns the saved-search alerts due at this frequency into outbox emails (queue_search_alert_emails); answers their keys. */
export async function queueSearchAlertEmails(env: ServiceEnv, frequency: AlertFrequency) {
  return adminClientFor(env).rpc("queue_search_alert_emails", { p_frequency: frequency });
}

/** The saved search an unsubscribe link (already verified) names: its name and whether alerts are on. */
export async function findSearchToUnsubscribe(context: AppLoadContext, savedSearchId: string) {
  const { data, error } = await adminClient(context)
    .from("saved_searches")
    .select("id, name, alerts")
    .eq("id", savedSearchId)
    .maybeSingle();
  return { search: data, error };
}

/** Turns that saved search's alerts off (what was queued and not sent is dropped with them). */
export async function stopSearchAlerts(context: AppLoadContext, savedSearchId: string) {
  const { error } = await adminClient(context).from("saved_searches").update({ alerts: false }).eq("id", savedSearchId);
  return { error };
}

/** What Stripe said about a checkout session: its id, what it took, and the event that said so. */
export type CheckoutPaid = {
  sessionId: string;
  amountPence: number;
  currency: string;
  /** Stripe's PaymentIntent for the money taken (what a refund names), when the session has one. */
  paymentIntentId: string | null;
  /** The verified webhook event, applied once; absent when the return page retrieved the session. */
  event?: { id: string; type: string };
};

/**
 * Marks the payments a paid checkout session was for as paid and applies them (a listing sent
 * for review, an upgrade, a plan), once (complete_checkout_payment, supabase/schemas/30-payments.sql).
 */
export async function completeCheckoutPayment(env: Pick<Env, "SUPABASE_URL" | "SUPABASE_SERVICE_ROLE_KEY">, paid: CheckoutPaid) {
  return adminClientFor(env).rpc("complete_checkout_payment", {
    p_session_id: paid.sessionId,
    p_amount_pence: paid.amountPence,
    p_currency: paid.currency,
    p_provider: "stripe",
    ...(paid.paymentIntentId ? { p_provider_payment_id: paid.paymentIntentId } : {}),
    ...(paid.event ? { p_event_id: paid.event.id, p_event_type: paid.event.type } : {}),
  });
}

type ServiceEnv = Pick<Env, "SUPABASE_URL" | "SUPABASE_SERVICE_ROLE_KEY">;

/** A Stripe subscription as Stripe says it is now (retrieved with the secret key), for sync_plan_subscription. */
export type PlanSubscriptionMirror = {
  subscriptionId: string;
  customerId: string | null;
  /** Our checkout's metadata on the subscription: who, which plan, the checkout's payment. */
  memberId: string | null;
  planId: string | null;
  paymentId: string | null;
  status: string;
  /** The weekly price and its currency, checked against SQL's plan_charge_pence. */
  amountPence: number | null;
  currency: string | null;
  trialEndsAt: string | null;
  periodEndsAt: string;
  cancelAtPeriodEnd: boolean;
};

/**
 * Starts or mirrors the plan of a Stripe subscription (sync_plan_subscription,
 * supabase/schemas/30-payments.sql "Weekly plans as subscriptions"); with a verified event,
 * once. Answers the plan and, when it replaced another subscription's plan, that subscription.
 */
export async function syncPlanSubscription(env: ServiceEnv, mirror: PlanSubscriptionMirror, event?: { id: string; type: string }) {
  const { data, error } = await adminClientFor(env).rpc("sync_plan_subscription", {
    p_subscription_id: mirror.subscriptionId,
    p_customer_id: mirror.customerId ?? undefined,
    p_member: mirror.memberId ?? undefined,
    p_plan: mirror.planId ?? undefined,
    p_payment_id: mirror.paymentId ?? undefined,
    p_status: mirror.status,
    p_amount_pence: mirror.amountPence ?? undefined,
    p_currency: mirror.currency ?? undefined,
    p_trial_ends_at: mirror.trialEndsAt ?? undefined,
    p_period_ends_at: mirror.periodEndsAt,
    p_cancel_at_period_end: mirror.cancelAtPeriodEnd,
    ...(event ? { p_event_id: event.id, p_event_type: event.type } : {}),
  });
  // jsonb: its shape is the function's.
  const result = data as { applied: boolean; replaced_subscription_id?: string | null } | null;
  return { applied: result?.applied ?? false, replacedSubscriptionId: result?.replaced_subscription_id ?? null, error };
}

/** A subscription invoice Stripe paid or failed to collect, from its verified event. */
export type PlanInvoice = {
  invoiceId: string;
  subscriptionId: string;
  paid: boolean;
  amountPence: number;
  currency: string;
  /** The end of the week the invoice is for. */
  periodEndsAt: string | null;
  paymentIntentId: string | null;
  event: { id: string; type: string };
};

/** A paid invoice's receipt and the plan's new period, or a failed one's grace (record_plan_invoice), once per event. */
export async function recordPlanInvoice(env: ServiceEnv, invoice: PlanInvoice) {
  return adminClientFor(env).rpc("record_plan_invoice", {
    p_invoice_id: invoice.invoiceId,
    p_subscription_id: invoice.subscriptionId,
    p_paid: invoice.paid,
    p_amount_pence: invoice.amountPence,
    p_currency: invoice.currency,
    p_period_ends_at: invoice.periodEndsAt ?? undefined,
    p_provider_payment_id: invoice.paymentIntentId ?? undefined,
    p_event_id: invoice.event.id,
    p_event_type: invoice.event.type,
  });
}

/** The plans' clock (end_lapsed_plans): ends lapsed and cancelled plans, renews the local provider's. */
export async function endLapsedPlans(env: ServiceEnv) {
  return adminClientFor(env).rpc("end_lapsed_plans");
}

/** The emails time sends (queue_reminder_emails, supabase/schemas/15-email.sql): auctions ending, listings expiring or expired (which it expires), trials ending. */
export async function queueReminderEmails(env: ServiceEnv) {
  return adminClientFor(env).rpc("queue_reminder_emails");
}
/** A commission charge with no finished Stripe invoice yet (commission_invoices_to_send, supabase/schemas/30-payments.sql). */
export type CommissionToInvoice = {
  payment_id: string;
  member_id: string;
  email: string;
  full_name: string | null;
  customer_id: string | null;
  auction_title: string | null;
  sale_price: number;
  commission_pence: number;
  vat_pence: number;
  amount_pence: number;
  due_at: string;
  reference: string;
  provider_invoice_id: string | null;
};

/** The commission charges to invoice, oldest first (a batch per run). */
export async function commissionInvoicesToSend(env: ServiceEnv, limit = 20) {
  const { data, error } = await adminClientFor(env).rpc("commission_invoices_to_send", { p_limit: limit });
  return { charges: error ? null : (data as CommissionToInvoice[]), error };
}

/** Keeps the member's Stripe customer; answers the one kept (the first recorded). */
export async function recordStripeCustomer(env: ServiceEnv, memberId: string, customerId: string) {
  const { data, error } = await adminClientFor(env).rpc("record_stripe_customer", { p_member_id: memberId, p_customer_id: customerId });
  return { customerId: data as string | null, error };
}

/** Records the Stripe invoice of a commission charge (its id at once, its payment page once finalized). */
export async function recordCommissionInvoice(env: ServiceEnv, paymentId: string, invoiceId: string, invoiceUrl?: string) {
  return adminClientFor(env).rpc("record_commission_invoice", {
    p_payment_id: paymentId,
    p_invoice_id: invoiceId,
    ...(invoiceUrl ? { p_invoice_url: invoiceUrl } : {}),
  });
}

/** What a verified invoice.paid event says about one of our commission invoices. */
export type CommissionInvoicePaid = {
  paymentId: string;
  invoiceId: string;
  amountPence: number;
  currency: string;
  event: { id: string; type: string };
};

/** Marks the commission charge paid, once per event (complete_commission_invoice). */
export async function completeCommissionInvoice(env: ServiceEnv, paid: CommissionInvoicePaid) {
  return adminClientFor(env).rpc("complete_commission_invoice", {
    p_payment_id: paid.paymentId,
    p_invoice_id: paid.invoiceId,
    p_amount_pence: paid.amountPence,
    p_currency: paid.currency,
    p_event_id: paid.event.id,
    p_event_type: paid.event.type,
  });
}

/** What the card provider said about one of our refunds, and the verified webhook event that said so (applied once). */
export type RefundRecorded = {
  /** Our refund's id (the refund's metadata); null when only the provider's refund id is known. */
  refundId: string | null;
  providerRefundId: string | null;
  /** The provider's status: succeeded, pending, failed, canceled… */
  status: string;
  amountPence?: number;
  event?: { id: string; type: string };
};

/**
 * Records the card provider's word on a refund (record_payment_refund, supabase/schemas/30-payments.sql):
 * succeeded or failed, and its payment refunded once refunds take all of it.
 */
export async function recordPaymentRefund(env: ServiceEnv, recorded: RefundRecorded) {
  return adminClientFor(env)
    .rpc("record_payment_refund", {
      p_refund_id: recorded.refundId as string,
      p_provider_refund_id: recorded.providerRefundId as string,
      p_status: recorded.status,
      ...(recorded.amountPence !== undefined ? { p_amount_pence: recorded.amountPence } : {}),
      ...(recorded.event ? { p_event_id: recorded.event.id, p_event_type: recorded.event.type } : {}),
    })
    .single<{ id: string; status: string }>();
}

/** The keys of the outbox's emails to put on the email queue now, at most `limit`, marked queued (hand_out_emails). */
export async function handOutEmails(env: ServiceEnv, limit: number) {
  return adminClientFor(env).rpc("hand_out_emails", { p_limit: limit });
}

/** One email of a claimed batch: what to render and who to (claim_emails, supabase/schemas/15-email.sql). */
export type ClaimedEmail = { key: string; kind: EmailKind; data: unknown; recipient: string | null; to: string; name: string | null };

/** What claim_emails answers: the batches to send now, the keys another consumer is sending, and those with nothing to do. */
export type EmailClaim = { batches: Array<{ batch: string; emails: ClaimedEmail[] }>; busy: string[]; done: string[] };

/** Claims the emails these queue messages name for sending (row-locked; a batch is kept until sent). */
export async function claimEmails(env: ServiceEnv, keys: string[]) {
  const { data, error } = await adminClientFor(env).rpc("claim_emails", { p_keys: keys });
  // jsonb: its shape is the function's.
  return { claim: error ? null : (data as EmailClaim), error };
}

/** Marks a batch sent, with the provider's id of each email (by key). */
export async function recordEmailsSent(env: ServiceEnv, batch: string, providerIds: Record<string, string>) {
  return adminClientFor(env).rpc("record_emails_sent", { p_batch: batch, p_provider_ids: providerIds });
}

/** Records a batch's failed attempt (the queue retries it, in the same batch). */
export async function recordEmailAttemptFailed(env: ServiceEnv, batch: string, error: string) {
  return adminClientFor(env).rpc("record_email_attempt_failed", { p_batch: batch, p_error: error });
}

/** Marks emails dead, never to be sent (the error, or the last one recorded). */
export async function recordEmailsDead(env: ServiceEnv, keys: string[], error?: string) {
  return adminClientFor(env).rpc("record_emails_dead", { p_keys: keys, ...(error ? { p_error: error } : {}) });
}

/** Switches one kind of email off for a member whose unsubscribe link the server has checked; false when they are gone. */
export async function unsubscribeEmailKind(context: AppLoadContext, memberId: string, kind: string) {
  const { data, error } = await adminClient(context).rpc("unsubscribe_email_kind", { p_member: memberId, p_kind: kind });
  return { unsubscribed: data === true, error };
}

/** Stops all email to an address the mail provider reported as bouncing for good, or as complaining. */
export async function recordUndeliverableAddress(env: ServiceEnv, email: string, reason: "bounced" | "complained", detail: string | null) {
  return adminClientFor(env).rpc("record_undeliverable_address", { p_email: email, p_reason: reason, p_detail: detail ?? undefined });
}

/**
 * Whether the request carries the service role key as its bearer token (the photo backfill's
 * script, which reads the key where the Worker's secret is kept): compared by SHA-256 digest
 * in constant time, so the answer's timing says nothing about the key.
 */
export async function isServiceRoleRequest(env: ServiceEnv, request: Request) {
  const given = /^Bearer (.+)$/.exec(request.headers.get("Authorization") ?? "")?.[1];
  if (!given || !env.SUPABASE_SERVICE_ROLE_KEY) return false;
  const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  const [a, b] = [await digest(given), await digest(env.SUPABASE_SERVICE_ROLE_KEY)];
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

/** One batch of the photo backfill (app/models/photo-backfill.server.ts), as the service role. */
export async function backfillPhotoCopies(
  env: ServiceEnv & Pick<Env, "IMAGES">,
  options: { cursor: BackfillCursor | null; limit: number; userId?: string },
) {
  return backfillPhotoBatch(adminClientFor(env), env.IMAGES, options);
}

/** The files close_my_account answered, by bucket: every object in the closed member's folders. */
export type ClosedAccountFiles = Partial<Record<"listing-photos" | "avatars", string[]>>;

/**
 * Removes a closed account's files from Storage (docs/accounts.md "Closing your account"), a
 * thousand names a call. Only names in a member's own folder ({member id}/…) are passed on, so
 * an answer that somehow named another's file removes nothing of theirs. Answers the first error.
 */
export async function removeClosedAccountFiles(context: AppLoadContext, memberId: string, files: ClosedAccountFiles) {
  const storage = adminClient(context).storage;
  for (const bucket of ["listing-photos", "avatars"] as const) {
    const names = (files[bucket] ?? []).filter((name) => name.startsWith(`${memberId}/`));
    for (let start = 0; start < names.length; start += 1000) {
      const { error } = await storage.from(bucket).remove(names.slice(start, start + 1000));
      if (error) return { error };
    }
  }
  return { error: null };
}

/** What reserve_two_step_attempt answers: as SignInReservation, or the code was sent in the last 2 minutes. */
export type TwoStepReservation = SignInReservation | "code_used";

/** Reserves one TOTP code check for the member before Auth is asked (docs/decisions/021-two-step-sign-in.md). */
export async function reserveTwoStepAttempt(context: AppLoadContext, userId: string, code: string, captchaId?: string) {
  const { data, error } = await adminClient(context).rpc("reserve_two_step_attempt", {
    p_user_id: userId,
    p_code: code,
    ...(captchaId ? { p_captcha_id: captchaId } : {}),
  });
  return { reservation: data as TwoStepReservation | null, error };
}

/** Stops counting the member's wrong codes once Auth accepted one. */
export async function clearFailedTwoStepAttempts(context: AppLoadContext, userId: string) {
  return adminClient(context).rpc("clear_failed_two_step_attempts", { p_user_id: userId });
}

/** Who an API key acts as (api_key_holder, supabase/schemas/88-dealer-api.sql). */
export type ApiKeyHolder = { key_id: string; dealer_id: string; scope: "read" | "read-write" };

/** How long the dealer API's token for one request lasts: a request's work fits in it. */
const DEALER_TOKEN_SECONDS = 60;

/**
 * A client acting as the dealer whose live key has this SHA-256 (hex), with the key's id and
 * scope; `holder` null for a key unknown, revoked, or whose dealer's plan no longer sells API
 * access. The token carries the key's id and scope as claims (api_key_id, api_scope), which
 * the API's SQL functions read; it never leaves the Worker.
 */
export async function dealerApiClient(env: ServiceEnv & Pick<Env, "SUPABASE_ANON_KEY" | "SUPABASE_JWT_SECRET">, keyHash: string) {
  const { data, error } = await adminClientFor(env).rpc("api_key_holder", { p_key_hash: keyHash });
  const holder = (data as ApiKeyHolder | null) ?? null;
  if (error || !holder) return { holder: null, supabase: null, error };
  const token = await new SignJWT({ role: "authenticated", api_key_id: holder.key_id, api_scope: holder.scope })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(holder.dealer_id)
    .setAudience("authenticated")
    .setIssuedAt()
    .setExpirationTime(`${DEALER_TOKEN_SECONDS}s`)
    .sign(new TextEncoder().encode(env.SUPABASE_JWT_SECRET));
  const supabase = createClient<Database>(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    accessToken: async () => token,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return { holder, supabase, error: null };
}
