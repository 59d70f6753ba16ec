import { kvaSizes, locations, rangeBounds } from "~/content/listing-options";
import { toListingSummary, type ListingSummary } from "~/models/listing.server";
import type { SupabaseClient } from "~/utils/supabase.server";
import { LISTINGS_PAGE_SIZE, yearRangeInForce, type ListingFilters } from "./schema";

/**
 * The arguments of public.search_listings (supabase/migrations/…_catalogue.sql) for these
 * filters; null means "no filter". Ranges: a slider end at its bound is open (£200,000 means
 * "and above", 10,000 hours "and more", 2025 "and newer"), so at their defaults price and
 * hours filter nothing; the year range filters only once moved off its default.
 */
export function searchListingsArguments(filters: ListingFilters) {
  const { price, year, hours } = rangeBounds;
  const kva = kvaSizes.find((size) => size.key === filters.kva);
  const location = locations.find((candidate) => candidate.key === filters.location);
  const yearInForce = yearRangeInForce(filters);
  return {
    search: filters.q || null,
    listing_type: filters.type ?? null,
    brands: filters.brands.length > 0 ? filters.brands : null,
    power_kw: filters.power ?? null,
    kva_min: kva?.min ?? null,
    kva_max: kva?.max ?? null,
    listing_condition: filters.condition ?? null,
    featured_only: filters.featured,
    min_price: filters.minPrice > price.min ? filters.minPrice : null,
    max_price: filters.maxPrice < price.max ? filters.maxPrice : null,
    min_year: yearInForce && filters.minYear > year.min ? filters.minYear : null,
    max_year: yearInForce && filters.maxYear < year.max ? filters.maxYear : null,
    min_hours: filters.minHours > hours.min ? filters.minHours : null,
    max_hours: filters.maxHours < hours.max ? filters.maxHours : null,
    listing_phase: filters.phase ?? null,
    listing_fuel: filters.fuel ?? null,
    min_warranty_months: filters.warranty ?? null,
    has_sockets: filters.sockets ? filters.sockets === "yes" : null,
    listing_acoustic_type: filters.acoustic ?? null,
    location_region: location?.key ?? null,
    location_place: location?.place ?? null,
    sort: filters.sort,
    page: filters.page,
    page_size: LISTINGS_PAGE_SIZE,
  };
}

/** One page of matching active listings, and how many match in all. */
export async function searchListings(supabase: SupabaseClient, filters: ListingFilters) {
  const { data, error } = await supabase.rpc("search_listings", searchListingsArguments(filters));
  if (error) return { result: null, error };
  const page = data as {
    total: number;
    page: number;
    page_size: number;
    listings: Array<Omit<ListingSummary, "photo_url"> & { photo_path: string | null }>;
  };
  return {
    result: {
      total: page.total,
      page: page.page,
      pageCount: Math.max(1, Math.ceil(page.total / page.page_size)),
      listings: page.listings.map((row) => toListingSummary(row)),
    },
    error: null,
  };
}
