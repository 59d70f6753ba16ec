/**
 * Receipts (docs/payments.md "Receipts"), read as a browser without JavaScript: the Billing view
 * lists the member's payments, and each receipt page carries every field of a UK VAT invoice,
 * for its owner only (anyone else's is a 404).
 */
import { test as base, describe, expect } from "vitest";
import { company } from "../../app/content/company";
import { findPlan, planChargePence } from "../../app/content/plans";
import { formatDate } from "../../app/utils/format";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { memberFixture, useFreeTrial, type Member } from "../support/factories";
import { pageWindow } from "../support/worker/page-window";
import { worker } from "../support/worker/shared-worker";

const { get, post, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());

const test = base.extend<{ buyer: Member; dealer: Member; stranger: Member }>({
  buyer: memberFixture(admin, { userType: "buyer", fullName: "Rita Receipt" }),
  dealer: memberFixture(admin, { userType: "trade_seller", fullName: "Dan Dealer", companyName: "Dealer Power Ltd" }),
  stranger: memberFixture(admin, { userType: "buyer" }),
});

const words = (element: { textContent: string | null } | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();

function documentOf(html: string) {
  // A line break separates words as a space does, for words().
  return pageWindow(html.replaceAll("<br/>", "<br/> "), worker.url).document;
}

/** The receipt as a reader sees it: each labelled fact, the "From" and "To" blocks, the line and the totals. */
function readReceipt(html: string) {
  const document = documentOf(html);
  const receipt = document.querySelector('article[aria-labelledby="receipt-title"]');
  const facts = Object.fromEntries([...(receipt?.querySelectorAll("dl > div") ?? [])].map((pair) => [words(pair.querySelector("dt")), words(pair.querySelector("dd"))]));
  const headers = [...(receipt?.querySelectorAll("thead th") ?? [])].map(words);
  const cells = [...(receipt?.querySelectorAll("tbody td") ?? [])].map(words);
  return {
    title: words(document.querySelector("h1")),
    facts,
    from: words(receipt?.querySelector('section[aria-labelledby="receipt-from"] address')),
    fromVat: words(receipt?.querySelector('section[aria-labelledby="receipt-from"] p')),
    to: words(receipt?.querySelector('section[aria-labelledby="receipt-to"] address')),
    toNote: words(receipt?.querySelector('section[aria-labelledby="receipt-to"] p')),
    line: Object.fromEntries(headers.map((header, index) => [header, cells[index]])),
  };
}

/** Pays for a plan (its trial used already, so its first week is charged and receipted). */
async function buyPlan(jar: Awaited<ReturnType<typeof signIn>>, memberId: string, plan: string) {
  const { count } = await admin.from("member_plans").select("id", { count: "exact", head: true }).eq("user_id", memberId).not("trial_ends_at", "is", null);
  if (!count) await useFreeTrial(admin, memberId);
  expect((await post(`/checkout?plan=${plan}`, { plan }, jar)).status).toBe(302);
  const { data } = await admin
    .from("payments")
    .select("id, reference, paid_at, receipt_number, amount_pence")
    .eq("user_id", memberId)
    .eq("plan_id", plan)
    .eq("status", "paid")
    .single();
  return data!;
}

const receiptNumber = (number: number) => `GM-R-${String(number).padStart(6, "0")}`;

describe("receipts", () => {
  test("Billing lists a buyer's plan payment; its receipt has every VAT-invoice field; another member gets a 404", async ({ buyer, stranger }) => {
    await admin
      .from("profiles")
      .update({ address1: "12 Meter Street", town: "Leeds", county: "West Yorkshire", postcode: "LS1 4AB" })
      .eq("id", buyer.id);
    const jar = await signIn(buyer);
    const payment = await buyPlan(jar, buyer.id, "priority-buyer");
    const number = receiptNumber(payment.receipt_number!);
    const href = `/dashboard/receipts/${payment.id}`;

    const billing = documentOf(await (await get("/dashboard?view=billing", jar)).text());
    expect(words(billing.querySelector("#dashboard-view-heading"))).toBe("Billing");
    const rows = [...billing.querySelectorAll('ul[aria-label="Receipts"] > li')];
    expect(rows.map((row) => ({ cells: [...row.children].map(words), link: row.querySelector("a")?.getAttribute("href") }))).toEqual([
      { cells: [formatDate(payment.paid_at!), "Priority Buyer plan, one week", number, "£8.95", "View receipt"], link: href },
    ]);
    // Account points to Billing rather than listing the payments again.
    const account = await (await get("/dashboard?view=account", jar)).text();
    expect(account).toContain('href="/dashboard?view=billing"');
    expect(account).not.toContain(number);

    const page = await get(href, jar);
    expect(page.status).toBe(200);
    const receipt = readReceipt(await page.text());
    expect(receipt.title).toBe("Receipt");
    const { data: plan } = await admin.from("member_plans").select("started_at, renews_at").eq("payment_id", payment.id).single();
    expect(receipt.facts).toEqual({
      "Receipt number": number,
      "Date of supply and payment": formatDate(payment.paid_at!),
      Net: "£7.46",
      "VAT at 20%": "£1.49",
      "Total paid": "£8.95",
      Payment: "Test mode (no card charged)",
      Reference: payment.reference,
    });
    expect(receipt.from).toBe(
      `${company.legalName} (${company.name}) ${company.address.street} ${company.address.locality} ${company.address.postcode} ${company.address.country}`,
    );
    expect(receipt.fromVat).toBe(`VAT number ${company.vatNumber}`);
    expect(receipt.to).toBe(`Rita Receipt 12 Meter Street Leeds West Yorkshire LS1 4AB United Kingdom ${buyer.email}`);
    expect(receipt.toNote).toBe("");
    expect(receipt.line).toEqual({
      Description: `Priority Buyer plan, one week ${formatDate(plan!.started_at)} to ${formatDate(plan!.renews_at)}`,
      Net: "£7.46",
      "VAT rate": "20%",
      VAT: "£1.49",
      Total: "£8.95",
    });

    // Someone else's receipt, a made-up one and a malformed id are all "not found"; signed out, sign in first.
    const strangerJar = await signIn(stranger);
    const theirs = await get(href, strangerJar);
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain(number);
    expect((await get(`/dashboard/receipts/${crypto.randomUUID()}`, jar)).status).toBe(404);
    expect((await get("/dashboard/receipts/not-a-payment", jar)).status).toBe(404);
    const signedOut = await get(href);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe(`/auth?redirectTo=${encodeURIComponent(href)}`);
  });

  test("a trade package: the price is the net with VAT added; the company is named; a card payment names Stripe and its PaymentIntent", async ({ dealer }) => {
    const jar = await signIn(dealer);
    const standard = findPlan("trade-standard")!;
    const payment = await buyPlan(jar, dealer.id, standard.id);
    expect(payment.amount_pence).toBe(planChargePence(standard));
    const receipt = readReceipt(await (await get(`/dashboard/receipts/${payment.id}`, jar)).text());
    expect(receipt.line).toMatchObject({ Net: "£49.95", "VAT rate": "20%", VAT: "£9.99", Total: "£59.94" });
    // No address on the profile: the name, company and email, and where to add an address.
    expect(receipt.to).toBe(`Dan Dealer Dealer Power Ltd ${dealer.email}`);
    expect(receipt.toNote).toBe("No address on your profile: add one in Account and it shows here.");

    // A payment the card provider completed (as complete_checkout_payment records it).
    const session = `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;
    const intent = `pi_test_${crypto.randomUUID().replaceAll("-", "")}`;
    const { data: card } = await admin
      .from("payments")
      .insert({
        user_id: dealer.id,
        purpose: "auction_fee",
        amount_pence: 4995,
        status: "paid",
        paid_at: new Date().toISOString(),
        provider: "stripe",
        checkout_session_id: session,
        provider_payment_id: intent,
        reference: `GM-${crypto.randomUUID().slice(0, 12).toUpperCase()}`,
      })
      .select("id, reference")
      .single();
    const paidByCard = readReceipt(await (await get(`/dashboard/receipts/${card!.id}`, jar)).text());
    expect(paidByCard.facts).toMatchObject({ Payment: "Paid by card (Stripe)", Reference: card!.reference, "Card payment reference": intent });
    expect(paidByCard.line).toEqual({ Description: "Auction admin fee", Net: "£41.62", "VAT rate": "20%", VAT: "£8.33", Total: "£49.95" });
  });
});
