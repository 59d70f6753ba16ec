import * as z from "zod";
import { recordId } from "~/utils/validation";
import { DEFAULT_STATS_PERIOD, STATS_PERIODS, type StatsPeriod } from "./parts/periods";

/** The listing in the URL: anything that is not a uuid cannot be one. */
export const listingIdSchema = recordId;

/** ?days= : one of the offered periods; anything else (or nothing) is the default. */
export const statsPeriodSchema = z.coerce
  .number()
  .refine((days): days is StatsPeriod => (STATS_PERIODS as readonly number[]).includes(days))
  .catch(DEFAULT_STATS_PERIOD);
