import * as z from "zod";
import { recordId } from "~/utils/validation";

/** The listing in the URL: anything that is not a uuid cannot be one. */
export const listingIdSchema = recordId;

/** The periods the page offers, in days (?days=); 30 is the default. */
export const STATS_PERIODS = [7, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_STATS_PERIOD: StatsPeriod = 30;

/** ?days= : one of the offered periods; anything else (or nothing) is the default. */
export const statsPeriodSchema = z.coerce
  .number()
  .refine((days): days is StatsPeriod => (STATS_PERIODS as readonly number[]).includes(days))
  .catch(DEFAULT_STATS_PERIOD);
