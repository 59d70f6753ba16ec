import type { ImageType } from "~/utils/image-type";
import type { SupabaseClient } from "~/utils/supabase.server";
import type { UserType } from "~/utils/user";

/**
 * The signed-in member's contact preferences, read from my_profile (their own row, with the
 * private phone columns): what Call Seller on their listings gives members, as
 * listing_seller_phone decides it (supabase/schemas/20-listings.sql). A dealer's business line is
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

/**
 * What the session needs of the signed-in member's profile: their account type, name and
 * photo, and their postcode (the browse page's distance box starts from it).
 */
export async function getSessionProfile(supabase: SupabaseClient) {
  const { data, error } = await supabase.from("my_profile").select("user_type, full_name, image_url, postcode").maybeSingle();
  return { profile: data, error };
}

export type SessionProfile = NonNullable<Awaited<ReturnType<typeof getSessionProfile>>["profile"]>;

/** The signed-in member's own profile, every field of docs/spec/02-auctions-and-seller-tools.md §3 (private ones too: my_profile). */
export async function getOwnProfile(supabase: SupabaseClient) {
  const { data, error } = await supabase
    .from("my_profile")
    .select(
      "id, full_name, first_name, last_name, phone, mobile, company_name, company_tel, address1, address2, town, county, country, postcode, bio, image_url, user_type",
    )
    .maybeSingle();
  if (error || !data?.id) return { profile: null, error };
  const row = data;
  return {
    profile: {
      id: data.id,
      fullName: row.full_name,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      mobile: row.mobile,
      companyName: row.company_name,
      companyTel: row.company_tel,
      address1: row.address1,
      address2: row.address2,
      town: row.town,
      county: row.county,
      country: row.country,
      postcode: row.postcode,
      bio: row.bio,
      imageUrl: row.image_url,
      userType: row.user_type,
    },
    error: null,
  };
}

export type OwnProfile = NonNullable<Awaited<ReturnType<typeof getOwnProfile>>["profile"]>;

/** The fields the profile form saves (docs/spec/02-auctions-and-seller-tools.md §7 "Save profile", with the bio and the account type). */
export type ProfileChanges = Omit<OwnProfile, "id" | "imageUrl" | "userType"> & { userType: UserType };

/**
 * Saves the member's profile (RLS: their own row; the account type rules and the columns they
 * may not set are the database's, supabase/schemas/10-members.sql). A blank field is stored as null.
 */
export async function updateOwnProfile(supabase: SupabaseClient, userId: string, changes: ProfileChanges) {
  const { error, count } = await supabase
    .from("profiles")
    .update(
      {
        full_name: changes.fullName,
        first_name: changes.firstName,
        last_name: changes.lastName,
        phone: changes.phone,
        mobile: changes.mobile,
        company_name: changes.companyName,
        company_tel: changes.companyTel,
        address1: changes.address1,
        address2: changes.address2,
        town: changes.town,
        county: changes.county,
        country: changes.country ?? "United Kingdom",
        postcode: changes.postcode,
        bio: changes.bio,
        user_type: changes.userType,
      },
      { count: "exact" },
    )
    .eq("id", userId);
  if (error) return { error };
  return { error: count === 1 ? null : { message: "Profile not found" } };
}

export const AVATARS_BUCKET = "avatars";

/** Where an avatar of this public bucket lives, from its public URL (null for any other URL). */
export function avatarPathOf(imageUrl: string | null, userId: string) {
  const marker = `/storage/v1/object/public/${AVATARS_BUCKET}/`;
  const at = imageUrl?.indexOf(marker) ?? -1;
  if (!imageUrl || at < 0) return null;
  const path = decodeURIComponent(imageUrl.slice(at + marker.length));
  return path.startsWith(`${userId}/`) ? path : null;
}

/**
 * A new profile photo (already checked to be an image of at most 5 MB): uploaded as the member
 * to `{userId}/{timestamp}.{ext}` (Storage's policies: their own folder; cache an hour; never
 * overwriting), then their profile's image_url set to its public URL, then the photo it
 * replaces removed. If the profile cannot be saved, the new file is removed again.
 */
export async function replaceProfilePhoto(
  supabase: SupabaseClient,
  { userId, previousUrl, bytes, type }: { userId: string; previousUrl: string | null; bytes: Uint8Array; type: ImageType },
) {
  const bucket = supabase.storage.from(AVATARS_BUCKET);
  const path = `${userId}/${Date.now()}.${type.extension}`;
  const upload = await bucket.upload(path, bytes, { contentType: type.mimeType, cacheControl: "3600", upsert: false });
  if (upload.error) return { stage: "upload" as const, error: upload.error };
  const imageUrl = bucket.getPublicUrl(path).data.publicUrl;
  const { error, count } = await supabase.from("profiles").update({ image_url: imageUrl }, { count: "exact" }).eq("id", userId);
  if (error || count !== 1) {
    await bucket.remove([path]);
    return { stage: "profile" as const, error: error ?? { message: "Profile not found" } };
  }
  const previousPath = avatarPathOf(previousUrl, userId);
  if (previousPath && previousPath !== path) {
    const removed = await bucket.remove([previousPath]);
    if (removed.error) console.error("profile photo: removing the previous file", removed.error);
  }
  return { stage: null, error: null, imageUrl };
}
