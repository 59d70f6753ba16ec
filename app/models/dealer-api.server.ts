import type { ListingStatus } from "~/content/listing-statuses";
import type { Json } from "~/types/database";
import type { SupabaseClient } from "~/utils/supabase.server";
import type { ListingValues } from "./listing-rows.server";

/**
 * The dealer API's reads and writes (docs/api.md), as the dealer a key acts as: their
 * listings by stock_ref through the API's SQL functions (supabase/schemas/88-dealer-api.sql),
 * whose refusals for people carry GM4xx, and the Idempotency-Key records.
 */

/** The columns the API answers for a listing (ApiListing in app/utils/dealer-api-schema.ts). */
const listingColumns = `id, stock_ref, status, title, type, condition, description, price_gbp, vat_status, postcode, location,
  power_kw, fuel, brand, model, year, hours, warranty_months, phase, sockets, emissions, created_at, updated_at,
  depot:depots(reference)`;

export type DealerListingRow = {
  id: string;
  stock_ref: string | null;
  status: string;
  title: string;
  type: string | null;
  condition: string | null;
  description: string | null;
  price_gbp: number | null;
  vat_status: string | null;
  postcode: string | null;
  location: string | null;
  power_kw: number | string | null;
  fuel: string | null;
  brand: string | null;
  model: string | null;
  year: number | null;
  hours: number | null;
  warranty_months: number | null;
  phase: string | null;
  sockets: boolean | null;
  emissions: string | null;
  depot: { reference: string } | null;
  created_at: string;
  updated_at: string;
};

/** Where a page of listings carries on: after this one, newest first. */
export type ListingCursor = { createdAt: string; id: string };

/** The dealer's listings, newest first, `limit` of them after `cursor`; filtered by status, stock_ref and depot. */
export async function listDealerListings(
  supabase: SupabaseClient,
  dealerId: string,
  { status, stockRef, depotId, cursor, limit }: { status?: ListingStatus; stockRef?: string; depotId?: string; cursor?: ListingCursor; limit: number },
) {
  let query = supabase.from("generator_listings").select(listingColumns).eq("dealer_id", dealerId);
  if (status) query = query.eq("status", status);
  if (depotId) query = query.eq("depot_id", depotId);
  if (stockRef) query = query.eq("stock_ref", stockRef);
  if (cursor) query = query.or(`created_at.lt."${cursor.createdAt}",and(created_at.eq."${cursor.createdAt}",id.lt.${cursor.id})`);
  const { data, error } = await query.order("created_at", { ascending: false }).order("id", { ascending: false }).limit(limit);
  return { listings: data as DealerListingRow[] | null, error };
}

/** The dealer's listing with this stock_ref, or null. */
export async function getDealerListing(supabase: SupabaseClient, dealerId: string, stockRef: string) {
  const { data, error } = await supabase.from("generator_listings").select(listingColumns).eq("dealer_id", dealerId).eq("stock_ref", stockRef).maybeSingle();
  return { listing: data as DealerListingRow | null, error };
}

/** Where a listing written by the API goes: one of the dealer's depots, or none named. */
type DepotChoice = { depotId?: string };

/** Creates the dealer's listing with this stock_ref (api_create_listing: review, allowance), at the depot chosen or the main one; its id. */
export async function createDealerListing(supabase: SupabaseClient, stockRef: string, values: ListingValues, { depotId }: DepotChoice = {}) {
  const p_values = { ...values, depot_id: depotId ?? null };
  const { data, error } = await supabase.rpc("api_create_listing", { p_stock_ref: stockRef, p_values: p_values as unknown as Json });
  return { id: data, error };
}

/** Replaces the columns of the dealer's listing with this stock_ref (api_update_listing), moving it to the depot chosen if any; its id. */
export async function updateDealerListing(supabase: SupabaseClient, stockRef: string, values: ListingValues, { depotId }: DepotChoice = {}) {
  const p_values = { ...values, depot_id: depotId ?? null };
  const { data, error } = await supabase.rpc("api_update_listing", { p_stock_ref: stockRef, p_values: p_values as unknown as Json });
  return { id: data, error };
}

/** Takes the dealer's live listing with this stock_ref off the site (api_withdraw_listing); its id. */
export async function withdrawDealerListing(supabase: SupabaseClient, stockRef: string) {
  const { data, error } = await supabase.rpc("api_withdraw_listing", { p_stock_ref: stockRef });
  return { id: data, error };
}

/** What begin_idempotent_request answers. */
export type IdempotencyState = { state: "new" | "mismatch" | "in_progress" } | { state: "done"; status: number; body: Json };

export async function beginIdempotentRequest(supabase: SupabaseClient, idempotencyKey: string, fingerprint: string) {
  const { data, error } = await supabase.rpc("begin_idempotent_request", { p_idempotency_key: idempotencyKey, p_fingerprint: fingerprint });
  return { data: data as IdempotencyState | null, error };
}

export async function finishIdempotentRequest(supabase: SupabaseClient, idempotencyKey: string, status: number, body: Json) {
  return supabase.rpc("finish_idempotent_request", { p_idempotency_key: idempotencyKey, p_status: status, p_body: body });
}

/** Most auctions the API's list answers: the newest. */
export const MAX_API_AUCTIONS = 100;

/** The dealer's auctions, newest first, at most MAX_API_AUCTIONS (the API's list: no photos, no commission). */
export async function listDealerAuctions(supabase: SupabaseClient, dealerId: string) {
  const { data, error } = await supabase
    .from("auction_listings")
    .select("id, title, status, starting_price, current_bid, bid_count, auction_end_date")
    .eq("seller_id", dealerId)
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .limit(MAX_API_AUCTIONS);
  return { auctions: data, error };
}

/** The id of the dealer's listing with this stock_ref, or null. */
export async function dealerListingId(supabase: SupabaseClient, dealerId: string, stockRef: string) {
  const { data, error } = await supabase.from("generator_listings").select("id").eq("dealer_id", dealerId).eq("stock_ref", stockRef).maybeSingle();
  return { listingId: data?.id ?? null, error };
}
