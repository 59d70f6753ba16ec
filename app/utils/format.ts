/**
 * Numbers as the site shows them: British English grouping, pounds without pence (spec 01
 * §9). The same formatters run on the server and in the browser, so hydration matches.
 */

const pounds = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const decimal = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

/** £12,500 */
export function formatGbp(amount: number) {
  return pounds.format(amount);
}

/** 12,500 or 0.9 */
export function formatNumber(value: number) {
  return decimal.format(value);
}

/** 100 kW */
export function formatKw(kw: number) {
  return `${formatNumber(kw)} kW`;
}

/** 125 kVA */
export function formatKva(kva: number) {
  return `${formatNumber(kva)} kVA`;
}

/** 1,120 hrs */
export function formatHours(hours: number) {
  return `${formatNumber(hours)} hrs`;
}
