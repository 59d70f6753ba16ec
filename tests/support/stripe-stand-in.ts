/**
 * A stand-in for Stripe's API, for tests (docs/testing.md): a local HTTP server that answers
 * the endpoints the app calls (Checkout Sessions, refunds) as Stripe does (form-encoded requests with a secret key and
 * idempotency keys, JSON answers and errors), records every request, and serves a small
 * hosted checkout page whose Pay button completes the session and returns to its success
 * address. The app reaches it through STRIPE_API_HOST/PORT/PROTOCOL. Webhook events are
 * built here and signed with the Stripe SDK's own test header (stripe.webhooks).
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parse } from "qs";
import Stripe from "stripe";
import { STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, standInWorkerSettings } from "./stripe-constants.js";

export type RecordedRequest = { method: string; path: string; body: Record<string, unknown>; idempotencyKey: string | null };

type LineItem = { quantity?: string; price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } } };

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
  line_items: Array<{ name: string; unit_amount: number; quantity: number; currency: string }>;
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
    };
    sessions.set(id, session);
    return { status: 200, body: session };
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
    if (method === "POST" && path === "/v1/checkout/sessions") return createSession(body);
    if (method === "POST" && path === "/v1/refunds") return createRefund(body);
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
    Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: session.payment_intent ?? randomId("pi_") });
    return session;
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
    /** The refunds made so far, by id. */
    refunds,
    /** What a new refund's status is (succeeded unless told: pending is a refund Stripe finishes later). */
    setRefundStatus(status: StandInRefund["status"]) {
      refundStatus = status;
    },
    /** The member pays on the checkout page (without the browser: the session is complete and paid). */
    pay: markPaid,
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
