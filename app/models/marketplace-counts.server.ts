import type { SupabaseClient } from "~/utils/supabase.server";

/** What the marketing pages count rather than assert (issue 17): see content/claims.ts. */
export type MarketplaceCounts = {
  /** Active listings. */
  listings: number;
  /** Private and trade sellers our team has verified. */
  verifiedSellers: number;
  /** Members who joined as buyers. */
  buyers: number;
  /** Members who joined as trade sellers (dealers). */
  tradeSellers: number;
  /** Every member. */
  members: number;
};

/** The marketplace's headline figures, counted from the database; null if a count failed. */
export async function countMarketplace(supabase: SupabaseClient): Promise<MarketplaceCounts | null> {
  const countOnly = { count: "exact", head: true } as const;
  const profiles = () => supabase.from("profiles").select("id", countOnly);
  const results = await Promise.all([
    supabase.from("generator_listings").select("id", countOnly).eq("status", "active"),
    profiles().eq("verified", true).in("user_type", ["private_seller", "trade_seller"]),
    profiles().eq("user_type", "buyer"),
    profiles().eq("user_type", "trade_seller"),
    profiles(),
  ]);
  const failed = results.find((result) => result.error || result.count === null);
  if (failed) {
    console.error("marketplace counts", failed.error);
    return null;
  }
  const [listings, verifiedSellers, buyers, tradeSellers, members] = results.map((result) => result.count ?? 0) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { listings, verifiedSellers, buyers, tradeSellers, members };
}
