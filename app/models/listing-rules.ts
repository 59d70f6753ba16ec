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
 * (supabase/schemas/20-listings.sql), tied by supabase/tests/listing-rules.test.ts.
 */
export const ownerEditableStatuses = ["draft", "rejected", "active"] as const satisfies readonly ListingStatus[];

export function ownerMayEdit(status: string) {
  return (ownerEditableStatuses as readonly string[]).includes(status);
}

/**
 * What a listing needs before it can be published, in the sell wizard's order: each item's
 * name as SQL's public.listing_missing_fields answers it (supabase/schemas/20-listings.sql, the
 * one rule: publish_listing refuses with it, the wizard's Review step lists it), the wizard
 * step that fills it in, and its words (as SQL's publish refusal says them). Tied to SQL by
 * supabase/tests/listing-rules.test.ts. Field formats (lengths, ranges) stay in the steps' zod;
 * the title is not here because the table never lacks one.
 */
export const listingRequirements = [
  { name: "type", step: 1, label: "the type" },
  { name: "condition", step: 1, label: "the condition" },
  { name: "description", step: 1, label: "a description" },
  { name: "power_kw", step: 2, label: "the power output" },
  { name: "fuel", step: 2, label: "the fuel type" },
  { name: "brand", step: 2, label: "the brand" },
  { name: "year", step: 2, label: "the year" },
  { name: "photos", step: 3, label: "at least one photo" },
  { name: "price_gbp", step: 4, label: "the asking price" },
  { name: "vat_status", step: 4, label: "the VAT status" },
  { name: "postcode", step: 4, label: "the postcode" },
  { name: "listing_option", step: 4, label: "a listing option" },
] as const;

export type ListingRequirement = (typeof listingRequirements)[number];

/** The requirements SQL named as missing, in the wizard's order (a name the app does not know is left out). */
export function missingRequirements(missing: readonly string[]): ListingRequirement[] {
  return listingRequirements.filter((requirement) => missing.includes(requirement.name));
}

/** The first wizard step with something missing, or null when the listing lacks nothing. */
export function firstStepLacking(missing: readonly string[]) {
  return missingRequirements(missing)[0]?.step ?? null;
}

type PublicName = { full_name: string | null; company_name: string | null } | null | undefined;

const given = (value: string | null | undefined) => value?.trim() || null;

/** The name a seller goes by (listing page, review queue, messages): their business, else their own name. */
export function sellerDisplayName(profile: PublicName) {
  return given(profile?.company_name) ?? given(profile?.full_name) ?? "GenMarket seller";
}

/** The name a buyer goes by in a seller's messages: their own name, else their business, else (docs/spec/02-auctions-and-seller-tools.md §8) 'Unknown Buyer'. */
export function buyerDisplayName(profile: PublicName) {
  return given(profile?.full_name) ?? given(profile?.company_name) ?? "Unknown Buyer";
}
