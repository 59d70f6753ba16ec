import type { PhotoCopy } from "~/utils/photos.server";
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
  const { data, error } = await supabase.from("my_profile").select("user_type, first_name, full_name, image_url, postcode").maybeSingle();
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

/** The long sides a profile photo's copies are named by (AVATAR_COPY_SIZES; the header's photo is the 160 px one, app/utils/auth.server.ts). */
const AVATAR_LABELS = [160, 320] as const;

/** The copy stored under a label: the largest of its format no longer than the label (a small photo's own size under both). */
function avatarCopyFor(copies: PhotoCopy[], format: PhotoCopy["format"], label: number) {
  const ofFormat = copies.filter((copy) => copy.format === format).sort((a, b) => a.size - b.size);
  return [...ofFormat].reverse().find((copy) => copy.size <= label) ?? ofFormat[0]!;
}

/** The objects of a profile photo stored as copies, from its address's path ({user id}/{hash}-320.jpg); the path alone for an older photo. */
function avatarObjects(path: string) {
  const base = /^(.+\/[0-9a-f]{64})-320\.jpg$/.exec(path)?.[1];
  if (!base) return [path];
  return AVATAR_LABELS.flatMap((label) => [`${base}-${label}.jpg`, `${base}-${label}.webp`]);
}

/**
 * A new profile photo, as its web copies only (processPhoto with AVATAR_COPY_SIZES: upright,
 * without metadata; docs/decisions/016-photo-processing.md): WebP and JPEG at 160 and 320 px
 * uploaded as the member to `{userId}/{hash}-{160|320}.{webp|jpg}`, the hash being the SHA-256
 * of the 320 px JPEG (Storage's policies: their own folder; never overwriting; cached as
 * immutable, since the name follows the bytes), then their profile's image_url set to the
 * 320 px JPEG's public URL (the header shows the 160 px one, found by its name; the WebP copies
 * wait for a <picture> the header's JavaScript budget has no room for yet), then the photo it
 * replaces removed. The same photo again changes nothing. If the profile cannot be saved, the
 * new files are removed again.
 */
export async function replaceProfilePhoto(
  supabase: SupabaseClient,
  {
    userId,
    previousUrl,
    copies,
    upsert = false,
  }: {
    userId: string;
    previousUrl: string | null;
    copies: PhotoCopy[];
    /** Write over files of the same names (the backfill's rerun: same name, same bytes; app/models/photo-backfill.server.ts). */
    upsert?: boolean;
  },
) {
  const bucket = supabase.storage.from(AVATARS_BUCKET);
  const hash = avatarCopyFor(copies, "image/jpeg", 320).contentHash;
  const path = `${userId}/${hash}-320.jpg`;
  const imageUrl = bucket.getPublicUrl(path).data.publicUrl;
  if (avatarPathOf(previousUrl, userId) === path) return { stage: null, error: null, imageUrl };
  const uploaded: string[] = [];
  for (const label of AVATAR_LABELS) {
    for (const format of ["image/webp", "image/jpeg"] as const) {
      const copy = avatarCopyFor(copies, format, label);
      const name = `${userId}/${hash}-${label}.${format === "image/webp" ? "webp" : "jpg"}`;
      const upload = await bucket.upload(name, copy.bytes, { contentType: format, cacheControl: "31536000", upsert });
      if (upload.error) {
        if (uploaded.length) await bucket.remove(uploaded);
        return { stage: "upload" as const, error: upload.error };
      }
      uploaded.push(name);
    }
  }
  const { error, count } = await supabase.from("profiles").update({ image_url: imageUrl }, { count: "exact" }).eq("id", userId);
  if (error || count !== 1) {
    await bucket.remove(uploaded);
    return { stage: "profile" as const, error: error ?? { message: "Profile not found" } };
  }
  const previousPath = avatarPathOf(previousUrl, userId);
  if (previousPath) {
    const removed = await bucket.remove(avatarObjects(previousPath));
    if (removed.error) console.error("profile photo: removing the previous files", removed.error);
  }
  return { stage: null, error: null, imageUrl };
}
