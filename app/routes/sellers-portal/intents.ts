/**
 * The API tab's intents (each of its forms posts to the portal with one), apart from the zod
 * schemas (schema.ts, which re-exports them) so the page's script does not carry zod
 * (docs/performance.md). Revoke asks first; confirm-… revokes.
 */
export const apiKeyIntents = { create: "create-api-key", revoke: "revoke-api-key", confirmRevoke: "confirm-revoke-api-key" } as const;

export const isApiKeyIntent = (intent: FormDataEntryValue | null) => Object.values<unknown>(apiKeyIntents).includes(intent);

/**
 * The Depots tab's intents (docs/sellers-portal.md#depots): Save adds a depot (no depotId) or
 * changes one; Make main; Delete asks first, confirm-… deletes.
 */
export const depotIntents = {
  save: "save-depot",
  makeMain: "make-main-depot",
  delete: "delete-depot",
  confirmDelete: "confirm-delete-depot",
} as const;

export const isDepotIntent = (intent: FormDataEntryValue | null) => Object.values<unknown>(depotIntents).includes(intent);
