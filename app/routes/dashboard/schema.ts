import * as z from "zod";
import { recordId } from "~/utils/validation";

/**
 * The Contact preferences form: a checkbox, so it is "on" when ticked and absent when not
 * (conform reads "on" as true); anything else is refused.
 */
export const ContactPreferencesSchema = z.object({
  showPhone: z.boolean({ error: "Tick the box to show your phone number, or leave it clear" }).default(false),
});

/** An auction id in the Cancel auction forms: anything that is not a uuid cannot be an auction. */
export const auctionIdSchema = recordId;
