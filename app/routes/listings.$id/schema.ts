import * as z from "zod";

/** A listing id in the URL: anything that is not a uuid cannot be a listing. */
export const listingIdSchema = z.guid();

/** The Contact Seller card's buttons that post to the listing page. */
export const sellerActionSchema = z.object({ intent: z.enum(["save", "call"]) });
