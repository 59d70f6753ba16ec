import { generatorTypes, isGeneratorType, type GeneratorTypeKey } from "~/content/generator-types";
import { conditionLabel } from "~/content/listing-options";
import { MAX_LISTING_PHOTOS } from "~/models/listing-photo-rules";
import type { Database, Tables } from "~/types/supabase";
import { formatMilesAway } from "~/utils/format";
import { toPhotoSources, type PhotoCopyRow, type PhotoSources } from "~/utils/photo-sources";
import type { SupabaseClient } from "~/utils/supabase.server";
import type { DepotAddress } from "./depot.server";
import { listingPhotoUrl } from "./listing-photo.server";

/**
 * The catalogue: listings as buyers find them (counts, featured, filter options, search,
 * one listing's page, the sitemap), read as the visitor under row-level security. What a
 * seller reads and writes of their own listings is in own-listing.server.ts.
 */


/** The columns of a card, as listed in select= and returned by search_listings. */
export const listingSummaryColumns =
  "id, title, type, brand, condition, year, hours, price_gbp, location, power_kw, fuel, acoustic_type, featured";

type ListingRow = Tables<"generator_listings">;
type SummaryColumn = "id" | "title" | "type" | "brand" | "condition" | "year" | "hours" | "price_gbp" | "location" | "power_kw" | "fuel" | "acoustic_type" | "featured";
/** What an active listing always has (generator_listings_active_is_complete, supabase/schemas/20-listings.sql). */
type ActiveListingColumn = "type" | "brand" | "condition" | "fuel" | "power_kw" | "year" | "price_gbp" | "location" | "description";

/** A card's columns as an active listing has them: cards show active listings only. */
type ListingSummaryRow = {
  [K in SummaryColumn]: K extends ActiveListingColumn ? NonNullable<ListingRow[K]> : ListingRow[K];
};

/** What a listing card shows (browse grid, home page featured listings). */
export type ListingSummary = ListingSummaryRow & {
  /** The first photo's address on this site (listingPhotoUrl), or null when the listing has none. */
  photo_url: string | null;
  /** Its web copies for srcset (null: shown by photo_url alone, as the seed's photos are). */
  photo_sources: PhotoSources | null;
  /** Display labels, made here so cards ship no option lists to the browser. */
  type_label: string;
  condition_label: string;
  /** "12 miles away" from the place searched (search_listings' distance_miles), else null. */
  distance_label: string | null;
};

/** A card's row as search_listings and listing_related answer it: the first photo's path and copies. */
type ListingCardJson = ListingSummaryRow & {
  photo_path: string | null;
  photo_copies?: PhotoCopyRow[] | null;
  /** search_listings with a place: miles from it (null: the listing has no known postcode). */
  distance_miles?: number | null;
};

export function toListingSummary(row: ListingCardJson): ListingSummary {
  const { photo_path, photo_copies, distance_miles, ...listing } = row;
  return {
    ...listing,
    photo_url: photo_path ? listingPhotoUrl(photo_path) : null,
    photo_sources: toPhotoSources(photo_copies, listingPhotoUrl),
    type_label: generatorTypes[listing.type]?.shortName ?? listing.type,
    condition_label: conditionLabel(listing.condition),
    distance_label: typeof distance_miles === "number" ? formatMilesAway(distance_miles) : null,
  };
}

/** select= for cards with their photos and the photos' web copies; order and limit listing_photos to get the first only. */
export const listingCardSelect =
  `${listingSummaryColumns}, listing_photos(storage_path, listing_photo_copies(storage_path, width, height, format))` as const;

type ListingCardRow = Pick<ListingRow, SummaryColumn> & {
  listing_photos: Array<{ storage_path: string; listing_photo_copies: PhotoCopyRow[] }>;
};

/**
 * Active listings selected with `listingCardSelect` (first photo only) as cards. Only active
 * ones: the database guarantees their card columns (ListingSummaryRow), which the row's
 * types cannot know, so they are taken as such here.
 */
export function toListingSummaries(data: ListingCardRow[] | null) {
  const rows = (data ?? []) as Array<ListingSummaryRow & Pick<ListingCardRow, "listing_photos">>;
  return rows.map(({ listing_photos, ...row }) =>
    toListingSummary({ ...row, photo_path: listing_photos[0]?.storage_path ?? null, photo_copies: listing_photos[0]?.listing_photo_copies }),
  );
}

