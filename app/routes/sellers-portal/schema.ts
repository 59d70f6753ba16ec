import * as z from "zod";
import { API_KEY_NAME_MAX, apiKeyScopes } from "~/content/api-keys";
import { listingStatuses } from "~/content/listing-statuses";
import { portalListingSorts } from "~/content/seller-portal";
import { oneOf, searchText } from "~/utils/url-filters";
import { recordId, requiredText } from "~/utils/validation";
import { portalTabs } from "./tabs";

export { DepotSchema } from "~/models/depot-fields";
export { apiKeyIntents, depotIntents, isApiKeyIntent, isDepotIntent } from "./intents";
export { depotEditHref, nextSort, portalHref, portalTabLabels, portalTabs, sortableColumns, type PortalTab, type SortableColumn } from "./tabs";

/** The tab in the URL; the listings tab when missing or unknown (what a seller comes for). */
export const portalTab = z.enum(portalTabs).catch("listings");

/**
 * The listings tab's query (docs/spec/02-auctions-and-seller-tools.md §2 "Listings tab"): search text (as the browse pages
 * clean it), one status or all, one of the dealer's depots or all (docs/sellers-portal.md#depots;
 * the loader drops an id that is not one of theirs), and the sort. Never fails: anything
 * unknown is ignored.
 */
export const ListingsQuerySchema = z.object({
  q: searchText,
  status: oneOf(listingStatuses),
  depot: recordId.optional().catch(undefined),
  sort: z.enum(portalListingSorts).catch("newest"),
});

export type ListingsQuery = z.infer<typeof ListingsQuerySchema>;

export function parseListingsQuery(searchParams: URLSearchParams): ListingsQuery {
  return ListingsQuerySchema.parse({
    q: searchParams.get("q") ?? "",
    status: searchParams.get("status") ?? undefined,
    depot: searchParams.get("depot") || undefined,
    sort: searchParams.get("sort") ?? undefined,
  });
}

/** The bulk bar's buttons and the row buttons that post the same form. */
export const bulkIntents = ["promote", "confirm-promote", "deactivate", "delete", "confirm-delete", "reactivate", "move-to-depot"] as const;

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

/** Move to depot's depot (the bulk bar's select): SQL's move_listings_to_depot decides whether it is theirs. */
export const MoveToDepotSchema = z.object({ depotId: z.guid({ error: "Choose a depot to move them to" }) });

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

/** Make main, Delete (asked first) and its confirmation: one of the dealer's depots. */
export const DepotIdSchema = z.object({ depotId: recordId });
