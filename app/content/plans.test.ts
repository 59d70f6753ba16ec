import { describe, expect, test } from "vitest";
import {
  auctionCommission,
  auctionWorkedExample,
  buyerPlans,
  defaultMembershipPlan,
  findMembershipPlan,
  findPlan,
  membershipPlans,
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
  test("prices and links as the spec gives them", () => {
    const summary = (plans: typeof buyerPlans) => plans.map(({ id, price, period, link }) => ({ id, price, period, link }));
    expect(summary(buyerPlans)).toEqual([
      { id: "basic-buyer", price: 0, period: null, link: "/listings" },
      { id: "priority-buyer", price: 8.95, period: "week", link: "/auth?plan=priority-buyer" },
    ]);
    expect(summary(privateSellerPlans)).toEqual([
      { id: "private-standard", price: 9.95, period: "week", link: "/sell-generator" },
      { id: "private-auction", price: 49.95, period: "auction", link: "/create-auction" },
    ]);
    expect(summary(tradeSellerPlans)).toEqual([
      { id: "trade-single", price: 9.95, period: "week", link: "/auth?plan=trade-single" },
      { id: "trade-standard", price: 49.95, period: "week", link: "/auth?plan=trade-standard" },
      { id: "trade-premium", price: 89.95, period: "week", link: "/auth?plan=trade-premium" },
    ]);
    expect(summary(membershipPlans)).toEqual([
      { id: "free", price: 0, period: "month", link: "/auth?plan=free" },
      { id: "standard", price: 29, period: "month", link: "/auth?plan=standard" },
      { id: "pro", price: 79, period: "month", link: "/auth?plan=pro" },
    ]);
  });

  test("membership plans are found by key or name in any case; Standard is the default", () => {
    expect(findMembershipPlan("PRO")?.name).toBe("Pro");
    expect(findMembershipPlan(" standard ")?.name).toBe("Standard");
    expect(findMembershipPlan("platinum")).toBeUndefined();
    expect(findMembershipPlan(null)).toBeUndefined();
    expect(defaultMembershipPlan.name).toBe("Standard");
  });

  test("every plan an /auth?plan= link carries can be found again by its key", () => {
    const linkedKeys = [...membershipPlans, ...buyerPlans, ...tradeSellerPlans]
      .map((plan) => new URL(plan.link, "https://genmarket.test").searchParams.get("plan"))
      .filter((key): key is string => Boolean(key));
    expect(linkedKeys).toHaveLength(7);
    for (const key of linkedKeys) expect(findPlan(key)?.id).toBe(key);
    expect(findPlan("trade-premium")).toMatchObject({ name: "Premium", price: 89.95, period: "week" });
    expect(findPlan("../evil")).toBeUndefined();
  });
});
