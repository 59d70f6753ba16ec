/**
 * A stand-in for Stripe's API, for tests (docs/testing.md): a local HTTP server that answers
 * the endpoints the app calls (Checkout Sessions, refunds) as Stripe does (form-encoded requests with a secret key and
 * idempotency keys, JSON answers and errors), records every request, and serves a small
 * hosted checkout page whose Pay button completes the session and returns to its success
 * address; customers, invoice items and invoices (create, retrieve, finalize) for the
 * commission invoices. The app reaches it through STRIPE_API_HOST/PORT/PROTOCOL. Webhook events are
 * built here and signed with the Stripe SDK's own test header (stripe.webhooks).
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parse } from "qs";
import Stripe from "stripe";
import { STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, standInWorkerSettings } from "./stripe-constants.js";

export type RecordedRequest = { method: string; path: string; body: Record<string, unknown>; idempotencyKey: string | null };

type LineItem = {
  quantity?: string;
  price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string }; recurring?: { interval?: string } };
};

export type StandInSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  url: string | null;
  payment_intent: string | null;
  line_items: Array<{ name: string; unit_amount: number; quantity: number; currency: string; interval?: string }>;
  /** Subscription mode: what the subscription is to be created with, and once paid, it and its customer. */
  subscription_data: { trial_period_days?: string; metadata?: Record<string, string> } | null;
  subscription: string | null;
  customer: string | null;
};

/** A subscription as Stripe answers it (the fields the app reads). */
export type StandInSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  currency: string;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  trial_end: number | null;
  items: { object: "list"; data: Array<{ id: string; price: { unit_amount: number; currency: string; recurring: { interval: string } }; current_period_end: number }> };
};

const WEEK_SECONDS = 7 * 24 * 3600;

/** A customer, an invoice and its lines as the stand-in keeps them (the commission invoices, docs/payments.md "Commission"). */
export type StandInCustomer = { id: string; object: "customer"; email: string | null; name: string | null; metadata: Record<string, string> };

export type StandInInvoice = {
  id: string;
  object: "invoice";
  customer: string;
  currency: string;
  collection_method: string;
  days_until_due: number | null;
  due_date: number | null;
  created: number;
  description: string | null;
  metadata: Record<string, string>;
  status: "draft" | "open" | "paid";
  amount_due: number;
  amount_paid: number;
  total: number;
  hosted_invoice_url: string | null;
  parent: null;
  lines: { object: "list"; data: Array<{ id: string; object: "line_item"; amount: number; currency: string; description: string }> };
};

export type StandInRefund = {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: "pending" | "succeeded" | "failed";
  metadata: Record<string, string>;
  created: number;
};

const randomId = (prefix: string) => `${prefix}${randomBytes(18).toString("base64url").replace(/[-_]/g, "x")}`;

