import { MAX_LISTING_PHOTOS } from "~/models/listing-photo-rules";
import { formatGBP } from "~/utils/format";

/**
 * Every plan, fee and commission rate GenMarket charges (docs/spec/02-auctions-and-seller-tools.md §2 "Pricing", "Membership
 * plans", §9): the one source the pricing page, the audience pages and the plan cards read.
 */

/**
 * The one price list (docs/payments.md): private sellers pay per listing (the sell wizard's Basic and
 * Enhanced options) or per auction (the admin fee plus commission); trade sellers buy weekly
 * packages; buyers are free or Priority Buyer. The spec's monthly Free/Standard/Pro membership
 * and the £9.95-a-week private listing are not sold: /auth's membership cards present these
 * three audiences' offers instead.
 *
 * VAT: what private sellers and buyers pay includes VAT; trade packages are priced before VAT
 * (dealers reclaim it); auction commission is charged plus VAT on the commission.
 */

/** Whether a price includes VAT or has VAT added to it. */
export type VatTreatment = "included" | "added";

export const vatLabels: Record<VatTreatment, string> = { included: "inc. VAT", added: "+ VAT" };

/** What a price buys: a week, one auction, or one listing for its `days`. */
export type PlanPeriod = "week" | "auction" | "listing";

export type Plan = {
  /** The plan's key, as /auth?plan=… carries it. */
  id: string;
  name: string;
  /** Price in GBP; 0 is free. */
  price: number;
  /** True when `price` is the cheapest of several (an audience's card on /auth). */
  from?: boolean;
  /** What the price buys; none for a plan that is simply free. */
  period: PlanPeriod | null;
  /** How long a listing runs, for the "listing" period. */
  days?: number;
  vat: VatTreatment;
  /** A qualifier shown under the price, e.g. "admin fee, plus commission only if it sells". */
  priceNote?: string;
  description: string;
  features: string[];
  /** Trade plans: how many ads run at once (active and awaiting review), in words. */
  adAllowance?: string;
  /** Trade plans: the same as a number; SQL enforces it (plan_ad_allowance, tied by supabase/tests/member-plans.test.ts). */
  adLimit?: number;
  /** Trade plans: the dealer API's keys work (supabase/schemas/88-dealer-api.sql plan_has_api_access, tied by supabase/tests/member-plans.test.ts). */
  apiAccess?: boolean;
  /** Trade plans: how many depots a dealer may keep (supabase/schemas/18-depots.sql plan_depot_allowance, tied by supabase/tests/member-plans.test.ts). */
  depotLimit?: number;
  cta: string;
  link: string;
  popular?: boolean;
};

/** The price as people say it: amount, "per week" / "for 30 days", and the VAT note (none when free). */
export function planPrice(plan: Pick<Plan, "price" | "period" | "days" | "vat" | "from">) {
  const period =
    plan.period === "week"
      ? "per week"
      : plan.period === "auction"
        ? "per auction"
        : plan.period === "listing"
          ? `for ${plan.days} days`
          : null;
  return {
    amount: plan.price === 0 ? "Free" : `${plan.from ? "from " : ""}${formatGBP(plan.price)}`,
    period,
    vat: plan.price === 0 ? null : vatLabels[plan.vat],
  };
}

/** "£49.95 per week + VAT", "£20 for 30 days inc. VAT", "Free". */
export function planPriceText(plan: Pick<Plan, "price" | "period" | "days" | "vat" | "from">) {
  const { amount, period, vat } = planPrice(plan);
  return [amount, period, vat].filter(Boolean).join(" ");
}

/** A plan as its card shows it, the price already in words: what a loader hands a page, so the page needs none of this module. */
export type PlanCardContent = Pick<
  Plan,
  "id" | "name" | "priceNote" | "description" | "adAllowance" | "features" | "cta" | "link" | "popular"
> & { price: ReturnType<typeof planPrice> };

export function planCard(plan: Plan): PlanCardContent {
  const { id, name, priceNote, description, adAllowance, features, cta, link, popular } = plan;
  return { id, name, price: planPrice(plan), priceNote, description, adAllowance, features, cta, link, popular };
}

/**
 * How many hours a newly approved listing is shown only to Priority Buyers (and its seller)
 * before everyone else. SQL: public.priority_early_access_hours(), tied by
 * supabase/tests/member-plans.test.ts.
 */
export const PRIORITY_EARLY_ACCESS_HOURS = 24;