/** Active listings per generator type, from the database (types with none are absent). */
export async function countActiveListingsByType(supabase: SupabaseClient) {
  const { data, error } = await supabase.rpc("active_listing_counts");
  if (error) return { counts: null, error };
  const counts: Partial<Record<GeneratorTypeKey, number>> = {};
  for (const row of data) {
    if (isGeneratorType(row.type)) counts[row.type] = row.listings;
  }
  return { counts, error: null };
}

/** The newest featured active listings (home page). */
export async function getFeaturedListings(supabase: SupabaseClient, limit = 3) {
  const { data, error } = await supabase
    .from("generator_listings")
    .select(listingCardSelect)
    .eq("status", "active")
    .eq("featured", true)
    .order("created_at", { ascending: false })
    .order("position", { referencedTable: "listing_photos" })
    .limit(1, { referencedTable: "listing_photos" })
    .limit(limit);
  if (error) return { listings: null, error };
  return { listings: toListingSummaries(data), error: null };
}

/** How many cards each row below a listing shows at most (the seller's others, similar ones). */
const RELATED_LISTINGS_MAX = 4;

/**
 * The listing page's columns of generator_listings, in the order listing_page returns them
 * (supabase/schemas/20-listings.sql; supabase/tests/page-reads.test.ts ties the two).
 */
export const listingDetailColumnNames = [
  "id", "status", "dealer_id", "title", "description", "type", "brand", "model", "condition", "year", "hours",
  "price_gbp", "vat_status", "price_negotiable", "location", "power_kw", "kva", "fuel", "phase", "voltage",
  "enclosure", "acoustic_type", "emissions", "warranty_months", "sockets", "weight_kg", "noise_level_db",
  "applications", "key_features", "auto_start", "transfer_switch", "fuel_tank_litres", "rated_for_continuous",
  "efficiency_pct", "heat_recovery", "towable", "outlet_panel", "battery_capacity_kwh", "solar_compatible",
  "auto_switch", "inverter_type", "fuel_savings_pct", "grid_tie", "cycle_life", "round_trip_efficiency_pct",
  "charging_time_hours", "modular", "app_control", "solar_optimized", "battery_type", "operating_temp_min_c",
  "operating_temp_max_c", "featured", "reference", "published_at", "created_at",
] as const;

/**
 * The seller's public card: profiles' public columns, and from seller_profile_card when they
 * joined and their median response time (null until enough replies are counted).
 */
type SellerCard = Pick<Tables<"profiles">, "full_name" | "company_name" | "user_type" | "location" | "verified"> & {
  member_since: string;
  median_response_minutes: number | null;
};

/** listing_page's answer: its shape is the function's, which the generated types cannot see. */
type ListingPageRow = {
  listing: Pick<ListingRow, (typeof listingDetailColumnNames)[number]> & {
    /** null when the visitor cannot read the seller's profile. */
    seller: SellerCard | null;
    photos: Array<{ storage_path: string; alt: string | null; copies: PhotoCopyRow[] }>;
    /** The dealer's depot the listing is at (supabase/schemas/18-depots.sql); null for none (a private seller). */
    depot: (DepotAddress & { id: string }) | null;
  };
  related: Record<"seller" | "similar", ListingCardJson[]>;
};

/**
 * One listing's page in one call to listing_page: the listing the visitor may see (active,
 * their own, or any for staff) with its seller's public card and all its photos in order,
 * and below it the seller's other active listings and similar ones (the same type, half to
 * double the power; listing_related). listing is null when there is none with this id.
 */
