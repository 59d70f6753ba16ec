import * as z from "zod";
import { API_KEY_NAME_MAX, apiKeyScopes } from "~/content/api-keys";
import { listingStatuses } from "~/content/listing-statuses";
import { portalListingSorts } from "~/content/seller-portal";
import { oneOf, searchText } from "~/utils/url-filters";
import { recordId, requiredText } from "~/utils/validation";
import { portalTabs } from "./tabs";

export { apiKeyIntents, isApiKeyIntent } from "./intents";
export { nextSort, portalHref, portalTabLabels, portalTabs, sortableColumns, type PortalTab, type SortableColumn } from "./tabs";

/** The tab in the URL; the listings tab when missing or unknown (what a seller comes for). */
export const portalTab = z.enum(portalTabs).catch("listings");

/**
 * The listings tab's query (docs/spec/02-auctions-and-seller-tools.md §2 "Listings tab"): search text (as the browse pages
 * clean it), one status or all, and the sort. Never fails: anything unknown is ignored.
 */
export const ListingsQuerySchema = z.object({
  q: searchText,
  status: oneOf(listingStatuses),
  sort: z.enum(portalListingSorts).catch("newest"),
});

export type ListingsQuery = z.infer<typeof ListingsQuerySchema>;

export function parseListingsQuery(searchParams: URLSearchParams): ListingsQuery {
  return ListingsQuerySchema.parse({
    q: searchParams.get("q") ?? "",
    status: searchParams.get("status") ?? undefined,
    sort: searchParams.get("sort") ?? undefined,
  });
}

/** The bulk bar's buttons and the row buttons that post the same form. */
export const bulkIntents = ["promote", "confirm-promote", "deactivate", "delete", "confirm-delete", "reactivate"] as const;

export type BulkIntent = (typeof bulkIntents)[number];

/** At most a table's worth of listings in one post. */
const BULK_MAX = 500;

/** A bulk post: what to do, and the ticked listings (at least one; each id once). */
export const BulkActionSchema = z.object({
  intent: z.enum(bulkIntents, { error: "Choose what to do with the selected listings" }),
  ids: z
    .array(recordId, { error: "Select at least one listing" })
    .min(1, { error: "Select at least one listing" })
    .max(BULK_MAX, { error: `Select at most ${BULK_MAX} listings at a time` })
    .transform((ids) => [...new Set(ids)]),
});

/**
 * The API tab's Create key form (docs/sellers-portal.md#api-keys): a name for the system that
 * will use it and what it may do. create_api_key checks the same (1 to 60 characters once
 * trimmed; read or read-write) and refuses in its own words whatever reaches it otherwise.
 */
export const CreateApiKeySchema = z.object({
  name: requiredText("Key name", API_KEY_NAME_MAX),
  scope: z.enum(apiKeyScopes, { error: "Choose what the key may do" }),
});

/** Revoke (asked first) and its confirmation: one of the dealer's keys. */
export const ApiKeyIdSchema = z.object({ keyId: recordId });
