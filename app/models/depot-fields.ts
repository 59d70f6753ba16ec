import * as z from "zod";
import { optionalText, phoneNumber, requiredText, ukPostcode } from "~/utils/validation";

/**
 * A depot's fields as the sellers portal's form and the dealer API take them (one rule each;
 * the table's checks in supabase/schemas/18-depots.sql hold the same limits).
 */

/** A depot's reference: the dealer's own short code, as their stock system names the branch. */
export const DEPOT_REFERENCE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,29}$/;

export const depotReference = requiredText("Reference", 30).regex(
  DEPOT_REFERENCE,
  "Use up to 30 letters, digits, dashes or underscores, starting with a letter or digit",
);

/** The depot's address: a buyer collecting comes to it, so the postcode is a full one. */
const fullPostcode = ukPostcode.refine((postcode) => postcode.includes(" "), "Please enter the depot's full postcode");

export const DepotSchema = z.object({
  depotId: z.guid().optional(),
  reference: depotReference,
  name: requiredText("Depot name", 80),
  address: requiredText("Address", 200),
  postcode: fullPostcode,
  phone: phoneNumber("Phone").optional(),
  // A textarea's lines come as CRLF (HTML's form encoding); kept as the dealer's line breaks alone.
  openingHours: optionalText("Opening hours", 400).transform((hours) => hours?.replace(/\r\n?/g, "\n")),
});

export type DepotFields = z.infer<typeof DepotSchema>;
