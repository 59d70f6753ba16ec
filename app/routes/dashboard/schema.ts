import * as z from "zod";
import { switchableEmailKindKeys } from "~/content/email-kinds";
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

/**
 * The Email notifications form: a ticked box per kind the member keeps on (`on`, repeated);
 * a kind that cannot be switched off, or no kind at all, is refused.
 */
export const EmailSettingsSchema = z.object({
  on: z.array(z.enum(switchableEmailKindKeys, { error: "Choose from the emails listed" })).default([]),
});
