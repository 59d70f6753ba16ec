/**
 * The API tab's intents (each of its forms posts to the portal with one), apart from the zod
 * schemas (schema.ts, which re-exports them) so the page's script does not carry zod
 * (docs/performance.md). Revoke asks first; confirm-… revokes.
 */
export const apiKeyIntents = { create: "create-api-key", revoke: "revoke-api-key", confirmRevoke: "confirm-revoke-api-key" } as const;

export const isApiKeyIntent = (intent: FormDataEntryValue | null) => Object.values<unknown>(apiKeyIntents).includes(intent);
