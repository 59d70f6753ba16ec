import { brandChoice, storedBrand } from "~/content/listing-options";
import { regionForPostcode } from "~/content/postcode-regions";
import { storedPowerKw } from "~/content/power";
import type { BasicInfo, Specs } from "~/models/listing-fields";
import type { EditableListing, ListingPatch } from "~/models/own-listing.server";
import type { Pricing } from "../schema";
import type { CookieDraft } from "./draft-cookie.server";

/** The wizard's fields and the listing's columns: a listing as the steps show it, and a step's values as what to write. */

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
    otherBrand?: string;
    model?: string;
    year?: number;
    hoursUsed?: number;
    keyFeatures: string[];
    phase?: string;
    voltage?: string;
    acousticType?: string;
    enclosure?: string;
    emissions?: string;
    warrantyMonths: number;
    sockets: boolean;
  };
  pricing: {
    askingPrice?: number;
    vatStatus?: string;
    priceNegotiable: boolean;
    postcode?: string;
    locationDetails?: string;
    /** The option chosen on Pricing, paid for when the seller publishes. */
    listingOption?: string;
    /** The dealer's depot it is at (docs/depots.md); none for a seller without depots. Written by move_listings_to_depot, not pricingColumns. */
    depotId?: string;
  };
  photos: EditableListing["photos"];
  /** The paid payment, if any. */
  payment: EditableListing["payment"];
  /** What it still lacks before it can be published (SQL's answer; listing-rules.ts names each item's step). */
  missing: string[];
};

const present = <T,>(value: T | null) => value ?? undefined;

export function toWizardListing(row: EditableListing): WizardListing {
  return {
    id: row.id,
    status: row.status,
    wizardStep: row.wizard_step,
    basicInfo: {
      title: row.title,
      type: present(row.type),
      condition: present(row.condition),
      description: present(row.description),
    },
    specs: {
      powerOutput: present(row.power_kw === null ? null : Number(row.power_kw)),
      fuelType: present(row.fuel),
      ...brandChoice(row.brand),
      model: present(row.model),
      year: present(row.year),
      hoursUsed: present(row.hours),
      keyFeatures: row.key_features,
      phase: present(row.phase),
      voltage: present(row.voltage),
      acousticType: present(row.acoustic_type),
      enclosure: present(row.enclosure),
      emissions: present(row.emissions),
      warrantyMonths: row.warranty_months,
      sockets: row.sockets,
    },
    pricing: {
      askingPrice: present(row.price_gbp),
      vatStatus: present(row.vat_status),
      priceNegotiable: row.price_negotiable,
      postcode: present(row.postcode),
      locationDetails: present(row.location),
      listingOption: present(row.chosen_option),
      depotId: present(row.depot_id),
    },
    photos: row.photos,
    payment: row.payment,
    missing: row.missing,
  };
}

/**
 * A step's values as listing columns. With `clearMissing` (a whole step was sent) a field
 * left empty clears its column; without (Previous keeps what was valid) it is left alone.
 */
function toColumns(columns: ListingPatch, clearMissing: boolean): ListingPatch {
  return Object.fromEntries(
    Object.entries(columns).flatMap(([column, value]) =>
      value !== undefined ? [[column, value]] : clearMissing ? [[column, null]] : [],
    ),
  );
}

type ColumnOptions = { clearMissing: boolean };

export function basicInfoColumns(values: Partial<BasicInfo>, { clearMissing }: ColumnOptions): ListingPatch {
  const { title, type, condition, description } = values;
  return toColumns({ title, type, condition, description }, clearMissing);
}

export function specsColumns(values: Partial<Specs>, { clearMissing }: ColumnOptions): ListingPatch {
  return toColumns(
    {
      // Typed in kW or kVA (the Specs step's unit; a cookie draft keeps both), stored in kW.
      power_kw: values.powerOutput === undefined ? undefined : storedPowerKw(values.powerOutput, values.powerUnit ?? "kW"),
      fuel: values.fuelType,
      brand: storedBrand(values.brand, values.otherBrand),
      model: values.model,
      year: values.year,
      hours: values.hoursUsed,
      key_features: values.keyFeatures,
      phase: values.phase,
      voltage: values.voltage,
      acoustic_type: values.acousticType,
      enclosure: values.enclosure,
      emissions: values.emissions,
      // Not null in the table: no warranty is 0 months, no sockets is false.
      warranty_months: clearMissing ? (values.warrantyMonths ?? 0) : values.warrantyMonths,
      sockets: values.sockets,
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
      // The location filter's region, from the postcode's area.
      region: values.postcode === undefined ? undefined : regionForPostcode(values.postcode),
      // A live listing must show a location: without details it is the postcode (as publish_listing makes it).
      location: values.locationDetails ?? (clearMissing ? values.postcode : undefined),
      chosen_option: values.listingOption,
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
