import { formatNumber } from "~/utils/format";
import { supportDayCount } from "./company";

/**
 * The marketing figures the pages show (docs/spec/01-marketplace-core.md §1, docs/spec/02-auctions-and-seller-tools.md §1). What the site can count
 * (listings, sellers, buyers, members) is counted live (models/marketplace-counts.server.ts);
 * what it cannot count is the spec's word, stated once here so no two pages differ.
 */

export type Stat = { value: string; label: string };

/** A figure the database counts, by its key in MarketplaceCounts. */
export type CountedFigure = "listings" | "verifiedSellers" | "buyers" | "tradeSellers" | "members";

/** A stat to show: counted (`count`) or asserted (`value`). */
export type StatSource = { label: string } & ({ count: CountedFigure } | { value: string });

/**
 * A count smaller than this is left out rather than shown: "15 Registered Buyers" says little
 * and reads as a weakness. Every figure on these lists is counted (docs/spec's asserted
 * percentages and "24/7" were not true of the site, so they are gone).
 */
export const MIN_COUNT_SHOWN = 50;

/** The buyers page. */
export const buyerStats: StatSource[] = [
  { count: "listings", label: "Listings" },
  { count: "verifiedSellers", label: "Verified Sellers" },
  { count: "tradeSellers", label: "Trade Sellers" },
];

/** The seller pages (private sellers, sell-generator): who is there to buy, and when someone answers. */
export const sellerStats: StatSource[] = [
  { count: "buyers", label: "Registered Buyers" },
  { count: "listings", label: "Listings" },
  { value: `${supportDayCount} days`, label: "A week of phone and email support" },
];

/** The marketplace as a whole (about, trade sellers). */
export const platformStats: StatSource[] = [
  { count: "members", label: "Members" },
  { count: "listings", label: "Listings" },
  { count: "tradeSellers", label: "Trade Sellers" },
];

/**
 * The stats to show, counted figures filled in from `counts`; when the counts could not be
 * read, the counted figures are left out rather than guessed, as is a count below
 * MIN_COUNT_SHOWN.
 */
export function resolveStats(stats: StatSource[], counts: Record<CountedFigure, number> | null): Stat[] {
  return stats.flatMap((stat) => {
    if ("value" in stat) return [{ value: stat.value, label: stat.label }];
    const count = counts?.[stat.count];
    return count !== undefined && count >= MIN_COUNT_SHOWN ? [{ value: formatNumber(count), label: stat.label }] : [];
  });
}

/** Seller resources: what good photos do. */
export const photoEnquiriesClaim = "Listings with quality photos get 3x more enquiries";

/** How fast the team reviews a new listing. */
export const listingReviewPromise = "Every listing is reviewed by our team within 24 hours";