export async function startStripeStandIn({ port = 0 }: { port?: number } = {}) {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const refunds = new Map<string, StandInRefund>();
  let refundStatus: StandInRefund["status"] = "succeeded";
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const subscriptions = new Map<string, StandInSubscription>();
  /** The PaymentIntent that paid each paid invoice, as Stripe's invoice payments name it. */
  const invoicePaymentIntents = new Map<string, string>();
  const signer = new Stripe(STAND_IN_SECRET_KEY);
  let unavailable = false;
  let base = "";

  function send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { "Content-Type": "application/json", "Request-Id": randomId("req_") });
    response.end(JSON.stringify(body));
  }

  const notFound = (what: string) => ({
    status: 404,
    body: { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } },
  });

  function createSession(body: Record<string, unknown>): { status: number; body: unknown } {
    const items = (Array.isArray(body.line_items) ? body.line_items : Object.values((body.line_items as object) ?? {})) as LineItem[];
    if (items.length === 0) return { status: 400, body: { error: { type: "invalid_request_error", message: "Missing required param: line_items." } } };
    const lineItems = items.map((item) => ({
      name: item.price_data?.product_data?.name ?? "",
      unit_amount: Number(item.price_data?.unit_amount),
      quantity: Number(item.quantity ?? 1),
      currency: item.price_data?.currency ?? "",
      ...(item.price_data?.recurring?.interval ? { interval: item.price_data.recurring.interval } : {}),
    }));
    const id = randomId("cs_test_");
    const session: StandInSession = {
      id,
      object: "checkout.session",
      mode: String(body.mode),
      status: "open",
      payment_status: "unpaid",
      amount_total: lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0),
      currency: lineItems[0]!.currency,
      client_reference_id: (body.client_reference_id as string) ?? null,
      customer_email: (body.customer_email as string) ?? null,
      metadata: (body.metadata as Record<string, string>) ?? {},
      success_url: String(body.success_url),
      cancel_url: String(body.cancel_url),
      expires_at: Number(body.expires_at ?? Math.floor(Date.now() / 1000) + 24 * 3600),
      url: `${base}/pay/${id}`,
      payment_intent: null,
      line_items: lineItems,
      subscription_data: (body.subscription_data as StandInSession["subscription_data"]) ?? null,
      subscription: null,
      customer: null,
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  // Customers, invoice items and invoices: what the commission invoices use.
  const customers = new Map<string, StandInCustomer>();
  const invoices = new Map<string, StandInInvoice>();

  function invoiceApi(method: string, path: string, body: Record<string, unknown>) {
    if (method === "POST" && path === "/v1/customers") {
      const customer: StandInCustomer = {
        id: randomId("cus_"),
        object: "customer",
        email: (body.email as string) ?? null,
        name: (body.name as string) ?? null,
        metadata: (body.metadata as Record<string, string>) ?? {},
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === "POST" && path === "/v1/invoices") {
      const created = Math.floor(Date.now() / 1000);
      const days = body.days_until_due === undefined ? null : Number(body.days_until_due);
      const invoice: StandInInvoice = {
        id: randomId("in_"),
        object: "invoice",
        customer: String(body.customer),
        currency: String(body.currency ?? "gbp"),
        collection_method: String(body.collection_method ?? "charge_automatically"),
        days_until_due: days,
        due_date: body.due_date !== undefined ? Number(body.due_date) : days === null ? null : created + days * 86_400,
        created,
        description: (body.description as string) ?? null,
        metadata: (body.metadata as Record<string, string>) ?? {},
        status: "draft",
        amount_due: 0,
        amount_paid: 0,
        total: 0,
        hosted_invoice_url: null,
        parent: null,
        lines: { object: "list", data: [] },
      };
      if (!customers.has(invoice.customer)) return notFound(`customer: '${invoice.customer}'`);
      invoices.set(invoice.id, invoice);
      return { status: 200, body: invoice };
    }
    if (method === "POST" && path === "/v1/invoiceitems") {
      const invoice = invoices.get(String(body.invoice));
      if (!invoice) return notFound(`invoice: '${String(body.invoice)}'`);
      if (invoice.status !== "draft") return { status: 400, body: { error: { type: "invalid_request_error", message: "The invoice is not a draft." } } };
      const line = { id: randomId("il_"), object: "line_item" as const, amount: Number(body.amount), currency: String(body.currency), description: String(body.description ?? "") };
      invoice.lines.data.push(line);
      invoice.total = invoice.amount_due = invoice.lines.data.reduce((sum, item) => sum + item.amount, 0);
      return { status: 200, body: { ...line, id: randomId("ii_"), object: "invoiceitem", invoice: invoice.id } };
    }
    const match = /^\/v1\/invoices\/([^/]+)(\/finalize)?$/.exec(path);
    if (!match) return null;
    const invoice = invoices.get(match[1]!);
    if (!invoice) return notFound(`invoice: '${match[1]}'`);
    if (method === "GET" && !match[2]) return { status: 200, body: invoice };
    if (method === "POST" && match[2]) {
      if (invoice.status !== "draft") return { status: 400, body: { error: { type: "invalid_request_error", message: "This invoice is already finalized." } } };
      Object.assign(invoice, { status: "open", hosted_invoice_url: `${base}/invoice/${invoice.id}` });
      return { status: 200, body: invoice };
    }
    return null;
  }

  /** A refund of a PaymentIntent (any pi_… is taken as one), in the status set by setRefundStatus. */
  function createRefund(body: Record<string, unknown>): { status: number; body: unknown } {
    const amount = Number(body.amount);
    if (typeof body.payment_intent !== "string" || !body.payment_intent.startsWith("pi_") || !(amount > 0)) {
      return { status: 400, body: { error: { type: "invalid_request_error", message: "Missing required param: payment_intent or amount." } } };
    }
    const refund: StandInRefund = {
      id: randomId("re_"),
      object: "refund",
      amount,
      currency: "gbp",
      payment_intent: body.payment_intent,
      status: refundStatus,
      metadata: (body.metadata as Record<string, string>) ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  function api(method: string, path: string, body: Record<string, unknown>) {
    const invoiceAnswer = invoiceApi(method, path, body);
    if (invoiceAnswer) return invoiceAnswer;
    if (method === "POST" && path === "/v1/checkout/sessions") return createSession(body);
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const id = randomId("bps_");
      return { status: 200, body: { id, object: "billing_portal.session", customer: body.customer, return_url: body.return_url, url: `${base}/portal/${id}` } };
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionPath) {
      const subscription = subscriptions.get(subscriptionPath[1]!);
      if (!subscription) return notFound(`subscription: '${subscriptionPath[1]}'`);
      if (method === "POST" && body.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = body.cancel_at_period_end === "true";
      if (method === "DELETE") Object.assign(subscription, { status: "canceled" });
      return { status: 200, body: subscription };
    }
    if (method === "POST" && path === "/v1/refunds") return createRefund(body);
    if (method === "GET" && path === "/v1/invoice_payments") {
      const invoice = String(body.invoice ?? "");
      const intent = invoicePaymentIntents.get(invoice);
      const data = intent
        ? [{ id: randomId("inpay_"), object: "invoice_payment", invoice, is_default: true, status: "paid", payment: { type: "payment_intent", payment_intent: intent } }]
        : [];
      return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/invoice_payments" } };
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    const session = match ? sessions.get(match[1]!) : undefined;
    if (match && !session) return notFound(`checkout.session: '${match[1]}'`);
    if (method === "GET" && session && !match![2]) return { status: 200, body: session };
    if (method === "POST" && session && match![2]) {
      if (session.status === "open") Object.assign(session, { status: "expired", url: null });
      return { status: 200, body: session };
    }
    return notFound(`route: ${method} ${path}`);
  }

  async function readBody(request: IncomingMessage) {
    let text = "";
    for await (const chunk of request) text += chunk;
    return text;
  }

  /** The hosted checkout page: Pay completes the session and goes to its success address. */
  function hostedPage(method: string, path: string, response: ServerResponse) {
    const [, id, action] = /^\/pay\/([^/]+)(\/pay)?$/.exec(path) ?? [];
    const session = id ? sessions.get(id) : undefined;
    if (!session) {
      response.writeHead(404).end("No such checkout");
      return;
    }
    if (method === "POST" && action) {
      markPaid(session.id);
      response.writeHead(303, { Location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) }).end();
      return;
    }
    const amount = `£${(session.amount_total / 100).toFixed(2)}`;
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe stand-in checkout</title></head><body>` +
        `<h1>Pay GenMarket ${amount}</h1><ul>${session.line_items.map((item) => `<li>${item.name}</li>`).join("")}</ul>` +
        `<form method="post" action="/pay/${session.id}/pay"><button>Pay ${amount}</button></form>` +
        `<a href="${session.cancel_url}">Cancel</a></body></html>`,
    );
  }

  function markPaid(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no stand-in session ${sessionId}`);
    if (session.mode === "subscription") return startSubscription(session);
    Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: session.payment_intent ?? randomId("pi_") });
    return session;
  }

  /** A subscription checkout completed: its subscription created as Stripe would (trialing with a trial). */
  function startSubscription(session: StandInSession) {
    if (session.subscription) return session;
    const now = Math.floor(Date.now() / 1000);
    const trialDays = Number(session.subscription_data?.trial_period_days ?? 0);
    const trialEnd = trialDays > 0 ? now + trialDays * 24 * 3600 : null;
    const [item] = session.line_items;
    const subscription: StandInSubscription = {
      id: randomId("sub_"),
      object: "subscription",
      customer: randomId("cus_"),
      status: trialEnd ? "trialing" : "active",
      currency: item!.currency,
      metadata: session.subscription_data?.metadata ?? {},
      cancel_at_period_end: false,
      trial_end: trialEnd,
      items: {
        object: "list",
        data: [
          {
            id: randomId("si_"),
            price: { unit_amount: item!.unit_amount, currency: item!.currency, recurring: { interval: item!.interval ?? "week" } },
            current_period_end: trialEnd ?? now + WEEK_SECONDS,
          },
        ],
      },
    };
    subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      status: "complete",
      payment_status: trialEnd ? "no_payment_required" : "paid",
      subscription: subscription.id,
      customer: subscription.customer,
    });
    return session;
  }

  /**
   * The subscription's next invoice, as its invoice.paid or invoice.payment_failed event
   * carries it: paid, the subscription moves on a week (active); failed, it is past_due. A
   * trial's first invoice is £0 (amount 0).
   */
  function invoiceFor(subscriptionId: string, { paid = true, amount }: { paid?: boolean; amount?: number } = {}) {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no stand-in subscription ${subscriptionId}`);
    const [item] = subscription.items.data;
    const charge = amount ?? item!.price.unit_amount;
    const periodEnd = item!.current_period_end + (charge > 0 ? WEEK_SECONDS : 0);
    if (paid && charge > 0) {
      Object.assign(subscription, { status: "active" });
      item!.current_period_end = periodEnd;
    } else if (!paid) {
      Object.assign(subscription, { status: "past_due" });
    }
    const id = randomId("in_");
    if (paid && charge > 0) invoicePaymentIntents.set(id, randomId("pi_"));
    return {
      id,
      object: "invoice",
      customer: subscription.customer,
      currency: subscription.currency,
      status: paid ? "paid" : "open",
      amount_due: charge,
      amount_paid: paid ? charge : 0,
      billing_reason: "subscription_cycle",
      parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      lines: { object: "list", data: [{ id: randomId("il_"), amount: charge, period: { start: item!.current_period_end - WEEK_SECONDS, end: periodEnd } }] },
    };
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const text = await readBody(request);
    if (url.pathname === "/health") return send(response, 200, { ok: true });
    if (url.pathname.startsWith("/pay/")) return hostedPage(request.method ?? "GET", url.pathname, response);
    const body = parse(request.method === "GET" ? url.search.slice(1) : text, { depth: 10, arrayLimit: 100 }) as Record<string, unknown>;
    const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
    requests.push({ method: request.method ?? "", path: url.pathname, body, idempotencyKey });
    if (unavailable) return send(response, 500, { error: { type: "api_error", message: "The stand-in is down" } });
    if (request.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) {
      return send(response, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    const replayKey = idempotencyKey ? `${request.method} ${url.pathname} ${idempotencyKey}` : null;
    const replayed = replayKey ? idempotent.get(replayKey) : undefined;
    if (replayed) return send(response, replayed.status, replayed.body);
    const answer = api(request.method ?? "", url.pathname, body);
    if (replayKey) idempotent.set(replayKey, answer);
    send(response, answer.status, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${listening}`;

  return {
    url: base,
    /** The Worker settings that send the app's Stripe calls here. */
    secrets: standInWorkerSettings(listening),
    /** Every API request so far, oldest first. */
    requests,
    /** The sessions created so far. */
    sessions,
    session: (id: string) => sessions.get(id),
    /** The customers and invoices made so far. */
    customers,
    invoices,
    /** The member pays an open invoice on its hosted page (without the browser): it is paid in full. */
    payInvoice(id: string) {
      const invoice = invoices.get(id);
      if (!invoice || invoice.status !== "open") throw new Error(`no open stand-in invoice ${id}`);
      Object.assign(invoice, { status: "paid", amount_paid: invoice.amount_due });
      invoicePaymentIntents.set(id, randomId("pi_"));
      return invoice;
    },
    /** The PaymentIntent that paid an invoice (what a refund of it names). */
    paymentIntentOfInvoice: (id: string) => invoicePaymentIntents.get(id),
    /** The refunds made so far, by id. */
    refunds,
    /** What a new refund's status is (succeeded unless told: pending is a refund Stripe finishes later). */
    setRefundStatus(status: StandInRefund["status"]) {
      refundStatus = status;
    },
    /** The member pays on the checkout page (without the browser: the session is complete and paid; a subscription's, its subscription started). */
    pay: markPaid,
    /** The subscriptions created so far, by id. */
    subscription: (id: string) => subscriptions.get(id),
    /** A subscription's next invoice, paid or failed, as its event carries it (the subscription changes with it). */
    invoice: invoiceFor,
    /** While true, every API call answers 500 (Stripe having trouble). */
    setUnavailable(value: boolean) {
      unavailable = value;
    },
    /** A Stripe event about an object, as Stripe would POST it. */
    event(type: string, object: object, id = randomId("evt_")) {
      return { id, object: "event", type, api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), livemode: false, data: { object } };
    },
    /** The Stripe-Signature header for a payload: the endpoint's secret unless told, now unless told. */
    signature(payload: string, { secret = STAND_IN_WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {}) {
      return signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
