import { generatorTypeKeys, generatorTypes } from "~/content/generator-types";
import { conditions, fuelTypes, kvaSizes, phaseTypes } from "~/content/listing-options";
import { kwOfKva } from "~/content/power";
import { formatNumber } from "~/utils/format";

/**
 * The choices /listings and /auctions filter by and create auction offers
 * (content/generator-types.ts's and content/listing-options.ts's lists as a select's options),
 * read by their loaders only.
 */

/** A kVA band in kW, in its label's words: under 1.6 kW, 1.6 to under 4 kW, 1,600 kW and over. */
function kwOfBand({ min, max }: { min: number; max: number | null }) {
  const kw = (kva: number) => formatNumber(kwOfKva(kva));
  if (max === null) return `${kw(min)} kW and over`;
  return min === 0 ? `under ${kw(max)} kW` : `${kw(min)} to under ${kw(max)} kW`;
}

/**
 * The power, condition and fuel filters' choices, the same on /listings and /auctions: the kVA
 * bands, each with its kW beside it for sellers who think in kW; the one condition list; the fuels.
 * The loaders send them with the page, so they add nothing to its script.
 */
export const kvaSizeOptions = kvaSizes.map((size) => ({ value: size.key, label: `${size.label} (${kwOfBand(size)})` }));
export const conditionOptions = conditions.map((condition) => ({ value: condition.key, label: condition.label }));
export const fuelOptions = fuelTypes.map((fuel) => ({ value: fuel, label: fuel }));

/** The one type list, each by the name /listings gives it (the sell wizard offers the same). */
export const typeOptions = generatorTypeKeys.map((key) => ({ value: key, label: generatorTypes[key].name }));

/** The one phase list. */
export const phaseOptions = phaseTypes.map((phase) => ({ value: phase, label: phase }));
