/**
 * A generator's power, the one rule (docs/listings.md#power): listings and auctions store kW
 * (`power_kw`), and kVA is derived from it at the rated power factor of 0.8 (the glossary's
 * "Power factor"): kW = kVA × 0.8, so kVA = kW × 1.25. SQL derives generator_listings.kva and
 * the keyword search's kVA with the same factor (supabase/schemas/20-listings.sql,
 * 40-auctions.sql; supabase/tests/listing-fields.test.ts ties them to this).
 */
export const POWER_FACTOR = 0.8;

/** kVA per kW: 1.25, exact in binary, so 80 kW is 100 kVA and not 100.00000000000001. */
export const KVA_PER_KW = 1 / POWER_FACTOR;

export function kvaOfKw(kw: number) {
  return kw * KVA_PER_KW;
}

export function kwOfKva(kva: number) {
  return kva * POWER_FACTOR;
}

/** The units a seller may give a power in (the sell wizard, create auction); stored as kW either way. */
export const powerUnits = ["kW", "kVA"] as const;

export type PowerUnit = (typeof powerUnits)[number];

/**
 * A listing's or auction's stored power: what the seller typed, in kW, to the hundredth of a
 * kW (generator_listings.power_kw and auction_listings.power_kw are numeric(8, 2);
 * supabase/schemas/20-listings.sql, 40-auctions.sql), so it shows as typed: 100 kVA is 80 kW,
 * 95 kVA 76 kW, 7 kVA 5.6 kW (7 kVA again, not the 7.5 kVA of a whole 6 kW).
 */
export function storedPowerKw(power: number, unit: PowerUnit) {
  return Math.round((unit === "kVA" ? kwOfKva(power) : power) * 100) / 100;
}
