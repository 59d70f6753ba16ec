import type { SupabaseClient } from "~/utils/supabase.server";
import type { DepotFields } from "./depot-fields";

/**
 * A dealer's depots (supabase/schemas/18-depots.sql, docs/depots.md): public rows anyone may
 * read; written only through save_depot (the plan's allowance, the first is the main one),
 * make_main_depot, delete_depot (its listings move to the main one) and move_listings_to_depot,
 * whose refusals for people carry GM4xx.
 */

export type DepotRow = {
  id: string;
  reference: string;
  name: string;
  address: string;
  postcode: string;
  phone: string | null;
  opening_hours: string | null;
  is_main: boolean;
};

/**
 * What the public pages show of a depot (listing_page's `depot`, seller_public_page's `depots`,
 * supabase/schemas/20-listings.sql and 60-reviews.sql): its name, where it is and how to reach it.
 */
export type DepotAddress = Pick<DepotRow, "name" | "address" | "postcode" | "phone" | "opening_hours">;

/** A depot as the public seller page lists it (seller_public_page's `depots`, the main one first). */
export type PublicDepot = DepotAddress & Pick<DepotRow, "id" | "is_main">;

const depotColumns = "id, reference, name, address, postcode, phone, opening_hours, is_main";

/** The dealer's depots, the main one first, then by name. */
export async function getDealerDepots(supabase: SupabaseClient, dealerId: string) {
  const { data, error } = await supabase
    .from("depots")
    .select(depotColumns)
    .eq("dealer_id", dealerId)
    .order("is_main", { ascending: false })
    .order("name")
    .order("id");
  return { depots: (data ?? []) as DepotRow[], error };
}

/**
 * The depot a dealer names by its reference (the dealer API's `depot`, the bulk upload's
 * `depot` column), among their depots: any case, spaces around it ignored, as save_depot keeps
 * a reference once per dealer in any case (supabase/schemas/18-depots.sql). Undefined when none has it.
 */
export function depotByReference<Depot extends Pick<DepotRow, "reference">>(depots: ReadonlyArray<Depot>, reference: string) {
  const wanted = reference.trim().toLowerCase();
  return depots.find((depot) => depot.reference.toLowerCase() === wanted);
}

/** How many depots the plan allows (SQL's plan_depot_allowance; plans.ts's depotLimit). */
export async function getDepotAllowance(supabase: SupabaseClient, planId: string | null) {
  const { data, error } = await supabase.rpc("plan_depot_allowance", { p_plan: planId ?? "" });
  return { allowance: typeof data === "number" ? data : null, error };
}

/** Adds a depot for the signed-in dealer (no depotId) or changes one of theirs; its id. */
export async function saveDepot(supabase: SupabaseClient, fields: DepotFields) {
  const { data, error } = await supabase.rpc("save_depot", {
    p_depot_id: fields.depotId,
    p_reference: fields.reference,
    p_name: fields.name,
    p_address: fields.address,
    p_postcode: fields.postcode,
    p_phone: fields.phone,
    p_opening_hours: fields.openingHours,
  });
  return { id: data, error };
}

export async function makeMainDepot(supabase: SupabaseClient, depotId: string) {
  return supabase.rpc("make_main_depot", { p_depot_id: depotId });
}

/** Deletes one of the signed-in dealer's depots: how many listings moved to the main one. */
export async function deleteDepot(supabase: SupabaseClient, depotId: string) {
  const { data, error } = await supabase.rpc("delete_depot", { p_depot_id: depotId });
  return { moved: data, error };
}

/** Puts the signed-in dealer's listings at one of their depots, all or none. */
export async function moveListingsToDepot(supabase: SupabaseClient, listingIds: string[], depotId: string) {
  const { data, error } = await supabase.rpc("move_listings_to_depot", { p_listing_ids: listingIds, p_depot_id: depotId });
  return { moved: data, error };
}

/**
 * How many listings (any status) are at each of these depots, by id: what the portal's Depots
 * tab shows and what deleting one would move, in one request (PostgREST groups by the column
 * beside count()). A depot's listings are its dealer's own (generator_listings_place_at_depot).
 */
export async function countDepotListings(supabase: SupabaseClient, depotIds: string[]) {
  const { data, error } = await supabase.from("generator_listings").select("depot_id, count()").in("depot_id", depotIds);
  if (error) return { counts: null, error };
  const counted = new Map((data as unknown as Array<{ depot_id: string; count: number }>).map((row) => [row.depot_id, row.count]));
  return { counts: Object.fromEntries(depotIds.map((id) => [id, counted.get(id) ?? 0])) as Record<string, number>, error: null };
}
