import * as z from "zod";
import { recordId, requestedState } from "~/utils/validation";

/** A listing id in the URL: anything that is not a uuid cannot be a listing. */
export const listingIdSchema = recordId;

/** What the Contact Seller card (and a card's heart) posts to the listing page. */
export const listingIntentSchema = z.enum(["save", "call", "enquire"]);

/** Save to Favorites sends the state it asks for, so a repeated post changes nothing. */
export const SaveSchema = z.object({ saved: requestedState });

/**
 * A message typed by a visitor goes with them through sign-in (in the return URL) when it is
 * this short; longer ones would make unwieldy addresses, and are typed again.
 */
export const ENQUIRY_CARRIED_MAX = 500;
