import { formatGBP } from "~/utils/format";

/**
 * Every plan, fee and commission rate GenMarket charges (spec 02 §2 "Pricing", "Membership
 * plans", §9): the one source the pricing page, the audience pages and the plan cards read.
 */

export type PlanPeriod = "week" | "month" | "auction";

export type Plan = {
  /** The plan's key, as /auth?plan=… carries it. */
  id: string;
  name: string;
  /** Price in GBP; 0 is free. */
  price: number;
  /** What the price buys: a week, a month or one auction; none for a plan that is simply free. */
  period: PlanPeriod | null;
  /** A qualifier shown under the price, e.g. "per ad, minimum 1 month". */
  priceNote?: string;
  description: string;
  features: string[];
  limitations?: string[];
  /** Trade plans: how many ads run at once. */
  adAllowance?: string;
  cta: string;
  link: string;
  popular?: boolean;
};

export const buyerPlans: Plan[] = [
  {
    id: "basic-buyer",
    name: "Basic Buyer",
    price: 0,
    period: null,
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
    description: "For buyers who need stock fast: hear about new generators before anyone else.",
    features: [
      "Everything in Basic Buyer",
      "Email notifications the moment matching stock is listed",
      "Priority alerts for the sizes and brands you follow",
      "First access to new stock before the public",
    ],
    cta: "Get Priority Access",
    link: "/auth?plan=priority-buyer",
    popular: true,
  },
];

export const privateSellerPlans: Plan[] = [
  {
    id: "private-standard",
    name: "Standard Listing",
    price: 9.95,
    period: "week",
    priceNote: "per ad, minimum 1 month",
    description: "A fixed-price advert in front of thousands of active generator buyers.",
    features: [
      "Up to 10 photos",
      "Reviewed by our team within 24 hours",
      "No commission when it sells",
      "Enquiries straight to your inbox",
    ],
    cta: "List Your Generator",
    link: "/sell-generator",
    popular: true,
  },
  {
    id: "private-auction",
    name: "Timed Auction",
    price: 49.95,
    period: "auction",
    priceNote: "admin fee, plus commission only if it sells",
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

/** The sell wizard's listing options (spec 01 §9). The database charges the same amounts (listing_option_amount_pence). */
export type ListingOptionKey = "basic" | "enhanced";

export type ListingOption = {
  key: ListingOptionKey;
  name: string;
  /** Price in GBP, paid once per listing. */
  price: number;
  /** How long the listing runs once approved. */
  days: number;
  recommended?: boolean;
  benefits: string[];
};

export const listingOptions: ListingOption[] = [
  {
    key: "basic",
    name: "Basic Listing",
    price: 20,
    days: 30,
    benefits: ["Listed for 30 days", "Up to 5 photos", "Reviewed by our team within 24 hours", "Buyer enquiries to your inbox"],
  },
  {
    key: "enhanced",
    name: "Enhanced Listing",
    price: 35,
    days: 60,
    recommended: true,
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

/**
 * Promoting a live Basic listing to Enhanced (the sellers portal's Promote): the difference
 * between the two options, in GBP, for the Enhanced period. SQL charges the same
 * (listing_upgrade_amount_pence; tied by supabase/sellers-portal.test.ts).
 */
export function listingUpgradePrice() {
  const price = (key: ListingOptionKey) => listingOptions.find((option) => option.key === key)?.price ?? 0;
  return price("enhanced") - price("basic");
}

export function findListingOption(key: string | null | undefined) {
  return listingOptions.find((option) => option.key === key);
}

export const tradeSellerPlans: Plan[] = [
  {
    id: "trade-single",
    name: "Single Ad",
    price: 9.95,
    period: "week",
    adAllowance: "1 active listing",
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
    adAllowance: "Up to 10 ads",
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
    adAllowance: "Up to 20 ads",
    description: "For multi-depot dealers and hire fleets selling at volume.",
    features: ["API access for stock feeds", "Multi-location management", "Bulk CSV upload and dealer profile"],
    cta: "Choose Premium",
    link: "/auth?plan=trade-premium",
  },
];

export const membershipPlans: Plan[] = [
  {
    id: "free",
    name: "Free",
    price: 0,
    period: "month",
    description: "Browse, save and message sellers.",
    features: ["Browse all listings and auctions", "Save favourites", "Message sellers"],
    limitations: ["Cannot post listings"],
    cta: "Join Free",
    link: "/auth?plan=free",
  },
  {
    id: "standard",
    name: "Standard",
    price: 29,
    period: "month",
    description: "For regular sellers who list a few generators a month.",
    features: ["Up to 10 listings per month", "Early access to new listings", "Seller dashboard and messages"],
    cta: "Start Free Trial",
    link: "/auth?plan=standard",
    popular: true,
  },
  {
    id: "pro",
    name: "Pro",
    price: 79,
    period: "month",
    description: "For dealers who list without limits.",
    features: ["Unlimited listings", "Early access to new listings", "Bulk upload and auctions", "Priority support"],
    cta: "Start Free Trial",
    link: "/auth?plan=pro",
  },
];

/** What every paid membership plan includes. */
export const membershipTerms = ["14-day free trial", "Cancel anytime", "No setup fees"];

/** The plan /confirmation names when its query gives none (spec 02 §2). */
export const defaultMembershipPlan = membershipPlans.find((plan) => plan.id === "standard")!;

/** The plan in `plans` a query value names (by key or name, any case), if any. */
function matchPlan(plans: Plan[], value: string | null | undefined) {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return undefined;
  return plans.find((plan) => plan.id === wanted || plan.name.toLowerCase() === wanted);
}

/** The membership plan a query value names (by key or name, any case), if any. */
export function findMembershipPlan(value: string | null | undefined) {
  return matchPlan(membershipPlans, value);
}

/** Any plan a `/auth?plan=…` link can carry: membership, buyer or trade plans. */
export function findPlan(value: string | null | undefined) {
  return matchPlan([...membershipPlans, ...buyerPlans, ...privateSellerPlans, ...tradeSellerPlans], value);
}

// ---------------------------------------------------------------------------------------
// Auctions
// ---------------------------------------------------------------------------------------

/**
 * Paid upfront for each auction, before it goes live. The database charges the same
 * (public.auction_admin_fee_pence, 4995; tied by supabase/auction-create.test.ts).
 */
export const auctionAdminFee = 49.95;

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

/** Commission and VAT due when an auction sells for `salePrice` pounds. */
export function auctionCommission(salePrice: number) {
  const tier = auctionCommissionTiers.find((candidate) => candidate.upTo === null || salePrice <= candidate.upTo)!;
  const commission = toPence(salePrice * tier.rate);
  const vat = toPence(commission * VAT_RATE);
  return { salePrice, tier, commission, vat, total: toPence(commission + vat) };
}

/** The pricing page's worked example (spec 02 §9): £25,000 gives £2,500 plus £500 VAT. */
export const auctionWorkedExample = auctionCommission(25_000);

export const auctionSteps = [
  { title: "Pay the admin fee", text: `${formatGBP(auctionAdminFee)} per auction, paid when you create it.` },
  { title: "List your generator", text: "Photos, specification, starting price, optional reserve and duration." },
  { title: "If it sells", text: "Pay the commission for its price tier, plus VAT." },
  { title: "If it does not sell", text: "No further fees. Relist it or move it to a fixed-price ad." },
];
