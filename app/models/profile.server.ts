import type { SupabaseClient } from "~/utils/supabase.server";

/**
 * The signed-in member's contact preferences, read from my_profile (their own row, with the
 * private phone columns): what Call Seller on their listings gives members, as
 * listing_seller_phone decides it (…_seller_phone_choice.sql). A dealer's business line is
 * always shown; anyone else's own phone only when they chose to show it.
 */
export async function getContactPreferences(supabase: SupabaseClient) {
  const { data, error } = await supabase
    .from("my_profile")
    .select("user_type, company_tel, phone, mobile, show_phone_on_listings")
    .maybeSingle();
  if (error) return { preferences: null, error };
  if (!data) return { preferences: null, error: { message: "No profile for the signed-in member" } };
  const row = data;
  const personalPhone = row.phone || row.mobile || null;
  return {
    preferences: {
      userType: row.user_type,
      /** A dealer's line for Call Seller: the business line, else their own numbers. */
      businessLine: row.user_type === "trade_seller" ? row.company_tel || personalPhone : null,
      /** The number Call Seller shows a non-dealer's buyers once they choose to show it. */
      personalPhone,
      showPhone: row.show_phone_on_listings,
    },
    error: null,
  };
}

export type ContactPreferences = NonNullable<Awaited<ReturnType<typeof getContactPreferences>>["preferences"]>;

/** Records whether Call Seller may show the member's own phone (RLS: only their own row). */
export async function setShowPhoneOnListings(supabase: SupabaseClient, userId: string, show: boolean) {
  const { error, count } = await supabase
    .from("profiles")
    .update({ show_phone_on_listings: show }, { count: "exact" })
    .eq("id", userId);
  if (error) return { error };
  return { error: count === 1 ? null : { message: "The member's profile was not updated" } };
}
