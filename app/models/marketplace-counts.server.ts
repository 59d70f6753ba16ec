import type { SupabaseClient } from "~/utils/supabase.server";

/** What the marketing pages count rather than assert: see content/claims.ts. */
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

/** Members counted by kind and verification: one row per pair that exists. */
export type MemberGroup = { user_type: string; verified: boolean; count: number };

/** The marketplace's headline figures, counted from the database; null if a count failed. */
export async function countMarketplace(supabase: SupabaseClient): Promise<MarketplaceCounts | null> {
  const [listings, members] = await Promise.all([
    supabase.from("generator_listings").select("id", { count: "exact", head: true }).eq("status", "active"),
    // One request for every member figure: PostgREST groups by the columns beside count().
    supabase.from("profiles").select("user_type, verified, count()"),
  ]);
  if (listings.error || listings.count === null || members.error) {
    console.error("marketplace counts", listings.error ?? members.error);
    return null;
  }
  return { listings: listings.count, ...tallyMembers(members.data) };
}

export function tallyMembers(groups: MemberGroup[]) {
  const sum = (matches: (group: MemberGroup) => boolean) =>
    groups.filter(matches).reduce((total, group) => total + group.count, 0);
  const isSeller = (group: MemberGroup) => group.user_type === "private_seller" || group.user_type === "trade_seller";
  return {
    verifiedSellers: sum((group) => group.verified && isSeller(group)),
    buyers: sum((group) => group.user_type === "buyer"),
    tradeSellers: sum((group) => group.user_type === "trade_seller"),
    members: sum(() => true),
  };
}
