import { kvaOfKw } from "~/content/power";

/**
 * Numbers as the site shows them, with British English grouping (docs/spec/01-marketplace-core.md §9). The same
 * formatters run on the server and in the browser, so hydration matches.
 */

const wholePounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });
const poundsAndPence = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", minimumFractionDigits: 2 });

/** A GBP amount: whole pounds without decimals (£2,500), pence when there are any (£8.95). */
export function formatGBP(amount: number) {
  return (Number.isInteger(amount) ? wholePounds : poundsAndPence).format(amount);
}

const decimal = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

/** 12,500 or 0.9 */
export function formatNumber(value: number) {
  return decimal.format(value);
}

/** A count that may have stopped early: 12,500, or 1,000+ when more than that match (not exact). */
export function formatCount(value: number, exact: boolean) {
  return exact ? formatNumber(value) : `${formatNumber(value)}+`;
}

/** 100 kW */
export function formatKw(kw: number) {
  return `${formatNumber(kw)} kW`;
}

/** 125 kVA */
export function formatKva(kva: number) {
  return `${formatNumber(kva)} kVA`;
}

/**
 * A stored power (kW) as cards and pages show it, both units: 100 kVA / 80 kW (content/power.ts).
 * A figure keeps its unit (a no-break space), so a narrow column breaks only after the slash.
 */
export function formatPower(kw: number) {
  return `${formatNumber(kvaOfKw(kw))}\u00a0kVA / ${formatNumber(kw)}\u00a0kW`;
}

/** 1,120 hrs */
export function formatHours(hours: number) {
  return `${formatNumber(hours)} hrs`;
}

/**
 * A card's distance from the place searched: "Under 1 mile", "1 mile away", "12 miles away".
 * Whole miles: the distances are between outcode centres, so finer would claim too much.
 */
export function formatMilesAway(miles: number) {
  if (miles < 1) return "Under 1 mile";
  const whole = Math.round(miles);
  return `${formatNumber(whole)} ${whole === 1 ? "mile" : "miles"} away`;
}

/** A phone number as a tel: link, in international form: 0121 496 0734 → tel:+441214960734. */
export function telHref(phone: string) {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return `tel:+${digits}`;
  if (digits.startsWith("00")) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith("0")) return `tel:+44${digits.slice(1)}`;
  return `tel:${digits}`;
}

// Dates in UK time whatever the server's or browser's zone, so server and browser agree.
const dayMonthYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/London" });
const dayMonthYearTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "Europe/London" });

/** 21 Nov (a date, YYYY-MM-DD, or a moment, in UK time) */
export function formatDayMonth(isoDate: string) {
  return dayMonth.format(new Date(isoDate));
}

const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "Europe/London" });

/** March 2025 (UK time): when a member joined. */
export function formatMonthYear(isoDate: string) {
  return monthYear.format(new Date(isoDate));
}

/** 21 Nov 2026 */
export function formatDate(isoDate: string) {
  return dayMonthYear.format(new Date(isoDate));
}

/** 21 Nov 2026, 14:05 (UK time) */
export function formatDateTime(isoDate: string) {
  return dayMonthYearTime.format(new Date(isoDate));
}

/**
 * Time left until an auction's end, as docs/spec/02-auctions-and-seller-tools.md §4 shows it: days and hours, else hours and
 * minutes, else minutes (with seconds in the last hour, where the 2-minute soft close makes
 * them matter): "2d 5h", "3h 12m", "14m 05s". Null once the end has passed: the card says
 * 'Ended', the auction page 'Auction ended'. `nowMs` is the server's clock, never the
 * browser's (the live page counts from the server's time).
 */
export function formatTimeLeft(endIso: string, nowMs: number) {
  const seconds = Math.floor((new Date(endIso).getTime() - nowMs) / 1000);
  if (!(seconds > 0)) return null;
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m ${String(seconds % 60).padStart(2, "0")}s`;
}

/**
 * A duration in minutes as a seller's response time reads: "under 1 min", "45 min",
 * "3h 20m", "2d 4h".
 */
export function formatDuration(minutes: number) {
  const whole = Math.round(minutes);
  if (whole < 1) return "under 1 min";
  if (whole < 60) return `${whole} min`;
  const days = Math.floor(whole / 1_440);
  const hours = Math.floor((whole % 1_440) / 60);
  if (days > 0) return hours > 0 ? `${days}d ${hours}h` : `${days}d`;
  const rest = whole % 60;
  return rest > 0 ? `${hours}h ${rest}m` : `${hours}h`;
}

/** A seller's median time to a first reply, in words: "Within 45 minutes", "Within 3 hours", "Within 2 days". */
export function formatResponseTime(minutes: number) {
  if (minutes < 60) return `Within ${Math.max(1, minutes)} ${minutes <= 1 ? "minute" : "minutes"}`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `Within ${hours} ${hours === 1 ? "hour" : "hours"}`;
  const days = Math.round(hours / 24);
  return `Within ${days} ${days === 1 ? "day" : "days"}`;
}
