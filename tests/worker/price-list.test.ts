/**
 * One price list (docs/payments.md): every price on the pricing, audience, sell and sign-in pages and
 * on the sell wizard's Pricing step, read from the HTML a browser without JavaScript gets, is
 * a price from app/content/plans.ts with its period and VAT note; the listing fee the
 * wizard takes at Publish and each weekly plan's payment are the amounts shown, as the
 * dashboard's receipts say. Any other £ figure on those pages fails.
 */
import { readFileSync } from "node:fs";
import { test as base, describe, expect } from "vitest";
import {
  auctionAdminFee,
  auctionCommissionTiers,
  auctionWorkedExample,
  buyerPlans,
  listingOptionPriceText,
  listingOptions,
  membershipPlans,
  planChargePence,
  planPriceText,
  privateSellerPlans,
  subscriptionPlans,
  tradeSellerPlans,
  vatIncludedIn,
  type Plan,
} from "../../app/content/plans";
import { formatGBP } from "../../app/utils/format";
import { formatPence } from "../../app/utils/receipts";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { addListingPhoto, createListing, memberFixture, useFreeTrial, type Member } from "../support/factories";
import { worker } from "../support/worker/shared-worker";

const { get, post, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
const PNG = new Uint8Array(readFileSync(new URL("../fixtures/generator-panel.png", import.meta.url)));

const test = base.extend<{ seller: Member; dealer: Member; buyer: Member }>({
  seller: memberFixture(admin, { userType: "private_seller" }),
  dealer: memberFixture(admin, { userType: "trade_seller" }),
  buyer: memberFixture(admin, { userType: "buyer" }),
});

/** Text as a reader sees it: tags dropped, entities decoded, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

const mainOf = (html: string) => html.match(/<main[^>]*>([^]*)<\/main>/)?.[1] ?? "";
const figuresIn = (text: string) => [...text.matchAll(/£\d[\d,]*(?:\.\d+)?/g)].map(([figure]) => figure);

/** Every £ figure plans.ts produces: plan and option prices, the admin fee, the commission tiers and worked example. */
const knownFigures = new Set([
  ...[...buyerPlans, ...privateSellerPlans, ...tradeSellerPlans, ...membershipPlans].map((plan) => formatGBP(plan.price)),
  ...listingOptions.map((option) => formatGBP(option.price)),
  formatGBP(auctionAdminFee),
  ...auctionCommissionTiers.flatMap((tier) => figuresIn(tier.label)),
  ...[auctionWorkedExample.salePrice, auctionWorkedExample.commission, auctionWorkedExample.vat, auctionWorkedExample.total].map(formatGBP),
  formatGBP(auctionWorkedExample.salePrice - auctionWorkedExample.total),
]);

/** Each plan card's price line (amount, period, VAT note), by plan id. */
function cardPrices(html: string) {
  return Object.fromEntries(
    [...html.matchAll(/<p [^>]*data-price-plan="([^"]+)"[^>]*>([^]*?)<\/p>/g)].map(([, id, inner]) => [id, textOf(inner!)]),
  );
}

/** A listing option's name, its badge if any, then its price: "Basic Listing £20 for 30 days inc. VAT". */
const optionLine = (option: (typeof listingOptions)[number]) =>
  new RegExp(`${option.name} (Recommended )?${listingOptionPriceText(option).replace(/[.+]/g, "\\$&")}`);

const expected = (plans: Plan[]) => Object.fromEntries(plans.map((plan) => [plan.id, planPriceText(plan)]));

async function pageHtml(path: string, jar?: Parameters<typeof get>[1]) {
  const response = await get(path, jar);
  expect(response.status, path).toBe(200);
  return response.text();
}

function expectOnlyKnownFigures(path: string, html: string) {
  const unknown = figuresIn(textOf(mainOf(html))).filter((figure) => !knownFigures.has(figure));
  expect(unknown, `${path}: £ figures not from plans.ts`).toEqual([]);
}

describe("every price shown is plans.ts's, with its period and VAT", () => {
  test.each([
    ["/pricing", [...buyerPlans, ...privateSellerPlans, ...tradeSellerPlans, ...membershipPlans]],
    ["/buyers", buyerPlans],
    ["/private-sellers", privateSellerPlans],
    ["/trade-sellers", tradeSellerPlans],
    ["/auth", membershipPlans],
  ] as const)("%s", async (path, plans) => {
    const html = await pageHtml(path);
    expect(cardPrices(html)).toEqual(expected([...plans]));
    expectOnlyKnownFigures(path, html);
  });

  test("/pricing states the auction fee and commission with their VAT", async () => {
    const text = textOf(mainOf(await pageHtml("/pricing")));
    expect(text).toContain(`A ${formatGBP(auctionAdminFee)} admin fee per auction (inc. VAT)`);
    for (const tier of auctionCommissionTiers) expect(text).toContain(`${tier.label} ${Math.round(tier.rate * 100)}% + VAT`);
  });

  test("/auth?plan=… names the plan at its price and marks its audience's card, for every plan a link carries", async () => {
    for (const plan of [...buyerPlans, ...tradeSellerPlans].filter((candidate) => candidate.link.startsWith("/auth?plan="))) {
      const html = await pageHtml(plan.link);
      const text = textOf(mainOf(html));
      expect(text, plan.id).toContain(`You chose the ${plan.name} plan (${planPriceText(plan)})`);
      expect(cardPrices(html), plan.id).toEqual(expected(membershipPlans));
      const chosenCard = html
        .match(/<article [^>]*>/g)
        ?.find((tag) => tag.includes('aria-current="true"'))
        ?.match(/aria-labelledby="plan-([^"]+)"/)?.[1];
      expect(chosenCard, plan.id).toBe(plan.id === "priority-buyer" ? "buyer" : "trade-seller");
      expectOnlyKnownFigures(plan.link, html);
    }
  });

  test("/sell-generator shows the wizard's two options at their prices", async () => {
    const html = await pageHtml("/sell-generator");
    const text = textOf(mainOf(html));
    for (const option of listingOptions) expect(text).toMatch(optionLine(option));
    expectOnlyKnownFigures("/sell-generator", html);
  });

  test("the wizard's Pricing step offers the options at plans.ts's prices; Publish on Review charges the chosen one's, as the receipt says", async ({ seller }) => {
    const draft = await createListing(admin, seller.id, { status: "draft", type: "dieselStandby" });
    await addListingPhoto(admin, { sellerId: seller.id, listingId: draft.id, bytes: PNG, contentType: "image/png", extension: "png" });
    const jar = await signIn(seller);
    const stepPath = `/sell-generator?edit=${draft.id}&step=4`;
    const html = await pageHtml(stepPath, jar);
    const options = textOf(html.match(/<fieldset[^>]*>([^]*?)<\/fieldset>/)?.[1] ?? "");
    expect(options).toContain("Listing Option");
    for (const option of listingOptions) expect(options).toMatch(optionLine(option));
    expect(figuresIn(options).filter((figure) => !knownFigures.has(figure))).toEqual([]);

    const enhanced = listingOptions.find((option) => option.key === "enhanced")!;
    const next = await post(
      stepPath,
      { intent: "next", askingPrice: "12500", vatStatus: "vat-na", postcode: "LS10 1AB", listingOption: enhanced.key },
      jar,
    );
    expect(next.status).toBe(302);
    // Next on Pricing charges nothing: the fee is taken at Publish.
    expect((await admin.from("payments").select("id").eq("listing_id", draft.id)).data).toEqual([]);
    const reviewPath = `/sell-generator?edit=${draft.id}&step=5`;
    const review = textOf(await pageHtml(reviewPath, jar));
    expect(review).toContain(`Publishing pays ${formatGBP(enhanced.price)} inc. VAT (VAT ${formatGBP(vatIncludedIn(enhanced.price))}) for the ${enhanced.name}`);
    expect(review).toContain("the fee carries over");
    expect(review).toContain(`Pay ${formatGBP(enhanced.price)} and Publish`);

    expect((await post(reviewPath, { intent: "publish" }, jar)).status).toBe(302);
    const { data: payments } = await admin.from("payments").select("amount_pence, listing_option, status, reference").eq("listing_id", draft.id);
    expect(payments).toEqual([{ amount_pence: Math.round(enhanced.price * 100), listing_option: enhanced.key, status: "paid", reference: expect.any(String) }]);
    const billing = textOf(await pageHtml("/dashboard?view=billing", jar));
    expect(billing).toContain(`${enhanced.name}: `);
    expect(billing).toContain(formatPence(Math.round(enhanced.price * 100)));
  });

  test("each weekly plan's checkout shows plans.ts's price, and the payment records it (VAT added to trade packages)", async ({ dealer, buyer }) => {
    // Their free trials used, so each plan is charged from its first week.
    await useFreeTrial(admin, dealer.id);
    await useFreeTrial(admin, buyer.id);
    for (const plan of subscriptionPlans) {
      const jar = await signIn(plan.id === "priority-buyer" ? buyer : dealer);
      const checkoutPath = `/checkout?plan=${plan.id}`;
      const text = textOf(mainOf(await pageHtml(checkoutPath, jar)));
      const charge = formatGBP(planChargePence(plan) / 100);
      expect(text, plan.id).toContain(planPriceText(plan));
      expect(text, plan.id).toContain(`Pay ${charge} and start ${plan.name}`);
      expect((await post(checkoutPath, { plan: plan.id }, jar)).status, plan.id).toBe(302);
      const { data: payment } = await admin.from("payments").select("amount_pence").eq("plan_id", plan.id).eq("status", "paid").in("user_id", [dealer.id, buyer.id]).single();
      const pence = Math.round(plan.price * 100);
      expect(payment?.amount_pence, plan.id).toBe(plan.vat === "added" ? Math.round(pence * 1.2) : pence);
      const billing = textOf(await pageHtml("/dashboard?view=billing", jar));
      expect(billing, plan.id).toContain(`${plan.name} plan, one week`);
      expect(billing, plan.id).toContain(formatPence(planChargePence(plan)));
    }
  });
});
