/**
 * Buying a plan through the built Worker, posted as a browser without JavaScript posts it
 * (docs/payments.md): a pricing page's "Choose …" link keeps the plan through sign-in, the
 * checkout's one POST pays at the database's price and lands on /confirmation, which
 * confirms only the member's own paid plan payment (a made-up or someone else's session_id
 * confirms nothing), and the dashboard shows the plan and its receipt.
 */
import { test as base, describe, expect } from "vitest";
import { planChargePence, findPlan } from "../../app/content/plans";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { memberFixture, useFreeTrial, type Member } from "../support/factories";
import { expectServerError } from "../support/worker/server-errors";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const { get, post, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
const textOf = (html: string) => html.replace(/<[^>]+>/g, "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
const h1Of = (html: string) => textOf(html.match(/<h1[^>]*>([^]*?)<\/h1>/)?.[1] ?? "").trim();

const test = base.extend<{ dealer: Member; buyer: Member }>({
  dealer: memberFixture(admin, { userType: "trade_seller" }),
  buyer: memberFixture(admin, { userType: "buyer" }),
});

describe("buying a plan without JavaScript", () => {
  test("the chosen plan survives the sign-in gate; one POST starts the first plan's free trial at the SQL price and the confirmation and dashboard show it; when it ends, Billing has the first week's receipt", async ({ dealer }) => {
    // Signed out, /auth?plan=… keeps the plan as the page to return to after signing in.
    const auth = await get("/auth?plan=trade-premium");
    expect(await auth.text()).toContain('name="redirectTo" value="/checkout?plan=trade-premium"');
    const jar = await signIn(dealer);
    // Signed in, the same link goes straight to the checkout.
    const chosen = await get("/auth?plan=trade-premium", jar);
    expect(chosen.headers.get("location")).toBe("/checkout?plan=trade-premium");

    // A member's first plan starts with the 14-day free trial the terms promise.
    const checkout = textOf(await (await get("/checkout?plan=trade-premium", jar)).text());
    const charge = planChargePence(findPlan("trade-premium")!);
    expect(charge).toBe(10794);
    expect(checkout).toContain("14 days free, then £107.94 a week");
    expect(checkout).toContain("Start Premium: 14 days free");

    const started = await post("/checkout?plan=trade-premium", { plan: "trade-premium" }, jar);
    expect(started.status).toBe(302);
    const location = new URL(started.headers.get("location")!, "http://app");
    expect(location.pathname).toBe("/confirmation");
    expect(location.searchParams.get("plan")).toBe("trade-premium");
    expect(location.searchParams.get("success")).toBe("true");
    // Nothing is charged for the trial: the checkout's payment is closed, with no receipt.
    const { data: payment } = await admin.from("payments").select("id, amount_pence, reference, status, receipt_number").eq("user_id", dealer.id).single();
    expect(payment).toMatchObject({ id: location.searchParams.get("session_id"), amount_pence: charge, status: "cancelled", receipt_number: null });

    const confirmation = await (await get(`${location.pathname}${location.search}`, jar)).text();
    expect(h1Of(confirmation)).toBe("Subscription Confirmed");
    expect(textOf(confirmation)).toContain("Welcome to GenMarket Premium");
    expect(textOf(confirmation)).toContain(payment!.reference);
    expect(textOf(confirmation)).toMatch(/Free trialUntil .*, then £107\.94 inc\. VAT a week/);

    const overview = textOf(await (await get("/dashboard", jar)).text());
    expect(overview).toContain("Your plan");
    expect(overview).toMatch(/Premium, since .*; free trial until .*, then renews weekly/);
    expect(overview).toContain("20 of 20 ads left");
    const billing = textOf(await (await get("/dashboard?view=billing", jar)).text());
    expect(billing).toContain("Cancel at period end");
    expect(billing).not.toContain("Premium plan, one week");

    // Starting again the plan one is on is refused with the reason, and charges nothing.
    const again = await post("/checkout?plan=trade-premium", { plan: "trade-premium" }, jar);
    expect(again.status).toBe(409);
    expect(textOf(await again.text())).toContain("You are already on this plan");
    await expectServerError(/^checkout: paying for trade-premium[^]*You are already on this plan/);
    expect((await admin.from("payments").select("id").eq("user_id", dealer.id)).data).toHaveLength(1);

    // The trial ends: the plans' clock charges the first week (as if paid, in test mode), and
    // Billing lists its receipt (what tests/e2e/plans.spec.ts read in a browser after its sign-up).
    const { data: trial } = await admin.from("member_plans").select("id").eq("user_id", dealer.id).is("ended_at", null).single();
    const past = (ms: number) => new Date(Date.now() - ms).toISOString();
    await admin.from("member_plans").update({ started_at: past(15 * 86_400_000), renews_at: past(60_000) }).eq("id", trial!.id);
    expect((await admin.rpc("end_lapsed_plans")).error).toBeNull();
    const { data: charged } = await admin.from("payments").select("reference").eq("user_id", dealer.id).eq("status", "paid").single();
    const visitor = await new Visitor(worker, jar).open("/dashboard?view=billing");
    expectText(visitor, /Premium, since .*; renews /);
    const receipt = [...visitor.document.querySelectorAll('[aria-label="Receipts"] li')].find((item) => item.textContent?.includes("Premium plan, one week"));
    expect(receipt?.textContent).toContain("£107.94");
    await visitor.follow(/^Receipt GM-R-\d{6}: Premium plan, one week$/);
    expect(visitor.text("h1")).toBe("Receipt");
    const line = [...visitor.document.querySelectorAll("tr")].find((row) => row.textContent?.includes("Premium plan, one week"))!;
    expect([...line.querySelectorAll("td")].map((cell) => cell.textContent?.trim())).toEqual(expect.arrayContaining(["£89.95", "20%", "£17.99", "£107.94"]));
    expectText(visitor, charged!.reference);
    visitor.close();
  });

  test("a later plan has no trial: its first week is paid at once, with its receipt; Cancel at period end keeps it to the period's end", async ({ dealer }) => {
    await useFreeTrial(admin, dealer.id);
    const jar = await signIn(dealer);
    expect(textOf(await (await get("/checkout?plan=trade-single", jar)).text())).toContain("Pay £11.94 and start Single Ad");
    const paid = await post("/checkout?plan=trade-single", { plan: "trade-single" }, jar);
    expect(paid.status).toBe(302);
    const { data: payment } = await admin.from("payments").select("id, status").eq("user_id", dealer.id).single();
    expect(payment).toMatchObject({ status: "paid" });
    const billing = await (await get("/dashboard?view=billing", jar)).text();
    expect(textOf(billing)).toContain("Single Ad plan, one week");
    expect(billing).toContain(`href="/dashboard/receipts/${payment!.id}"`);

    const cancelled = await post("/dashboard?view=billing", { intent: "cancel-plan" }, jar);
    expect(cancelled.status).toBe(302);
    const after = textOf(await (await get("/dashboard?view=billing", jar)).text());
    expect(after).toMatch(/Single Ad, since .*; cancelled: ends on /);
    expect(after).not.toContain("Cancel at period end");
    expect(await admin.from("member_plans").select("plan_id, ended_at, cancel_at_period_end").eq("user_id", dealer.id).is("ended_at", null).single()).toMatchObject({
      data: { plan_id: "trade-single", cancel_at_period_end: true },
    });
  });

  test("a trade package is refused to a buyer with the reason; an unknown plan is a 404", async ({ buyer }) => {
    const jar = await signIn(buyer);
    const refused = await post("/checkout?plan=trade-standard", { plan: "trade-standard" }, jar);
    expect(refused.status).toBe(403);
    expect(textOf(await refused.text())).toContain("Trade packages are for trade seller accounts");
    await expectServerError(/^checkout: paying for trade-standard[^]*Trade packages are for trade seller accounts/);
    expect((await get("/checkout?plan=platinum", jar)).status).toBe(404);
    expect((await admin.from("payments").select("id").eq("user_id", buyer.id)).data).toEqual([]);
    expect((await admin.from("member_plans").select("id").eq("user_id", buyer.id)).data).toEqual([]);
  });
});

// What tests/e2e/payment-forms.spec.ts's first test does with JavaScript, through Billing's own form.
test("a member on a free trial cancels at period end from Billing's button; the plan says when it ends", async ({ buyer }) => {
  const jar = await signIn(buyer);
  expect((await post("/checkout?plan=priority-buyer", { plan: "priority-buyer" }, jar)).status).toBe(302);
  const visitor = new Visitor(worker, jar);
  await visitor.open("/dashboard?view=billing");
  const plan = 'section[aria-labelledby="plan-heading"]';
  expectText(visitor, "free trial until", plan);
  await visitor.press("Cancel at period end", { within: plan });
  expect(visitor.path).toBe("/dashboard?view=billing");
  expectText(visitor, /cancelled: ends on/, plan);
  expect(visitor.text(plan)).not.toContain("Cancel at period end");
  expect(await admin.from("member_plans").select("plan_id, cancel_at_period_end").eq("user_id", buyer.id).is("ended_at", null).single()).toMatchObject({
    data: { plan_id: "priority-buyer", cancel_at_period_end: true },
  });
  visitor.close();
});

describe("/confirmation", () => {
  test("a made-up, malformed or someone else's session_id confirms nothing", async ({ buyer, dealer }) => {
    const jar = await signIn(buyer);
    const madeUp = await get(`/confirmation?session_id=${crypto.randomUUID()}&plan=priority-buyer&success=true`, jar);
    expect(madeUp.status).toBe(404);
    const madeUpHtml = await madeUp.text();
    expect(h1Of(madeUpHtml)).toBe("Nothing to Confirm");
    expect(textOf(madeUpHtml)).not.toContain("Welcome to GenMarket");
    expect(madeUpHtml).toContain('<meta name="robots" content="noindex"/>');
    const hostile = await get(`/confirmation?session_id=${encodeURIComponent("<b>x</b>")}&plan=${encodeURIComponent("<i>")}`, jar);
    expect(h1Of(await hostile.text())).toBe("Nothing to Confirm");

    // The dealer's real payment is theirs alone.
    const dealerJar = await signIn(dealer);
    const paid = await post("/checkout?plan=trade-single", { plan: "trade-single" }, dealerJar);
    const location = paid.headers.get("location")!;
    expect(h1Of(await (await get(location, dealerJar)).text())).toBe("Subscription Confirmed");
    expect(h1Of(await (await get(location, jar)).text())).toBe("Nothing to Confirm");

    const cancelled = await get("/confirmation?plan=trade-standard&success=false", jar);
    expect(h1Of(await cancelled.text())).toBe("Subscription Not Completed");
    expect(cancelled.headers.get("cache-control") ?? "").not.toContain("public");
  });

  test("a visitor is asked to sign in first", async () => {
    const response = await get(`/confirmation?session_id=${crypto.randomUUID()}&plan=trade-standard&success=true`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
  });
});
