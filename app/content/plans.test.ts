import { describe, expect, test } from "vitest";
import {
  auctionCommission,
  auctionWorkedExample,
  audienceOf,
  buyerPlans,
  findPlan,
  findSubscriptionPlan,
  listingOptions,
  membershipPlans,
  planChargePence,
  planPriceText,
  privateSellerPlans,
  tradeSellerPlans,
} from "./plans";

describe("auction commission", () => {
  test("the worked example: £25,000 gives £2,500 commission plus £500 VAT", () => {
    expect(auctionWorkedExample).toMatchObject({ salePrice: 25_000, commission: 2_500, vat: 500, total: 3_000 });
  });

  test("each tier charges the whole price at its rate, edges included", () => {
    expect(auctionCommission(15_000)).toMatchObject({ commission: 1_800, vat: 360 });
    expect(auctionCommission(15_001)).toMatchObject({ commission: 1_500.1, vat: 300.02 });
    expect(auctionCommission(40_000)).toMatchObject({ commission: 4_000, vat: 800 });
    expect(auctionCommission(40_001)).toMatchObject({ commission: 3_200.08, vat: 640.02 });
  });
});

describe("plans", () => {
  test("one price list: per listing or auction for private sellers, weekly for dealers and Priority Buyers", () => {
    const summary = (plans: typeof buyerPlans) => plans.map((plan) => ({ id: plan.id, price: planPriceText(plan), link: plan.link }));
    expect(summary(buyerPlans)).toEqual([
      { id: "basic-buyer", price: "Free", link: "/listings" },
      { id: "priority-buyer", price: "£8.95 per week inc. VAT", link: "/auth?plan=priority-buyer" },
    ]);
    expect(summary(privateSellerPlans)).toEqual([
      { id: "private-basic", price: "£20 for 30 days inc. VAT", link: "/sell-generator" },
      { id: "private-enhanced", price: "£35 for 60 days inc. VAT", link: "/sell-generator" },
      { id: "private-auction", price: "£49.95 per auction inc. VAT", link: "/create-auction" },
    ]);
    expect(summary(tradeSellerPlans)).toEqual([
      { id: "trade-single", price: "£9.95 per week + VAT", link: "/auth?plan=trade-single" },
      { id: "trade-standard", price: "£49.95 per week + VAT", link: "/auth?plan=trade-standard" },
      { id: "trade-premium", price: "£89.95 per week + VAT", link: "/auth?plan=trade-premium" },
    ]);
  });

  test("the private listing plans are the wizard's listing options", () => {
    expect(privateSellerPlans.slice(0, 2).map(({ name, price, days }) => ({ name, price, days }))).toEqual(
      listingOptions.map(({ name, price, days }) => ({ name, price, days })),
    );
  });

  test("/auth's three membership cards sum up the three audiences' own plans", () => {
    expect(membershipPlans.map((card) => [card.name, planPriceText(card)])).toEqual([
      ["Buyer", "Free"],
      ["Private Seller", "from £20 for 30 days inc. VAT"],
      ["Trade Seller", "from £9.95 per week + VAT"],
    ]);
    expect(membershipPlans[0]!.features).toContain("Priority Buyer: £8.95 per week inc. VAT");
    expect(membershipPlans[1]!.features).toContain("Timed Auction: £49.95 per auction inc. VAT");
    expect(membershipPlans[2]!.features).toContain("Standard: £49.95 per week + VAT (Up to 10 ads)");
    expect(audienceOf(findPlan("trade-standard")!)?.id).toBe("trade-seller");
    expect(audienceOf(findPlan("priority-buyer")!)?.id).toBe("buyer");
    expect(audienceOf(findPlan("private-enhanced")!)?.id).toBe("private-seller");
  });

  test("subscription plans are found by key or name in any case", () => {
    expect(findSubscriptionPlan("PREMIUM")?.id).toBe("trade-premium");
    expect(findSubscriptionPlan(" priority buyer ")?.id).toBe("priority-buyer");
    expect(findSubscriptionPlan("basic-buyer")).toBeUndefined();
    expect(findSubscriptionPlan("pro")).toBeUndefined();
    expect(findSubscriptionPlan(null)).toBeUndefined();
  });

  test("a week is charged with VAT added to trade packages and included for buyers", () => {
    expect(planChargePence(findPlan("trade-standard")!)).toBe(5994);
    expect(planChargePence(findPlan("priority-buyer")!)).toBe(895);
  });

  test("every plan an /auth?plan= link carries can be found again by its key", () => {
    const linkedKeys = [...membershipPlans, ...buyerPlans, ...privateSellerPlans, ...tradeSellerPlans]
      .map((plan) => new URL(plan.link, "https://genmarket.test").searchParams.get("plan"))
      .filter((key): key is string => Boolean(key));
    expect(linkedKeys).toHaveLength(4);
    for (const key of linkedKeys) expect(findPlan(key)?.id).toBe(key);
    expect(findPlan("trade-premium")).toMatchObject({ name: "Premium", price: 89.95, period: "week" });
    expect(findPlan("../evil")).toBeUndefined();
  });
});
