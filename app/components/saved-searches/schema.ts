import * as z from "zod";
import { alertFrequencyKeys } from "~/content/saved-searches";
import { recordId } from "~/utils/validation";

export { SAVED_SEARCH_INTENTS } from "./intents";

/**
 * The saved-search list's forms (each posts to the page it is on with an `intent`):
 * the Alerts checkbox with its frequency, and Delete. A checkbox is "on" when ticked and
 * absent when not.
 */
const savedSearchId = recordId.or(z.literal("")).refine((id) => id !== "", "This saved search was not found");

export const SavedSearchAlertsSchema = z.object({
  savedSearchId: z.string({ error: "This saved search was not found" }).pipe(savedSearchId),
  alerts: z.boolean({ error: "Tick Alerts to get emails, or leave it clear" }).default(false),
  alertFrequency: z.enum(alertFrequencyKeys, { error: "Choose how often to get alerts" }).default("instant"),
});

export const DeleteSavedSearchSchema = z.object({
  savedSearchId: z.string({ error: "This saved search was not found" }).pipe(savedSearchId),
});