export const buyerPlans: Plan[] = [
  {
    id: "basic-buyer",
    name: "Basic Buyer",
    price: 0,
    period: null,
    vat: "included",
    priceNote: "free for as long as you like",
    description: "Everything you need to find the right generator and buy it with confidence.",
    features: [
      "Search and filter every listing and auction",
      "Save favourite generators and searches",
      "Message sellers directly",
      "Safety tips and buying guides",
    ],
    cta: "Start Browsing",
    link: "/listings",
  },
  {
    id: "priority-buyer",
    name: "Priority Buyer",
    price: 8.95,
    period: "week",
    vat: "included",
    description: "For buyers who need stock fast: hear about new generators before anyone else.",
    features: [
      "Everything in Basic Buyer",
      "Email notifications the moment matching stock is listed",
      "Priority alerts for the sizes and brands you follow",
      `First access to new stock: see newly approved listings ${PRIORITY_EARLY_ACCESS_HOURS} hours before the public`,
    ],
    cta: "Get Priority Access",
    link: "/auth?plan=priority-buyer",
    popular: true,
  },
];

/** The sell wizard's listing options (docs/spec/01-marketplace-core.md §9). The database charges the same amounts (listing_option_amount_pence). */
export type ListingOptionKey = "basic" | "enhanced";

export type ListingOption = {
  key: ListingOptionKey;
  name: string;
  /** Price in GBP including VAT, paid once per listing. */
  price: number;
  /** How long the listing runs once approved. */
  days: number;
  recommended?: boolean;
  description: string;
  benefits: string[];
};

export const listingOptions: ListingOption[] = [
  {
    key: "basic",
    name: "Basic Listing",
    price: 20,
    days: 30,
    description: "A fixed-price advert for a month in front of active generator buyers.",
    benefits: ["Listed for 30 days", `Up to ${MAX_LISTING_PHOTOS} photos`, "Reviewed by our team within 24 hours", "Buyer enquiries to your inbox"],
  },
  {
    key: "enhanced",
    name: "Enhanced Listing",
    price: 35,
    days: 60,
    recommended: true,
    description: "Two months at the top of the results, for a generator you want seen.",
    benefits: [
      "Listed for 60 days",
      "Featured placement in search results",
      "Featured badge on your listing",
      "Advanced analytics",
      "Email alerts when buyers view it",
      "Priority support",
    ],
  },
];

const listingOptionTerms = (option: ListingOption) =>
  ({ price: option.price, period: "listing", days: option.days, vat: "included" }) as const;

/** What a listing option costs, in parts: "£20", "for 30 days", "inc. VAT". */
export function listingOptionPrice(option: ListingOption) {
  return planPrice(listingOptionTerms(option));
}

/** What a listing option costs: "£20 for 30 days inc. VAT". */
export function listingOptionPriceText(option: ListingOption) {
  return planPriceText(listingOptionTerms(option));
}

/**
 * Promoting a live Basic listing to Enhanced (the sellers portal's Promote): the difference
 * between the two options, in GBP including VAT, for the Enhanced period. SQL charges the same
 * (listing_upgrade_amount_pence; tied by supabase/tests/sellers-portal.test.ts).
 */
export function listingUpgradePrice() {
  const price = (key: ListingOptionKey) => listingOptions.find((option) => option.key === key)?.price ?? 0;
  return price("enhanced") - price("basic");
}

export function findListingOption(key: string | null | undefined) {
  return listingOptions.find((option) => option.key === key);
}

/**
 * Paid upfront for each auction, before it goes live, VAT included. The database charges the
 * same (public.auction_admin_fee_pence, 4995; tied by supabase/tests/auction-create.test.ts).
 */
export const auctionAdminFee = 49.95;

export const privateSellerPlans: Plan[] = [
  ...listingOptions.map(
    (option): Plan => ({
      id: `private-${option.key}`,
      name: option.name,
      price: option.price,
      period: "listing",
      days: option.days,
      vat: "included",
      priceNote: "paid once, no commission when it sells",
      description: option.description,
      features: option.benefits,
      cta: "List Your Generator",
      link: "/sell-generator",
      popular: option.recommended,
    }),
  ),
  {
    id: "private-auction",
    name: "Timed Auction",
    price: auctionAdminFee,
    period: "auction",
    vat: "included",
    priceNote: "admin fee, plus commission (+ VAT) only if it sells",
    description: "Let buyers compete: set a starting price, an optional reserve and 3 to 14 days.",
    features: [
      "Auctions of 3, 5, 7, 10 or 14 days",
      "Optional reserve price",
      "Tiered commission, only when it sells",
      "No further fees if it does not sell",
    ],
    cta: "Create an Auction",
    link: "/create-auction",
  },
];

