import type { ListingOptionKey } from "~/content/plans";
import { getListingPhotos, type ListingPhoto } from "~/models/listing-photo.server";
import type { Payment } from "~/utils/payments.server";
import type { SupabaseClient } from "~/utils/supabase.server";
import type { CookieDraft } from "./draft-cookie.server";
import type { BasicInfo, Pricing, Specs } from "./schema";

/** The wizard's data in the database: a seller's own listing, read and written as them. */

const wizardColumns =
  "id, status, wizard_step, listing_option, title, category, condition, description, power_kw, fuel, brand, model, " +
  "year, hours, key_features, price_gbp, vat_status, price_negotiable, postcode, location";

type WizardRow = {
  id: string;
  status: string;
  wizard_step: number | null;
  listing_option: ListingOptionKey | null;
  title: string;
  category: string | null;
  condition: string | null;
  description: string | null;
  power_kw: number | null;
  fuel: string | null;
  brand: string | null;
  model: string | null;
  year: number | null;
  hours: number | null;
  key_features: string[];
  price_gbp: number | null;
  vat_status: string | null;
  price_negotiable: boolean;
  postcode: string | null;
  location: string | null;
};

/** A listing as the wizard's steps see it: their field names, prefilled from the row. */
export type WizardListing = {
  id: string;
  status: string;
  wizardStep: number | null;
  basicInfo: Partial<Record<keyof BasicInfo, string>>;
  specs: {
    powerOutput?: number;
    fuelType?: string;
    brand?: string;
    model?: string;
    year?: number;
    hoursUsed?: number;
    keyFeatures: string[];
  };
  pricing: {
    askingPrice?: number;
    vatStatus?: string;
    priceNegotiable: boolean;
    postcode?: string;
    locationDetails?: string;
  };
  photos: ListingPhoto[];
  /** The paid payment, if any. */
  payment: Pick<Payment, "listing_option" | "amount_pence" | "reference" | "paid_at"> | null;
};

const present = <T,>(value: T | null) => value ?? undefined;

function toWizardListing(row: WizardRow, photos: ListingPhoto[], payment: WizardListing["payment"]): WizardListing {
  return {
    id: row.id,
    status: row.status,
    wizardStep: row.wizard_step,
    basicInfo: {
      title: row.title,
      category: present(row.category),
      condition: present(row.condition),
      description: present(row.description),
    },
    specs: {
      powerOutput: present(row.power_kw === null ? null : Number(row.power_kw)),
      fuelType: present(row.fuel),
      brand: present(row.brand),
      model: present(row.model),
      year: present(row.year),
      hoursUsed: present(row.hours),
      keyFeatures: row.key_features,
    },
    pricing: {
      askingPrice: present(row.price_gbp),
      vatStatus: present(row.vat_status),
      priceNegotiable: row.price_negotiable,
      postcode: present(row.postcode),
      locationDetails: present(row.location),
    },
    photos,
    payment,
  };
}

/** The user's own listing with its photos and payment; null when there is none with this id (or it is someone else's). */
export async function getOwnListing(supabase: SupabaseClient, userId: string, id: string) {
  const { data, error } = await supabase
    .from("generator_listings")
    .select(wizardColumns)
    .eq("id", id)
    .eq("dealer_id", userId)
    .maybeSingle<WizardRow>();
  if (error) return { listing: null, error };
  if (!data) return { listing: null, error: null };
  const [photos, payments] = await Promise.all([
    getListingPhotos(supabase, id),
    supabase
      .from("payments")
      .select("listing_option, amount_pence, reference, paid_at")
      .eq("listing_id", id)
      .eq("status", "paid")
      .maybeSingle<WizardListing["payment"]>(),
  ]);
  if (photos.error) return { listing: null, error: photos.error };
  if (payments.error) return { listing: null, error: payments.error };
  return { listing: toWizardListing(data, photos.photos, payments.data), error: null };
}

/** The user's unfinished listings, newest first, for 'Continue your draft'. */
export async function getOwnDrafts(supabase: SupabaseClient, userId: string) {
  const { data, error } = await supabase
    .from("generator_listings")
    .select("id, title, wizard_step, updated_at")
    .eq("dealer_id", userId)
    .eq("status", "draft")
    .order("updated_at", { ascending: false })
    .limit(10);
  return { drafts: data ?? [], error };
}

/** Columns of a step's values, as the listing row names them. */
export type ListingPatch = Record<string, string | number | boolean | string[] | null>;

/**
 * A step's values as listing columns. With `clearMissing` (a whole step was sent) a field
 * left empty clears its column; without (Previous keeps what was valid) it is left alone.
 */
function toColumns(columns: Record<string, ListingPatch[string] | undefined>, clearMissing: boolean): ListingPatch {
  return Object.fromEntries(
    Object.entries(columns).flatMap(([column, value]) =>
      value !== undefined ? [[column, value]] : clearMissing ? [[column, null]] : [],
    ),
  );
}

type ColumnOptions = { clearMissing: boolean };

export function basicInfoColumns(values: Partial<BasicInfo>, { clearMissing }: ColumnOptions): ListingPatch {
  const { title, category, condition, description } = values;
  return toColumns({ title, category, condition, description }, clearMissing);
}

export function specsColumns(values: Partial<Specs>, { clearMissing }: ColumnOptions): ListingPatch {
  return toColumns(
    {
      power_kw: values.powerOutput,
      fuel: values.fuelType,
      brand: values.brand,
      model: values.model,
      year: values.year,
      hours: values.hoursUsed,
      key_features: values.keyFeatures,
    },
    clearMissing,
  );
}

export function pricingColumns(values: Partial<Pricing>, { clearMissing }: ColumnOptions): ListingPatch {
  return toColumns(
    {
      price_gbp: values.askingPrice,
      vat_status: values.vatStatus,
      price_negotiable: values.priceNegotiable,
      postcode: values.postcode,
      location: values.locationDetails,
    },
    clearMissing,
  );
}

/** The object without its undefined entries (a lenient parse leaves out what was not valid). */
export function withoutUndefined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The columns a signed-out visitor's cookie draft fills in. */
export function cookieDraftColumns(draft: CookieDraft): ListingPatch {
  const options = { clearMissing: false };
  return { ...basicInfoColumns(draft.basicInfo ?? {}, options), ...specsColumns(draft.specs ?? {}, options) };
}

/** A new draft listing of the user's (status draft by default); its id. */
export async function createDraftListing(supabase: SupabaseClient, userId: string, patch: ListingPatch, wizardStep: number) {
  const { data, error } = await supabase
    .from("generator_listings")
    .insert({ ...patch, dealer_id: userId, wizard_step: wizardStep })
    .select("id")
    .single();
  return { id: data?.id as string | undefined, error };
}

/** Merges a step's values into the user's listing and records the step reached. */
export async function updateWizardListing(supabase: SupabaseClient, id: string, patch: ListingPatch, wizardStep: number) {
  const { error } = await supabase.from("generator_listings").update({ ...patch, wizard_step: wizardStep }).eq("id", id);
  return { error };
}

/** Sends the listing for review (publish_listing); publishing it again changes nothing. */
export async function publishListing(supabase: SupabaseClient, id: string) {
  const { error } = await supabase.rpc("publish_listing", { p_listing_id: id });
  return { error };
}
