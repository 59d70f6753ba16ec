/**
 * The saved-search list's intents (each form posts to the page it is on with one), apart from
 * the zod schemas (schema.ts, which re-exports them) so the page's script does not carry zod
 * (docs/performance.md).
 */
export const SAVED_SEARCH_INTENTS = { alerts: "saved-search-alerts", delete: "delete-saved-search" } as const;
