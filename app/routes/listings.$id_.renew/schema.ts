import * as z from "zod";
import { listingOptions, type ListingOptionKey } from "~/content/plans";

export const CHOOSE_OPTION = "Choose Basic or Enhanced to renew this listing";

/**
 * Renew's form: the listing option a seller who pays per listing chooses (a trade seller's
 * form sends none: their package's ad pays). renew_listing decides the rest.
 */
export const RenewSchema = z.object({
  option: z.enum(listingOptions.map((option) => option.key) as [ListingOptionKey, ...ListingOptionKey[]], { error: CHOOSE_OPTION }).optional(),
});
