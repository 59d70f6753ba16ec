import { conditionLabel } from "~/content/listing-options";
import type { ListingDetail } from "~/models/catalogue.server";
import { formatHours, formatNumber, formatPower } from "~/utils/format";

export type SpecRow = { label: string; value: string };

type Value = string | number | boolean | null | undefined;

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** Rows whose value is known; unknown ones are left out rather than shown as blanks. */
function rows(entries: Array<[label: string, value: Value, format?: (value: never) => string]>): SpecRow[] {
  return entries.flatMap(([label, value, format]) => {
    if (value === null || value === undefined || value === "") return [];
    const text = format
      ? (format as (value: Value) => string)(value)
      : typeof value === "boolean"
        ? yesNo(value)
        : String(value);
    return [{ label, value: text }];
  });
}

const power = (listing: ListingDetail) => (listing.power_kw === null ? null : formatPower(listing.power_kw));

const unit = (suffix: string) => (value: number) => `${formatNumber(value)} ${suffix}`;
const percent = (value: number) => `${formatNumber(value)}%`;

/** The Details tab (docs/spec/01-marketplace-core.md §2): brand, year, power, hours, fuel, phase, voltage, condition. */
export function detailRows(listing: ListingDetail): SpecRow[] {
  return rows([
    ["Brand", listing.brand],
    ["Model", listing.model],
    ["Year", listing.year],
    ["Power", power(listing)],
    ["Hours", listing.hours, formatHours],
    ["Fuel", listing.fuel],
    ["Phase", listing.phase],
    ["Voltage", listing.voltage],
    ["Condition", conditionLabel(listing.condition)],
  ]);
}

/**
 * The Specifications tab: the spec's ten rows (brand, power output, fuel type, phase type,
 * voltage, enclosure type, year manufactured, operating hours, condition, emissions
 * rating), then whatever else the seller gave, including the type-specific details.
 */
export function specificationRows(listing: ListingDetail): SpecRow[] {
  const operatingTemp =
    listing.operating_temp_min_c !== null && listing.operating_temp_max_c !== null
      ? `${formatNumber(listing.operating_temp_min_c)} to ${formatNumber(listing.operating_temp_max_c)} °C`
      : null;
  return rows([
    ["Brand", listing.brand],
    ["Power output", power(listing)],
    ["Fuel type", listing.fuel],
    ["Phase type", listing.phase],
    ["Voltage", listing.voltage],
    ["Enclosure type", listing.enclosure],
    ["Year manufactured", listing.year],
    ["Operating hours", listing.hours, formatHours],
    ["Condition", conditionLabel(listing.condition)],
    ["Emissions rating", listing.emissions],
    ["Acoustic type", listing.acoustic_type],
    ["Noise level", listing.noise_level_db, (db: number) => `${formatNumber(db)} dB(A) at 7 m`],
    ["Weight", listing.weight_kg, unit("kg")],
    ["Warranty", listing.warranty_months, (months: number) => (months > 0 ? `${months} months` : "None")],
    ["Sockets", listing.sockets],
    ["Outlet panel", listing.outlet_panel],
    ["Fuel tank", listing.fuel_tank_litres, unit("litres")],
    ["Auto start", listing.auto_start],
    ["Transfer switch", listing.transfer_switch, (kind: string) => (kind === "automatic" ? "Automatic (ATS)" : "Manual")],
    ["Rated for continuous running", listing.rated_for_continuous],
    ["Efficiency", listing.efficiency_pct, percent],
    ["Heat recovery", listing.heat_recovery],
    ["Towable", listing.towable],
    ["Inverter", listing.inverter_type],
    ["Auto switching", listing.auto_switch],
    ["Fuel savings", listing.fuel_savings_pct, percent],
    ["Battery capacity", listing.battery_capacity_kwh, unit("kWh")],
    ["Battery type", listing.battery_type],
    ["Cycle life", listing.cycle_life, unit("cycles")],
    ["Round-trip efficiency", listing.round_trip_efficiency_pct, percent],
    ["Charging time", listing.charging_time_hours, unit("hours")],
    ["Solar compatible", listing.solar_compatible],
    ["Solar optimised", listing.solar_optimized],
    ["Grid tie", listing.grid_tie],
    ["Modular", listing.modular],
    ["App control", listing.app_control],
    ["Operating temperature", operatingTemp],
  ]);
}
