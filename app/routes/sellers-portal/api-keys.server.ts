import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import {
  API_REFERENCE_HREF,
  API_UPGRADE_HREF,
  apiKeyScopeChoices,
  apiKeyScopeLabels,
  apiKeySentences,
  apiKeyWords,
  type ApiKeyScope,
} from "~/content/api-keys";
import { createApiKey, getApiAccess, getApiKeyLimit, getOwnApiKey, getOwnApiKeys, revokeApiKey, type ApiKeyRow } from "~/models/api-key.server";
import { PERSONAL_PAGE_CACHE_CONTROL } from "~/utils/cache";
import { failedToLoad } from "~/utils/errors.server";
import { formatDate } from "~/utils/format";
import { combineHeaders } from "~/utils/misc";
import { createSupabaseServerClient, type SupabaseClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { roleFlags, type SessionUser } from "~/utils/user";
import { portalFailure } from "./failure.server";
import { ApiKeyIdSchema, apiKeyIntents, CreateApiKeySchema, portalHref } from "./schema";

/*
 * The sellers portal's API tab (docs/sellers-portal.md#api-keys): a dealer's keys for the
 * stock-feed API. SQL decides who may make one and refuses in words (GM4xx,
 * supabase/schemas/88-dealer-api.sql); this shows the keys, the form, and the key once.
 */

const scopeLabel = (scope: string) => apiKeyScopeLabels[scope as ApiKeyScope] ?? scope;

/** A key as the list shows it: what it may do and whether it works now, in words. */
function shownKey(key: ApiKeyRow, apiAccess: boolean) {
  return {
    id: key.id,
    name: key.name,
    scope: scopeLabel(key.scope),
    prefix: `${key.key_prefix}…`,
    createdAt: key.created_at,
    lastUsedAt: key.last_used_at,
    revokedAt: key.revoked_at,
    // A key works only while its dealer's plan sells API access (api_key_holder).
    status: key.revoked_at
      ? ({ kind: "revoked", text: apiKeySentences.revoked(formatDate(key.revoked_at)) } as const)
      : apiAccess
        ? ({ kind: "active", text: apiKeyWords.active } as const)
        : ({ kind: "not-working", text: apiKeyWords.notWorking } as const),
  };
}

export type ShownApiKey = ReturnType<typeof shownKey>;

/**
 * What the tab shows: the member's keys (revoked ones too), whether their plan has API access
 * (else the upgrade box, and their keys as not working), the limit and the form's constraints.
 */
export async function loadApiKeysTab(supabase: SupabaseClient, user: SessionUser, headers: Headers) {
  const [keys, limit, access] = await Promise.all([getOwnApiKeys(supabase), getApiKeyLimit(supabase), getApiAccess(supabase, user.id)]);
  if (keys.error) failedToLoad("sellers portal: loading API keys", keys.error, headers);
  if (limit.error) failedToLoad("sellers portal: loading the API key limit", limit.error, headers);
  if (access.error || !access.access) failedToLoad("sellers portal: loading the plan for API access", access.error, headers);
  const { apiAccess, planName } = access.access;
  const isTrade = roleFlags(user).isTradeSeller;
  const shown = keys.keys.map((key) => shownKey(key, apiAccess && isTrade));
  const active = keys.keys.filter((key) => key.revoked_at === null).length;
  return {
    // create_api_key's rule: a trade seller whose plan sells API access.
    mayCreate: isTrade && apiAccess,
    upgrade: isTrade && apiAccess ? null : isTrade ? apiKeySentences.upgradeTrade(planName) : apiKeyWords.upgradePrivate,
    keys: shown,
    active,
    limit: apiKeySentences.limit(limit.max ?? 0, active),
    constraint: getZodConstraint(CreateApiKeySchema),
    // The page's words and links (content/api-keys.ts), as data rather than in its script.
    words: apiKeyWords,
    scopeChoices: apiKeyScopeChoices,
    referenceHref: API_REFERENCE_HREF,
    upgradeHref: API_UPGRADE_HREF,
  };
}

export type ApiKeysTabData = Awaited<ReturnType<typeof loadApiKeysTab>>;

/** What the tab's posts answer when they do not redirect (one at a time). */
export type ApiKeyAnswer =
  /** The key made: shown this once. */
  | { created: { id: string; key: string; name: string; scope: string } }
  /** Revoke's question, before anything is revoked. */
  | { confirmRevoke: { id: string; question: string } }
  /** Why a revoke was refused. */
  | { refusal: string };

/**
 * The tab's forms: Create key answers the page with the new key in it (no redirect, so the
 * key is in that one response only, never in a URL, a cookie or a toast; not stored by any
 * cache: `private, no-store`); Revoke asks first, then confirm-… revokes and goes back to the
 * tab with a toast. Refusals meant for people (GM4xx) are shown in SQL's words; anything else
 * is logged and answered with a sentence of ours.
 */
export async function apiKeysAction(request: Request, context: AppLoadContext, formData: FormData) {
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const noStore = combineHeaders(headers, { "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL });
  const answer = (apiKey: ApiKeyAnswer | null, status = 200, extra: Record<string, unknown> = {}) =>
    json({ apiKey, ...extra }, { status, headers: noStore });
  const intent = formData.get("intent");

  if (intent === apiKeyIntents.create) {
    const submission = parseWithZod(formData, { schema: CreateApiKeySchema });
    if (submission.status !== "success") return answer(null, 400, { apiKeyResult: submission.reply() });
    const { created, error } = await createApiKey(supabase, submission.value);
    if (error || !created) {
      const { status, message } = portalFailure("creating an API key", error, apiKeyWords.failed);
      return answer(null, status, { apiKeyResult: submission.reply({ formErrors: [message] }) });
    }
    const { name, scope } = submission.value;
    return answer({ created: { id: created.id, key: created.key, name, scope: scopeLabel(scope) } }, 200, {
      apiKeyResult: submission.reply({ resetForm: true }),
    });
  }

  const parsed = ApiKeyIdSchema.safeParse({ keyId: formData.get("keyId") ?? undefined });
  if (!parsed.success) return answer({ refusal: apiKeyWords.keyNotFound }, 404);
  const { keyId } = parsed.data;

  if (intent === apiKeyIntents.revoke) {
    const { key, error } = await getOwnApiKey(supabase, keyId);
    if (error) {
      const { status, message } = portalFailure("loading an API key to revoke", error, apiKeyWords.revokeFailed);
      return answer({ refusal: message }, status);
    }
    if (!key || key.revoked_at !== null) return answer({ refusal: apiKeyWords.keyNotFound }, 404);
    return answer({ confirmRevoke: { id: key.id, question: apiKeySentences.confirmRevoke(key.name) } });
  }

  const { revoked, error } = await revokeApiKey(supabase, keyId);
  if (error) {
    const { status, message } = portalFailure("revoking an API key", error, apiKeyWords.revokeFailed);
    return answer({ refusal: message }, status);
  }
  if (!revoked) return answer({ refusal: apiKeyWords.keyNotFound }, 404);
  return getToastUtils(request, context).redirectWithSuccess(portalHref("api"), apiKeyWords.revokedToast, { headers });
}