export async function getListingPage(supabase: SupabaseClient, id: string) {
  const { data, error } = await supabase.rpc("listing_page", {
    p_listing: id,
    // Every photo: the gallery shows them all (a listing has at most MAX_LISTING_PHOTOS).
    p_photo_limit: MAX_LISTING_PHOTOS,
    p_related_limit: RELATED_LISTINGS_MAX,
  });
  if (error) return { listing: null, related: null, error };
  if (data === null) return { listing: null, related: null, error: null };
  const page = data as ListingPageRow;
  const { photos, ...row } = page.listing;
  const listing = { ...row, photos: photos.map((photo) => ({
      url: listingPhotoUrl(photo.storage_path),
      alt: photo.alt,
      sources: toPhotoSources(photo.copies, listingPhotoUrl),
    })),
  };
  const related = {
    seller: page.related.seller.map((card) => toListingSummary(card)),
    similar: page.related.similar.map((card) => toListingSummary(card)),
  };
  return { listing, related, error: null };
}

/** One listing's page: its row, its seller's public card (null if unreadable) and its photos' addresses. */
export type ListingDetail = NonNullable<Awaited<ReturnType<typeof getListingPage>>["listing"]>;

/** The card rows below a listing. */
export type RelatedListings = NonNullable<Awaited<ReturnType<typeof getListingPage>>["related"]>;

/**
 * What search_listings says of its keyword search (supabase/schemas/20-listings.sql,
 * docs/listings.md#keyword-search): the text as searched when a brand or model was
 * corrected ("perkns" → "Perkins"), whether the listings are a looser search's because the
 * text found nothing (relaxed), and for such a search the nearest brand or model with the
 * search it suggests (null when none is near).
 */
export type KeywordSearchNotes = {
  corrected: string | null;
  relaxed: boolean;
  suggestion: { term: string; search: string } | null;
};

/**
 * The arguments of public.listings_page (supabase/schemas/20-listings.sql), every one
 * given, as the browse page's filters make them (routes/listings._index/schema.ts); null
 * means "no filter". search_listings takes the same, and count_cap.
 */
export type SearchListingsArguments = Required<Database["public"]["Functions"]["listings_page"]["Args"]>;

/**
 * The browse page in one call to listings_page: one page of matching active listings, how
 * many match (search_listings, counting up to 1,000: total_exact is false when more match
 * than total, and page_count is then the pages known so far), and the brands and power
 * ratings (kW) the active listings have, for the filters (listing_filter_options).
 */
export async function getListingsPage(supabase: SupabaseClient, search: SearchListingsArguments) {
  const { data, error } = await supabase.rpc("listings_page", search);
  if (error) return { result: null, options: null, error };
  // jsonb: its shape is the function's (supabase/schemas/20-listings.sql, supabase/schemas/20-listings.sql), which the generated types cannot see.
  const page = data as {
    total: number;
    total_exact: boolean;
    page: number;
    page_count: number;
    listings: ListingCardJson[];
    /** The place searched from, when near was a known postcode or outcode; null otherwise. */
    near: { outcode: string } | null;
  } & KeywordSearchNotes & {
    filter_options: { brands: string[]; power_kw: number[] };
  };
  return {
    result: {
      total: page.total,
      total_exact: page.total_exact,
      page: page.page,
      page_count: page.page_count,
      listings: page.listings.map((row) => toListingSummary(row)),
      near: page.near,
      corrected: page.corrected,
      relaxed: page.relaxed,
      suggestion: page.suggestion,
    },
    options: page.filter_options,
    error: null,
  };
}

/** The listing with this reference (GM-…), if the caller may see it: staff's Find a listing on /moderation. */
export async function findListingByReference(supabase: SupabaseClient, reference: string) {
  const { data, error } = await supabase.from("generator_listings").select("id").eq("reference", reference).maybeSingle();
  return { id: data?.id ?? null, error };
}

/** A page of the sitemap after the fixed ones: its record's id and last change (ISO 8601). */
export type SitemapEntry = { id: string; updated_at: string };

/**
 * The live listings, open auctions and the public pages of their sellers, as the caller may
 * see them (public.sitemap_entries, supabase/schemas/95-sitemap.sql), newest change first, at
 * most `limit` of each.
 */
export async function sitemapEntries(supabase: SupabaseClient, limit: number) {
  const { data, error } = await supabase.rpc("sitemap_entries", { p_limit: limit });
  // jsonb: its shape is the function's, which the generated types cannot see.
  const entries = (data ?? { listings: [], auctions: [], sellers: [] }) as Record<"listings" | "auctions" | "sellers", SitemapEntry[]>;
  return { entries, error };
}
