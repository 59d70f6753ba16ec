import * as z from "zod";
import { requiredText } from "~/utils/validation";

export const ENQUIRY_MAX = 2000;

/**
 * Who wrote a conversation message (messages.kind): a member (its sender), or GenMarket itself
 * ('system': no sender, to one reader, e.g. when an auction is won or sold).
 */
export const messageKinds = ["member", "system"] as const;

export type MessageKind = (typeof messageKinds)[number];

/**
 * A message to a seller: the listing page's Message Seller starts or continues the buyer's
 * conversation, and the dashboard's reply continues it, with the same rules (and words).
 */
export const EnquirySchema = z.object({ message: requiredText("Message", ENQUIRY_MAX) });
