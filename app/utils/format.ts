import { kvaOfKw } from "~/content/power";

/**
 * Numbers as the site shows them, with British English grouping (docs/spec/01-marketplace-core.md §9). The same
 * functions run on the server and in the browser, so hydration matches.
 *
 * Numbers are grouped here rather than by Intl.NumberFormat: a page's first Intl formatter
 * starts the browser's ICU data, 20–35 ms of one task on a desktop and four times that on
 * Lighthouse's phone, and every page formats prices while it hydrates
 * (docs/decisions/024-number-formatting-without-intl.md). format.test.ts compares these with
 * Intl's en-GB answers.
 */

/** `value` rounded half away from zero to at most `places` decimals, in its shortest decimal form (as Intl rounds). */
function rounded(value: number, places: number) {
  const magnitude = Math.round(Number(`${Math.abs(value)}e${places}`));
  return Math.sign(value) * Number(`${magnitude}e-${places}`);
}

/** en-GB digits: 1,234,567.8 — commas between thousands, at least `minimumPlaces` and at most `maximumPlaces` decimals. */
function grouped(value: number, minimumPlaces: number, maximumPlaces: number) {
  // Beyond 1e21 toFixed writes an exponent; no price or power comes near.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return String(value);
  const exact = rounded(value, maximumPlaces);
  const [whole = "", fraction = ""] = Math.abs(exact).toFixed(maximumPlaces).split(".");
  const places = fraction.replace(/0+$/, "").padEnd(minimumPlaces, "0");
  const sign = exact < 0 || Object.is(exact, -0) ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${places ? `.${places}` : ""}`;
}

/** en-GB digits as pounds: the minus before the sign, -£5. */
function pounds(digits: string) {
  return digits.startsWith("-") ? `-£${digits.slice(1)}` : `£${digits}`;
}

/** A GBP amount: whole pounds without decimals (£2,500), pence when there are any (£8.95). */
export function formatGBP(amount: number) {
  return pounds(Number.isInteger(amount) ? grouped(amount, 0, 0) : grouped(amount, 2, 2));
}

/** A GBP amount always with pence, as receipts show it: £20.00. */
export function formatGBPWithPence(amount: number) {
  return pounds(grouped(amount, 2, 2));
}

/** 12,500 or 0.9 */
export function formatNumber(value: number) {
  return grouped(value, 0, 2);
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

// Dates in UK time whatever the server's or browser's zone, so server and browser agree. Each
// formatter is made on first use, so a page that shows no date never starts Intl (see above).
function ukDates(options: Intl.DateTimeFormatOptions) {
  let formatter: Intl.DateTimeFormat | undefined;
  return (isoDate: string) => (formatter ??= new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "Europe/London" })).format(new Date(isoDate));
}

/** 21 Nov (a date, YYYY-MM-DD, or a moment, in UK time) */
export const formatDayMonth = ukDates({ day: "numeric", month: "short" });

/** March 2025 (UK time): when a member joined. */
export const formatMonthYear = ukDates({ month: "long", year: "numeric" });

/** 21 Nov 2026 */
export const formatDate = ukDates({ day: "numeric", month: "short", year: "numeric" });

/** 21 Nov 2026, 14:05 (UK time) */
export const formatDateTime = ukDates({ day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

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
