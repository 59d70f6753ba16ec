/** The periods the page offers, in days (?days=); 30 is the default. Apart from schema.ts so the page's script carries no zod. */
export const STATS_PERIODS = [7, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_STATS_PERIOD: StatsPeriod = 30;

/** A period's one address: the default has no ?days=. */
export const periodHref = (id: string, days: StatsPeriod) => `/listings/${id}/stats${days === DEFAULT_STATS_PERIOD ? "" : `?days=${days}`}`;
