/**
 * Saved searches' rules (docs/spec/02-auctions-and-seller-tools.md §3 "Saved search"), once. SQL keeps the same limit
 * (private.saved_searches_max) and the same pages and frequencies (saved_searches' CHECK
 * constraints); supabase/tests/saved-searches.test.ts and database-types.test.ts tie them.
 */

/** How many searches a member keeps. */
export const SAVED_SEARCHES_MAX = 20;

/** The browse pages a search is saved from: its address is /{page}?{query}. */
export const savedSearchPages = ["listings", "auctions"] as const;
export type SavedSearchPage = (typeof savedSearchPages)[number];

/** How often a search's alerts are emailed: each new match within the minute, or one digest a day. */
export const alertFrequencies = [
  { key: "instant", label: "At once" },
  { key: "daily", label: "Daily digest" },
] as const;
export type AlertFrequency = (typeof alertFrequencies)[number]["key"];
export const alertFrequencyKeys = alertFrequencies.map((frequency) => frequency.key) as unknown as readonly [
  AlertFrequency,
  ...AlertFrequency[],
];

/**
 * The Cron Trigger (wrangler.toml) that sends the daily digests: 07:00 UTC, before the
 * working day in the UK. The every-minute trigger sends the instant alerts.
 */
export const DAILY_DIGEST_CRON = "0 7 * * *";
