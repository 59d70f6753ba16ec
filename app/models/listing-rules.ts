import type { ListingStatus } from "~/content/listing-statuses";

/**
 * Rules about listings that the browser and the server both use (so no `.server`): one
 * place for each, used by the sell wizard, the dashboard, the listing page, the review
 * queue and messages. Where SQL decides the same thing, a test ties the two.
 */

/**
 * The statuses in which the owner may change a listing (the wizard's edit, its photos):
 * a draft, a rejected listing being fixed, a live one. Pending listings wait for the
 * team; expired and sold ones are history. SQL: public.owner_may_edit_listing_status
 * (…_owner_editable_statuses.sql), tied by supabase/listing-rules.test.ts.
 */
export const ownerEditableStatuses = ["draft", "rejected", "active"] as const satisfies readonly ListingStatus[];

export function ownerMayEdit(status: string) {
  return (ownerEditableStatuses as readonly string[]).includes(status);
}

type PublicName = { full_name: string | null; company_name: string | null } | null | undefined;

const given = (value: string | null | undefined) => value?.trim() || null;

/** The name a seller goes by (listing page, review queue, messages): their business, else their own name. */
export function sellerDisplayName(profile: PublicName) {
  return given(profile?.company_name) ?? given(profile?.full_name) ?? "GenMarket seller";
}

/** The name a buyer goes by in a seller's messages: their own name, else their business. */
export function buyerDisplayName(profile: PublicName) {
  return given(profile?.full_name) ?? given(profile?.company_name) ?? "GenMarket member";
}
