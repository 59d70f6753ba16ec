import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/cloudflare";
import { SAVED_SEARCHES_MAX } from "~/content/saved-searches";
import { deleteSavedSearch, getSavedSearches, saveSearch, setSavedSearchAlerts, type SearchToSave } from "~/models/saved-search.server";
import { requireUser } from "~/utils/auth.server";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { createSupabaseServerClient, type SupabaseClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { SAVE_SEARCH_INTENT } from "./save-search-form";
import { DeleteSavedSearchSchema, SAVED_SEARCH_INTENTS, SavedSearchAlertsSchema } from "./schema";
import { savedSearchHref, savedSearchSummary } from "./summary";

/**
 * The server half of saved searches, for any route that mounts them:
 * - a browse page's action saves its current filters (saveBrowseSearch);
 * - a page showing the list loads it (loadSavedSearches) and hands its forms' intents to
 *   handleSavedSearchIntent from its action (isSavedSearchIntent says which are theirs).
 */

/**
 * The list for SavedSearchList: the member's saved searches, newest first, each with where it
 * opens and what it asks for in words (worked out here, so the page does not carry the
 * location table; docs/performance.md), and the limit.
 */
export async function loadSavedSearches(supabase: SupabaseClient, headers: Headers) {
  const { searches, error } = await getSavedSearches(supabase);
  if (error) failedToLoad("saved searches: loading", error, headers);
  return {
    searches: (searches ?? []).map((search) => ({
      ...search,
      href: savedSearchHref(search.page, search.query),
      summary: savedSearchSummary(search.page, search.query),
    })),
    max: SAVED_SEARCHES_MAX,
  };
}

/** A saved search as the list shows it. */
export type ListedSavedSearch = Awaited<ReturnType<typeof loadSavedSearches>>["searches"][number];

export const isSavedSearchIntent = (intent: FormDataEntryValue | null) =>
  intent === SAVED_SEARCH_INTENTS.alerts || intent === SAVED_SEARCH_INTENTS.delete;

/** What the list's forms answer when refused: the row and the sentence, shown at that row. */
export type SavedSearchActionData = { savedSearchError: { id: string; message: string } };

/**
 * The list's forms (intents saved-search-alerts and delete-saved-search), posted to the page
 * that shows the list: done as the member under RLS (their own rows only), then back to that
 * page at the list with a toast. A refusal comes back as the page with the row's message.
 */
export async function handleSavedSearchIntent(request: Request, context: AppLoadContext, formData: FormData) {
  const url = new URL(request.url);
  const returnTo = `${url.pathname}${url.search}#saved-searches`;
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const toasts = getToastUtils(request, context);
  const refuse = (id: unknown, message: string, status: number) =>
    json<SavedSearchActionData>({ savedSearchError: { id: typeof id === "string" ? id : "", message } }, { status, headers });

  if (formData.get("intent") === SAVED_SEARCH_INTENTS.delete) {
    const submission = parseWithZod(formData, { schema: DeleteSavedSearchSchema });
    if (submission.status !== "success") return refuse(formData.get("savedSearchId"), "This saved search was not found", 400);
    const { error } = await deleteSavedSearch(supabase, submission.value.savedSearchId);
    if (error) {
      const failure = failedToSave("saved searches: deleting", error);
      return refuse(submission.value.savedSearchId, failure.message, failure.status);
    }
    return toasts.redirectWithSuccess(returnTo, "Saved search deleted", { headers });
  }

  const submission = parseWithZod(formData, { schema: SavedSearchAlertsSchema });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Alerts could not be changed";
    return refuse(formData.get("savedSearchId"), message, 400);
  }
  const { savedSearchId, alerts, alertFrequency } = submission.value;
  const { found, error } = await setSavedSearchAlerts(supabase, savedSearchId, { alerts, alertFrequency });
  if (error) {
    const failure = failedToSave("saved searches: switching alerts", error);
    return refuse(savedSearchId, failure.message, failure.status);
  }
  if (!found) return refuse(savedSearchId, "This saved search was not found", 404);
  return toasts.redirectWithSuccess(
    returnTo,
    alerts
      ? { message: "Alerts on", description: alertFrequency === "daily" ? "New matches come in one email a day." : "New matches are emailed as they are approved." }
      : { message: "Alerts off", description: "This search sends no more emails." },
    { headers },
  );
}

/**
 * A browse page's action: saves the filters in the page's URL (the form posts to the page
 * itself, so the page's own parser reads them: `describe` gives the page, the clean query,
 * a name and the search function's arguments), then back to the page with a toast. A
 * visitor signs in first and comes back to the page's Save this search.
 */
export async function saveBrowseSearch({ request, context }: ActionFunctionArgs, describe: (params: URLSearchParams) => SearchToSave) {
  const formData = await request.formData();
  if (formData.get("intent") !== SAVE_SEARCH_INTENT) throw new Response("Unknown action", { status: 400 });
  const search = describe(new URL(request.url).searchParams);
  const pageHref = savedSearchHref(search.page, search.query);
  await requireUser(request, context, { redirectTo: `${pageHref}#save-search`, signedOutMessage: "Please log in to save this search." });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { saved, error } = await saveSearch(supabase, search);
  const toasts = getToastUtils(request, context);
  if (error) {
    const failure = failedToSave("saved searches: saving", error);
    return toasts.redirectWithError(`${pageHref}#save-search`, { message: "Search not saved", description: failure.message }, { headers });
  }
  return toasts.redirectWithSuccess(
    pageHref,
    {
      message: saved.created ? "Search saved" : "Search already saved",
      description: saved.created
        ? `"${search.name}" is in your Saved Items, with email alerts for new matches.`
        : `"${search.name}" is already in your Saved Items.`,
    },
    { headers },
  );
}
