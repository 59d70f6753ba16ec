/**
 * The sellers portal's API tab (docs/sellers-portal.md#api-keys): the words a dealer reads
 * about their keys for the stock-feed API. SQL holds the rules and its own refusals
 * (supabase/schemas/88-dealer-api.sql); the form's limits here match its checks. The loader
 * hands the words to the page as data, so the page's script does not carry them
 * (docs/performance.md).
 */

/** What a key may do, as create_api_key takes it (p_scope). */
export const apiKeyScopes = ["read", "read-write"] as const;

export type ApiKeyScope = (typeof apiKeyScopes)[number];

export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  read: "Read only",
  "read-write": "Read and write",
};

/** The create form's radio buttons: each scope with what it allows. */
export const apiKeyScopeChoices: { value: ApiKeyScope; label: string; hint: string }[] = [
  { value: "read", label: apiKeyScopeLabels.read, hint: "Reads your listings and enquiries; changes nothing." },
  {
    value: "read-write",
    label: apiKeyScopeLabels["read-write"],
    hint: "Also creates, updates and withdraws listings, uploads photos and replies to buyers.",
  },
];

/** The longest name a key may have (SQL: api_keys.name, 1 to 60 characters once trimmed). */
export const API_KEY_NAME_MAX = 60;

/** The API's reference page (routes/dealer-api, made from the OpenAPI document at /api/v1/openapi.json). */
export const API_REFERENCE_HREF = "/dealer-api";

/** Where a seller whose plan has no API access compares the trade packages. */
export const API_UPGRADE_HREF = "/trade-sellers";

export const apiKeyWords = {
  tab: "API",
  heading: "API keys",
  intro:
    "Connect your stock system or website to GenMarket: with an API key it lists, updates and withdraws your generators and answers enquiries, as you would in this portal.",
  reference: "API reference",
  noKeys: "No keys yet. Create one for each system that connects, so you can revoke one without stopping the others.",
  createHeading: "Create a key",
  nameLabel: "Key name",
  nameHelp: "Which system will use it, e.g. “Stock system” or “Website feed”.",
  scopeLegend: "What may it do?",
  create: "Create key",
  creating: "Creating...",
  // The key, once.
  createdHeading: "Your new API key",
  createdWarning: "Copy it now and keep it somewhere safe: it will not be shown again. Anyone with it can act for your business through the API.",
  copy: "Copy key",
  copied: "Copied",
  copyFailed: "Select the key and copy it",
  done: "I have copied it",
  // The list.
  listHeading: "Your keys",
  scope: "Access",
  prefix: "Key",
  created: "Created",
  lastUsed: "Last used",
  neverUsed: "Never",
  active: "Active",
  notWorking: "Not working",
  revoke: "Revoke",
  // Revoking, asked first.
  confirmRevokeText: "Anything using this key stops working at its next request. This cannot be undone: you can create a new key instead.",
  confirmRevokeButton: "Yes, revoke it",
  revoking: "Revoking...",
  keepKey: "Keep it",
  revokedToast: { message: "Key revoked", description: "It no longer works." },
  keyNotFound: "This key was not found, or it is revoked already",
  // Without API access.
  upgradeHeading: "API access comes with the Premium package",
  upgradePrivate:
    "Trade sellers on the Premium package connect their stock systems to GenMarket through the API: listings, photos and enquiries kept in step without typing them twice.",
  upgradeLink: "Compare trade packages",
  keysNotWorking: "Your keys below do not work while your plan has no API access. Upgrade to Premium and they work again.",
  failed: "The key could not be created. Please try again later.",
  revokeFailed: "The key could not be revoked. Please try again later.",
};

export type ApiKeyWords = typeof apiKeyWords;

/** The sentences that carry a value, made on the server. */
export const apiKeySentences = {
  limit: (max: number, active: number) => `You can hold up to ${max} keys at once; ${active} in use.`,
  revoked: (date: string) => `Revoked ${date}`,
  confirmRevoke: (name: string) => `Revoke “${name}”?`,
  upgradeTrade: (plan: string | null) =>
    `${plan ? `Your ${plan} package does not include API access.` : "You have no trade package yet."} Premium adds API access for stock feeds.`,
};
