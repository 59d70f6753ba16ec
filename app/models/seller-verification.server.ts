import type { SupabaseClient } from "~/utils/supabase.server";
import { sellerDisplayName } from "./listing-rules";

/** Sellers on one side of the verified flag, newest accounts first, as /moderation lists them. */
export async function getSellersByVerification(supabase: SupabaseClient, { verified, limit }: { verified: boolean; limit: number }) {
  const { data, error, count } = await supabase
    .from("profiles")
    .select("id, full_name, company_name, user_type, town, county, created_at", { count: "exact" })
    .in("user_type", ["private_seller", "trade_seller"])
    .eq("verified", verified)
    .order("created_at", { ascending: false })
    .order("id")
    .limit(limit);
  if (error) return { sellers: null, total: 0, error };
  const sellers = data.map((row) => ({
    id: row.id,
    name: sellerDisplayName(row),
    contactName: row.company_name ? row.full_name : null,
    userType: row.user_type,
    location: [row.town, row.county].filter(Boolean).join(", ") || null,
    memberSince: row.created_at,
  }));
  return { sellers, total: count ?? sellers.length, error: null };
}

export type SellerForVerification = NonNullable<Awaited<ReturnType<typeof getSellersByVerification>>["sellers"]>[number];

/** Staff set or clear a seller's verified flag (set_seller_verified refuses anyone else: GM403). */
export async function setSellerVerified(supabase: SupabaseClient, sellerId: string, verified: boolean) {
  const { error } = await supabase.rpc("set_seller_verified", { p_seller: sellerId, p_verified: verified });
  return { error };
}
