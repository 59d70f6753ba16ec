import * as z from "zod";
import { generatorTypeKeys } from "~/content/generator-types";
import {
  acousticTypes,
  brands,
  conditionKeys,
  fuelTypes,
  keyFeatures,
  MAX_WARRANTY_MONTHS,
  MIN_YEAR,
  OTHER_BRAND,
  phaseTypes,
  vatStatuses,
} from "~/content/listing-options";
import { powerUnits } from "~/content/power";
import { MAX_PHOTO_ALT_LENGTH } from "~/models/listing-photo-rules";
import { formatNumber } from "~/utils/format";
import { optionalText, requiredNumber, requiredText, ukPostcode } from "~/utils/validation";

/**
 * The field rules of one listing, with the words people read (docs/spec/01-marketplace-core.md §5, §9): the sell
 * wizard's steps validate with them (browser and server), and the bulk upload checks each
 * CSV row with the same ones. No `.server`: the browser uses them too.
 *
 * - BasicInfoSchema: title, type, condition, description.
 * - createSpecsSchema: power (in kW or kVA, as the seller chooses: stored in kW, storedPowerKw), fuel, brand (a listed one, or Other and the name typed),
 *   model, year, hours, key features, and what the browse filters ask for: phase, voltage,
 *   acoustic type, enclosure, emissions, warranty months, sockets (all optional: the spec's
 *   wizard does not ask for them, and an older set may not have a known figure).
 * - listingPriceFields: asking price, VAT status, negotiable, postcode, location details.
 */

const values = <T extends { value: string } | { key: string }>(list: readonly T[]) =>
  list.map((item) => ("value" in item ? item.value : item.key)) as [string, ...string[]];

/**
 * Step 1. The type is the one type list (content/generator-types.ts), what the browse filter,
 * the bulk upload and create auction use; the listing stores its key.
 */
export const BasicInfoSchema = z.object({
  title: requiredText("Generator title", 150),
  type: z.enum(generatorTypeKeys, { error: "Generator type is required" }),
  condition: z.enum(conditionKeys, { error: "Condition is required" }),
  description: requiredText("Description", 5000),
});

export const OTHER_BRAND_MESSAGE = "Enter the brand";

const wholeNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be ${formatNumber(max)} or less`);

export function createSpecsSchema({ maxYear }: { maxYear: number }) {
  const yearRange = `Year must be between ${MIN_YEAR} and ${maxYear}`;
  return z
    .object({
      powerOutput: requiredNumber("Power output")
        .positive("Power output must be more than 0 kW")
        .max(100_000, "Power output must be 100,000 kW or less"),
      /** The unit the power was typed in; listings store kW (content/power.ts storedPowerKw). */
      powerUnit: z.enum(powerUnits, { error: "Choose kW or kVA" }).default("kW"),
      fuelType: z.enum(fuelTypes, { error: "Fuel type is required" }),
      brand: z.enum(brands, { error: "Brand is required" }),
      /** The brand's name when it is not in the list (brand: Other). */
      otherBrand: optionalText("Brand", 100),
      model: optionalText("Model", 100),
      year: requiredNumber("Year").int(yearRange).min(MIN_YEAR, yearRange).max(maxYear, yearRange),
      hoursUsed: wholeNumber("Hours used", 1_000_000).optional(),
      keyFeatures: z.array(z.enum(keyFeatures, { error: "Choose key features from the list" })).default([]),
      phase: z.enum(phaseTypes, { error: "Choose a phase from the list" }).optional(),
      voltage: optionalText("Voltage", 50),
      acousticType: z.enum(acousticTypes, { error: "Choose an acoustic type from the list" }).optional(),
      enclosure: optionalText("Enclosure", 100),
      emissions: optionalText("Emissions", 100),
      warrantyMonths: wholeNumber("Warranty", MAX_WARRANTY_MONTHS).optional(),
      sockets: z.boolean().default(false),
    })
    .superRefine((specs, context) => {
      if (specs.brand === OTHER_BRAND && !specs.otherBrand) {
        context.addIssue({ code: "custom", path: ["otherBrand"], message: OTHER_BRAND_MESSAGE });
      }
    });
}

/** The price and where the generator is (the wizard's Pricing step adds its listing option). */
export const listingPriceFields = {
  askingPrice: requiredNumber("Asking price")
    .int("Enter the asking price in whole pounds")
    .min(1, "Asking price must be at least £1")
    .max(10_000_000, "Asking price must be £10,000,000 or less"),
  vatStatus: z.enum(values(vatStatuses), { error: "VAT status is required" }),
  priceNegotiable: z.boolean().default(false),
  postcode: ukPostcode,
  locationDetails: optionalText("Location details", 200),
};

export type BasicInfo = z.infer<typeof BasicInfoSchema>;
export type Specs = z.infer<ReturnType<typeof createSpecsSchema>>;

export const PHOTO_ALT_TOO_LONG = `Keep a photo's description to ${MAX_PHOTO_ALT_LENGTH} characters or fewer`;

/**
 * A photo's alternative text as the seller typed it: spaces and line breaks run together,
 * at most MAX_PHOTO_ALT_LENGTH characters (listing_photos.alt's check); empty is null, the
 * default (the listing's title and the photo's number).
 */
export const PhotoAltSchema = z
  .string()
  .transform((alt) => alt.replace(/\s+/g, " ").trim())
  .pipe(z.string().max(MAX_PHOTO_ALT_LENGTH, PHOTO_ALT_TOO_LONG))
  .transform((alt) => alt || null);

