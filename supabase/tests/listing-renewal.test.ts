/**
 * Renew on an expired listing (supabase/schemas/30-payments.sql, public.renew_listing;
 * docs/sellers-portal.md, docs/payments.md): a new period paid for as publishing pays for one.
 * A private seller's pending renewal payment at the option's price, reused on a double click,
 * renews the same listing once paid (the local provider, or a card checkout on Stripe's word);
 * a trade seller renews from their package's allowance at once. Only the owner, only an
 * expired listing; every refusal in words with nothing written. The renewal is a receipt like
 * any payment, and the listing expires (and is emailed) again at the end of its new period.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listingOptions } from "../../app/content/plans.ts";
import { addListingPhoto, createConversation, createListing, createMember, setMemberPlan } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

const DAY_MS = 86_400_000;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

type PaymentRow = {
  id: string;
  purpose: string;
  status: string;
  listing_option: string;
  amount_pence: number;
  receipt_number: number | null;
  vat_pence: number | null;
};

let backend: TestBackend;
let service: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  service = backend.client("service_role");
  anon = backend.client();
});

afterAll(async () => {
  await backend?.close();
});

async function member(userType: "buyer" | "private_seller" | "trade_seller" = "private_seller") {
  const made = await createMember(service, { userType });
  return { id: made.id, client: (await backend.signedInClient(made.email, made.password)).client };
}

/** A listing whose period ended (the clock marked it expired), with a photo. */
async function expiredListing(sellerId: string, overrides: Record<string, unknown> = {}) {
  const listing = await createListing(service, sellerId, {
    status: "expired",
    listing_option: "basic",
    published_at: new Date(Date.now() - 40 * DAY_MS).toISOString(),
    expires_at: new Date(Date.now() - 10 * DAY_MS).toISOString(),
    ...overrides,
  });
  await addListingPhoto(service, { sellerId, listingId: listing.id, bytes: PNG, contentType: "image/png", extension: "png" });
  return listing;
}

const row = async (id: string) =>
  (await service.from("generator_listings").select("id, status, listing_option, featured, featured_until, expires_at").eq("id", id).single()).data!;

const paymentsOf = async (listingId: string) =>
  ((await service.from("payments").select("*").eq("listing_id", listingId).order("created_at")).data ?? []) as PaymentRow[];

async function renew(client: SupabaseClient, listingId: string, option?: string) {
  const { data, error } = await client.rpc("renew_listing", { p_listing_id: listingId, ...(option ? { p_option: option } : {}) });
  return { data: data as PaymentRow[] | null, error };
}

/** The period's end is now + days, give or take the test's own time. */
function expectEndsIn(expiresAt: string, days: number) {
  expect(Math.abs(Date.parse(expiresAt) - (Date.now() + days * DAY_MS))).toBeLessThan(60_000);
}

