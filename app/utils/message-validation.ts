import * as z from "zod";
import { requiredText } from "~/utils/validation";

export const ENQUIRY_MAX = 2000;

/**
 * A message to a seller: the listing page's Message Seller starts or continues the buyer's
 * conversation, and the dashboard's reply continues it, with the same rules (and words).
 */
export const EnquirySchema = z.object({ message: requiredText("Message", ENQUIRY_MAX) });
