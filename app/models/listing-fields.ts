import * as z from "zod";
import {
  keyFeatures,
  vatStatuses,
  wizardBrands,
  wizardCategories,
  wizardConditions,
  wizardFuelTypes,
} from "~/content/listing-options";
import { optionalText, requiredNumber, requiredText, ukPostcode } from "~/utils/validation";

/**
 * The rules of a listing's fields, one schema per wizard step (spec 01 §4, §5, §9): the sell
 * wizard's steps (routes/sell-generator, with conform in the browser and on the server) and
 * each row of a bulk upload (routes/bulk-upload) are judged by these same schemas.
 */

export const MIN_YEAR = 1990;

const values = <T extends { value: string } | { key: string }>(list: readonly T[]) =>
  list.map((item) => ("value" in item ? item.value : item.key)) as [string, ...string[]];

export const BasicInfoSchema = z.object({
  title: requiredText("Generator title", 150),
  category: z.enum(wizardCategories, { error: "Category is required" }),
  condition: z.enum(values(wizardConditions), { error: "Condition is required" }),
  description: requiredText("Description", 5000),
});

export function createSpecsSchema({ maxYear }: { maxYear: number }) {
  const yearRange = `Year must be between ${MIN_YEAR} and ${maxYear}`;
  return z.object({
    powerOutput: requiredNumber("Power output")
      .positive("Power output must be more than 0 kW")
      .max(100_000, "Power output must be 100,000 kW or less"),
    fuelType: z.enum(values(wizardFuelTypes), { error: "Fuel type is required" }),
    brand: z.enum(wizardBrands, { error: "Brand is required" }),
    model: optionalText("Model", 100),
    year: requiredNumber("Year").int(yearRange).min(MIN_YEAR, yearRange).max(maxYear, yearRange),
    hoursUsed: z
      .number({ error: "Hours used must be a number" })
      .int("Hours used must be a whole number")
      .min(0, "Hours used cannot be negative")
      .max(1_000_000, "Hours used must be 1,000,000 or less")
      .optional(),
    keyFeatures: z.array(z.enum(keyFeatures, { error: "Choose key features from the list" })).default([]),
  });
}

export const LISTING_OPTION_MESSAGE = "Choose a listing option";

/**
 * Pricing. The listing option is asked for only while the listing still needs paying for
 * (a draft not yet paid); a live listing's edits take no new payment.
 */
export function createPricingSchema({ optionRequired }: { optionRequired: boolean }) {
  const listingOption = z.enum(["basic", "enhanced"], { error: LISTING_OPTION_MESSAGE });
  return z.object({
    listingOption: optionRequired ? listingOption : listingOption.optional(),
    askingPrice: requiredNumber("Asking price")
      .int("Enter the asking price in whole pounds")
      .min(1, "Asking price must be at least £1")
      .max(10_000_000, "Asking price must be £10,000,000 or less"),
    vatStatus: z.enum(values(vatStatuses), { error: "VAT status is required" }),
    priceNegotiable: z.boolean().default(false),
    postcode: ukPostcode,
    locationDetails: optionalText("Location details", 200),
  });
}

export type BasicInfo = z.infer<typeof BasicInfoSchema>;
export type Specs = z.infer<ReturnType<typeof createSpecsSchema>>;
export type Pricing = z.infer<ReturnType<typeof createPricingSchema>>;