export const tradeSellerPlans: Plan[] = [
  {
    id: "trade-single",
    name: "Single Ad",
    price: 9.95,
    period: "week",
    vat: "added",
    adAllowance: "1 active listing",
    adLimit: 1,
    depotLimit: 1,
    description: "Try GenMarket with one generator at a time.",
    features: ["Dealer profile page", "Buyer enquiries by message and phone", "Listing statistics"],
    cta: "Choose Single Ad",
    link: "/auth?plan=trade-single",
  },
  {
    id: "trade-standard",
    name: "Standard",
    price: 49.95,
    period: "week",
    vat: "added",
    adAllowance: "Up to 10 ads",
    adLimit: 10,
    depotLimit: 1,
    description: "For dealers with a steady stock of used and new generators.",
    features: ["Bulk CSV upload", "Dealer profile with reviews", "Priority listing review"],
    cta: "Choose Standard",
    link: "/auth?plan=trade-standard",
    popular: true,
  },
  {
    id: "trade-premium",
    name: "Premium",
    price: 89.95,
    period: "week",
    vat: "added",
    adAllowance: "Up to 20 ads",
    adLimit: 20,
    apiAccess: true,
    depotLimit: 10,
    description: "For multi-depot dealers and hire fleets selling at volume.",
    features: ["API access for stock feeds", "Multi-location management: up to 10 depots", "Bulk CSV upload and dealer profile"],
    cta: "Choose Premium",
    link: "/auth?plan=trade-premium",
  },
];

const cheapest = (plans: Plan[]) => plans.reduce((low, plan) => (plan.price < low.price ? plan : low));
const priceLine = (plan: Plan) => `${plan.name}: ${planPriceText(plan)}`;

/**
 * /auth's three membership cards (docs/spec/01-marketplace-core.md §2): one per audience, each summing up that
 * audience's own plans above rather than a price list of its own. A card's `id` is the
 * audience; `audiencePlans` says which plans it stands for.
 */
export const membershipPlans: Plan[] = [
  {
    id: "buyer",
    name: "Buyer",
    price: 0,
    period: null,
    vat: "included",
    priceNote: "free to browse, save and message",
    description: "Find the right generator and buy it with confidence.",
    features: ["Save favourites and searches", "Message sellers directly", ...buyerPlans.filter((plan) => plan.price > 0).map(priceLine)],
    cta: "See Buyer Plans",
    link: "/buyers",
  },
  {
    id: "private-seller",
    name: "Private Seller",
    price: cheapest(privateSellerPlans).price,
    from: true,
    period: "listing",
    days: cheapest(privateSellerPlans).days,
    vat: "included",
    priceNote: "pay per listing or per auction, no subscription",
    description: "Sell one generator at a fixed price or at auction.",
    features: privateSellerPlans.map(priceLine),
    cta: "Sell Your Generator",
    link: "/private-sellers",
  },
  {
    id: "trade-seller",
    name: "Trade Seller",
    price: cheapest(tradeSellerPlans).price,
    from: true,
    period: "week",
    vat: "added",
    priceNote: "weekly packages, change or stop at any time",
    description: "For dealers, hire fleets and refurbishers.",
    features: tradeSellerPlans.map((plan) => `${priceLine(plan)} (${plan.adAllowance})`),
    cta: "See Trade Packages",
    link: "/trade-sellers",
  },
];

/** The plans each membership card stands for, by the card's id. */
export const audiencePlans: Record<string, Plan[]> = {
  buyer: buyerPlans,
  "private-seller": privateSellerPlans,
  "trade-seller": tradeSellerPlans,
};

/** The membership card that stands for a plan (for /auth?plan=… to mark it). */
export function audienceOf(plan: Plan) {
  return membershipPlans.find((card) => card.id === plan.id || audiencePlans[card.id]?.includes(plan));
}

/**
 * A member's first weekly plan starts with this free trial (the terms, app/content/legal.ts),
 * one per member; after a failed renewal the plan keeps working this long before it ends
 * (docs/payments.md "Weekly plans"). SQL's plan_trial_days() and plan_grace_days(), tied by
 * supabase/tests/subscriptions.test.ts.
 */