describe("a seller who pays per listing", () => {
  test("renew_listing starts one payment at the option's price (a double click reuses it); paying renews the same listing", async () => {
    const seller = await member();
    const buyer = await member("buyer");
    const listing = await expiredListing(seller.id);
    const thread = await createConversation(service, { buyerId: buyer.id, sellerId: seller.id, listingId: listing.id });

    const first = await renew(seller.client, listing.id, "basic");
    expect(first.error).toBeNull();
    const [basic] = first.data!;
    const basicPrice = listingOptions.find((option) => option.key === "basic")!.price;
    expect(basic).toMatchObject({ purpose: "listing_renewal", status: "pending", listing_option: "basic", amount_pence: basicPrice * 100 });
    // A second press finds the same payment, so one checkout opens.
    expect((await renew(seller.client, listing.id, "basic")).data!.map((payment) => payment.id)).toEqual([basic!.id]);
    // Nothing changes until it is paid.
    expect((await row(listing.id)).status).toBe("expired");

    // Choosing the other option replaces the unfinished payment.
    const enhanced = (await renew(seller.client, listing.id, "enhanced")).data![0]!;
    expect(enhanced).toMatchObject({ listing_option: "enhanced", amount_pence: listingOptions.find((option) => option.key === "enhanced")!.price * 100 });
    expect((await paymentsOf(listing.id)).map((payment) => [payment.listing_option, payment.status])).toEqual([
      ["basic", "cancelled"],
      ["enhanced", "pending"],
    ]);

    const paid = await seller.client.rpc("complete_simulated_payment", { p_payment_id: enhanced.id }).single<PaymentRow>();
    expect(paid.error).toBeNull();
    expect(paid.data).toMatchObject({ status: "paid", purpose: "listing_renewal" });
    // A receipt like any payment: numbered, with its VAT.
    expect(paid.data!.receipt_number).toBeGreaterThan(0);
    expect(paid.data!.vat_pence).toBe(Math.round((enhanced.amount_pence * 0.2) / 1.2));

    // The same listing, live again for the Enhanced period and featured through it; its photo and
    // its conversation are still its own; the public sees it again.
    const renewed = await row(listing.id);
    expect(renewed).toMatchObject({ id: listing.id, status: "active", listing_option: "enhanced", featured: true });
    expectEndsIn(renewed.expires_at!, 60);
    expect(renewed.featured_until).toBe(renewed.expires_at);
    expect((await service.from("listing_photos").select("id").eq("listing_id", listing.id)).data).toHaveLength(1);
    expect((await service.from("conversation_threads").select("listing_id").eq("id", thread.id).single()).data).toEqual({ listing_id: listing.id });
    expect((await anon.from("generator_listings").select("id").eq("id", listing.id)).data).toEqual([{ id: listing.id }]);

    // Completing it again changes nothing; renewing again is refused with the date it runs to.
    expect((await seller.client.rpc("complete_simulated_payment", { p_payment_id: enhanced.id }).single<PaymentRow>()).data!.status).toBe("paid");
    const again = await renew(seller.client, listing.id, "basic");
    expect(again.error).toMatchObject({ code: "GM409" });
    expect(again.error!.message).toMatch(/^This listing is live until \d{1,2} [A-Z][a-z]{2} \d{4}: only an expired listing can be renewed$/);
    expect((await paymentsOf(listing.id)).filter((payment) => payment.status !== "cancelled")).toHaveLength(1);
    expect((await row(listing.id)).expires_at).toBe(renewed.expires_at);
  });

  test("a Basic renewal of an Enhanced listing runs the Basic period, unfeatured; the receipt reads it as a renewal", async () => {
    const seller = await member();
    const listing = await expiredListing(seller.id, { listing_option: "enhanced", featured: true, featured_until: new Date(Date.now() - 10 * DAY_MS).toISOString() });
    const payment = (await renew(seller.client, listing.id, "basic")).data![0]!;
    await seller.client.rpc("complete_simulated_payment", { p_payment_id: payment.id });
    const renewed = await row(listing.id);
    expect(renewed).toMatchObject({ status: "active", listing_option: "basic", featured: false, featured_until: null });
    expectEndsIn(renewed.expires_at!, 30);
    // Promote stays once per listing: a listing promoted in an earlier period is refused in words.
    await service.from("payments").insert({
      user_id: seller.id, listing_id: listing.id, purpose: "listing_upgrade", listing_option: "enhanced", amount_pence: 1500,
      status: "paid", paid_at: new Date(Date.now() - 20 * DAY_MS).toISOString(), provider: "simulated", reference: `GM-UP${Date.now()}`,
    });
    const promote = await seller.client.rpc("start_listing_upgrades", { p_listing_ids: [listing.id] });
    expect(promote.error).toMatchObject({ code: "GM409" });
    expect(promote.error!.message).toMatch(/has been promoted once already: renew it as Enhanced/);
    // Billing reads it (row-level security: their own payments).
    const own = await seller.client.from("payments").select("id, purpose, status, generator_listings(title)").eq("id", payment.id).single();
    expect(own.data).toMatchObject({ purpose: "listing_renewal", status: "paid", generator_listings: { title: listing.title } });
  });

  test("a renewal paid by card applies once on Stripe's word; a replaced one paid after the listing was renewed is refused for staff", async () => {
    const seller = await member();
    const listing = await expiredListing(seller.id);
    const basic = (await renew(seller.client, listing.id, "basic")).data![0]!;
    const session = `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;
    const recorded = await seller.client.rpc("record_checkout_session", {
      p_payment_ids: [basic.id],
      p_session_id: session,
      p_url: "https://checkout.stripe.com/c/pay/x",
      p_expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    expect(recorded.error).toBeNull();
    // The seller then chose Enhanced instead and paid that one at once.
    const enhanced = (await renew(seller.client, listing.id, "enhanced")).data![0]!;
    await seller.client.rpc("complete_simulated_payment", { p_payment_id: enhanced.id });
    const renewed = await row(listing.id);
    expect(renewed).toMatchObject({ status: "active", listing_option: "enhanced" });

    // The first checkout, paid after all: refused (staff refund it), and the listing is left as it is.
    const late = await service.rpc("complete_checkout_payment", { p_session_id: session, p_amount_pence: basic.amount_pence, p_currency: "gbp", p_provider: "stripe" });
    expect(late.error).toMatchObject({ code: "GM409" });
    expect(await row(listing.id)).toEqual(renewed);

    // Another expired listing, paid by card: the webhook event renews it, once.
    const other = await expiredListing(seller.id);
    const payment = (await renew(seller.client, other.id, "basic")).data![0]!;
    const otherSession = `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;
    await seller.client.rpc("record_checkout_session", {
      p_payment_ids: [payment.id],
      p_session_id: otherSession,
      p_url: "https://checkout.stripe.com/c/pay/y",
      p_expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    // Members cannot complete it themselves.
    const event = { p_session_id: otherSession, p_amount_pence: payment.amount_pence, p_currency: "gbp", p_provider: "stripe", p_event_id: `evt_${crypto.randomUUID()}`, p_event_type: "checkout.session.completed" };
    expect((await seller.client.rpc("complete_checkout_payment", event)).error).not.toBeNull();
    expect((await service.rpc("complete_checkout_payment", event)).error).toBeNull();
    const first = await row(other.id);
    expect(first.status).toBe("active");
    expectEndsIn(first.expires_at!, 30);
    expect((await service.rpc("complete_checkout_payment", event)).error).toBeNull();
    expect(await row(other.id)).toEqual(first);
  });
});

describe("a trade seller", () => {
  test("renews from their package's allowance at once, with no payment; without a package or room, the allowance rule's words", async () => {
    const dealer = await member("trade_seller");
    const listing = await expiredListing(dealer.id, { listing_option: null });
    const none = await renew(dealer.client, listing.id);
    expect(none.error).toMatchObject({ code: "GM402" });
    expect(none.error!.message).toMatch(/Trade listings run on a trade package/);
    expect((await row(listing.id)).status).toBe("expired");

    await setMemberPlan(service, dealer.id, "trade-single");
    // Single Ad's one ad is taken by a live listing: no room.
    const live = await createListing(service, dealer.id);
    const full = await renew(dealer.client, listing.id);
    expect(full.error).toMatchObject({ code: "GM409" });
    expect(full.error!.message).toMatch(/Single Ad package allows 1 active ad/);
    expect((await row(listing.id)).status).toBe("expired");

    await service.from("generator_listings").update({ status: "sold" }).eq("id", live.id);
    const renewed = await renew(dealer.client, listing.id);
    expect(renewed).toMatchObject({ error: null, data: [] });
    const after = await row(listing.id);
    expect(after).toMatchObject({ status: "active", featured: false, listing_option: null });
    expectEndsIn(after.expires_at!, listingOptions.find((option) => option.key === "basic")!.days);
    expect(await paymentsOf(listing.id)).toEqual([]);
    // A second press: refused, nothing more taken from the allowance.
    expect((await renew(dealer.client, listing.id)).error).toMatchObject({ code: "GM409" });
  });
});

describe("refusals", () => {
  test("not the owner, not expired, no option, signed out: refused in words, nothing written", async () => {
    const seller = await member();
    const other = await member();
    const listing = await expiredListing(seller.id);
    const others = await renew(other.client, listing.id, "basic");
    expect(others.error).toMatchObject({ code: "GM404", message: "Listing not found" });
    expect((await renew(other.client, crypto.randomUUID(), "basic")).error?.code).toBe("GM404");
    expect((await renew(anon, listing.id, "basic")).error).not.toBeNull();
    const noOption = await renew(seller.client, listing.id);
    expect(noOption.error).toMatchObject({ code: "GM400", message: "Choose Basic or Enhanced to renew this listing" });
    expect((await renew(seller.client, listing.id, "gold")).error?.code).toBe("GM400");
    for (const status of ["draft", "pending", "sold", "rejected", "inactive"]) {
      const notExpired = await createListing(service, seller.id);
      await service.from("generator_listings").update({ status }).eq("id", notExpired.id);
      const refused = await renew(seller.client, notExpired.id, "basic");
      expect(refused.error).toMatchObject({ code: "GM409", message: "Only an expired listing can be renewed" });
      expect(await paymentsOf(notExpired.id)).toEqual([]);
    }
    expect(await paymentsOf(listing.id)).toEqual([]);
    expect((await row(listing.id)).status).toBe("expired");
    // Owners still cannot write the status or the period themselves.
    expect((await seller.client.from("generator_listings").update({ status: "active" }).eq("id", listing.id)).error?.code).toBe("42501");
    expect((await seller.client.from("generator_listings").update({ expires_at: new Date().toISOString() }).eq("id", listing.id)).error?.code).toBe("42501");
  });

  test("a pending renewal is not completed once the listing was renewed meanwhile", async () => {
    const seller = await member();
    const listing = await expiredListing(seller.id);
    const payment = (await renew(seller.client, listing.id, "basic")).data![0]!;
    // Renewed another way meanwhile (staff, or a second tab's payment).
    await service.from("generator_listings").update({ status: "active", expires_at: new Date(Date.now() + DAY_MS).toISOString() }).eq("id", listing.id);
    const refused = await seller.client.rpc("complete_simulated_payment", { p_payment_id: payment.id });
    expect(refused.error).toMatchObject({ code: "GM409", message: "This listing has been renewed already" });
    expect((await paymentsOf(listing.id))[0]!.status).toBe("pending");
  });
});

describe("the next period", () => {
  test("a renewed listing expires again at its new end, and its seller is emailed again", async () => {
    const seller = await member();
    const listing = await expiredListing(seller.id);
    const payment = (await renew(seller.client, listing.id, "basic")).data![0]!;
    await seller.client.rpc("complete_simulated_payment", { p_payment_id: payment.id });
    const expiredEmails = async () =>
      (await backend.db.query("select idempotency_key from private.outgoing_emails where recipient_id = $1 and kind = 'listing_expired'", [seller.id])).rows;
    await service.from("generator_listings").update({ expires_at: new Date(Date.now() - 60_000).toISOString() }).eq("id", listing.id);
    expect((await service.rpc("queue_reminder_emails")).error).toBeNull();
    expect((await row(listing.id)).status).toBe("expired");
    expect(await expiredEmails()).toHaveLength(1);
    // Renewed and over again: a second email, for the second period.
    const second = (await renew(seller.client, listing.id, "basic")).data![0]!;
    await seller.client.rpc("complete_simulated_payment", { p_payment_id: second.id });
    await service.from("generator_listings").update({ expires_at: new Date(Date.now() - 30_000).toISOString() }).eq("id", listing.id);
    await service.rpc("queue_reminder_emails");
    expect(await expiredEmails()).toHaveLength(2);
  });
});