export const PLAN_TRIAL_DAYS = 14;
export const PLAN_GRACE_DAYS = 3;

/** What every paid plan includes. */
export const planTerms = ["No setup fees", "No contract: stop at any time"];

/** The plans a subscription is bought for (a buyer's or a dealer's weekly plan). */
export const subscriptionPlans = [...buyerPlans, ...tradeSellerPlans].filter((plan) => plan.period === "week");

/**
 * Where a member buys a weekly plan (/checkout), for a `?plan=` value that names one exactly;
 * null for anything else (a free plan, a private seller's per-listing option, an unknown id).
 * Sign-up and sign-in keep it as the page to return to, so the choice is not lost.
 */
export function planCheckoutPath(planId: string | null | undefined) {
  return subscriptionPlans.some((plan) => plan.id === planId) ? `/checkout?plan=${planId}` : null;
}

/**
 * What a week of a plan is charged, in pence, VAT included (VAT is added to trade packages'
 * prices). SQL charges the same (plan_charge_pence, tied by supabase/tests/member-plans.test.ts).
 */
export function planChargePence(plan: Pick<Plan, "price" | "vat">) {
  const pence = Math.round(plan.price * 100);
  return plan.vat === "added" ? Math.round(pence * (1 + VAT_RATE)) : pence;
}

/** The plan in `plans` a query value names (by key or name, any case), if any. */
function matchPlan(plans: Plan[], value: string | null | undefined) {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return undefined;
  return plans.find((plan) => plan.id === wanted || plan.name.toLowerCase() === wanted);
}

/** The subscription plan a query value names (by key or name, any case), if any. */
export function findSubscriptionPlan(value: string | null | undefined) {
  return matchPlan(subscriptionPlans, value);
}

/** Any plan a `/auth?plan=…` link can carry: an audience's card, or a buyer, private or trade plan. */
export function findPlan(value: string | null | undefined) {
  return matchPlan([...buyerPlans, ...privateSellerPlans, ...tradeSellerPlans, ...membershipPlans], value);
}

// ---------------------------------------------------------------------------------------
// Auctions
// ---------------------------------------------------------------------------------------

export const VAT_RATE = 0.2;

export type CommissionTier = {
  /** Highest sale price in this tier (inclusive); null for the top tier. */
  upTo: number | null;
  rate: number;
  label: string;
};

/** The whole sale price is charged at its tier's rate, plus VAT on the commission. */
export const auctionCommissionTiers: CommissionTier[] = [
  { upTo: 15_000, rate: 0.12, label: "Up to £15,000" },
  { upTo: 40_000, rate: 0.1, label: "£15,001 to £40,000" },
  { upTo: null, rate: 0.08, label: "Over £40,000" },
];

const toPence = (amount: number) => Math.round(amount * 100) / 100;

/** The VAT inside an amount that includes VAT (a receipt's "VAT £5.83" of £35). */
export function vatIncludedIn(amount: number) {
  return toPence(amount - amount / (1 + VAT_RATE));
}

/** The VAT added on top of an amount that excludes it (commission, a lot sold plus VAT), in pounds and pence. */
export function vatAddedTo(amount: number) {
  return toPence(amount * VAT_RATE);
}

/** Commission and VAT due when an auction sells for `salePrice` pounds. */
export function auctionCommission(salePrice: number) {
  const tier = auctionCommissionTiers.find((candidate) => candidate.upTo === null || salePrice <= candidate.upTo)!;
  const commission = toPence(salePrice * tier.rate);
  const vat = vatAddedTo(commission);
  return { salePrice, tier, commission, vat, total: toPence(commission + vat) };
}

/** The pricing page's worked example (docs/spec/02-auctions-and-seller-tools.md §9): £25,000 gives £2,500 plus £500 VAT. */
export const auctionWorkedExample = auctionCommission(25_000);

export const auctionSteps = [
  { title: "Pay the admin fee", text: `${formatGBP(auctionAdminFee)} ${vatLabels.included} per auction, paid when you create it.` },
  { title: "List your generator", text: "Photos, specification, starting price, optional reserve and duration." },
  { title: "If it sells", text: "Pay the commission for its price tier, plus VAT." },
  { title: "If it does not sell", text: "No further fees. Relist it or move it to a fixed-price ad." },
];
