import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { DEPOT_UPGRADE_HREF, depotSentences, depotWords } from "~/content/depots";
import { findPlan } from "~/content/plans";
import { countDepotListings, deleteDepot, getDealerDepots, getDepotAllowance, makeMainDepot, saveDepot, type DepotRow } from "~/models/depot.server";
import { getListingTerms } from "~/models/member-plan.server";
import { getOwnProfile } from "~/models/profile.server";
import { failedToLoad } from "~/utils/errors.server";
import { createSupabaseServerClient, type SupabaseClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { roleFlags, type SessionUser } from "~/utils/user";
import { portalFailure } from "./failure.server";
import { DepotIdSchema, depotIntents, DepotSchema, portalHref } from "./schema";

/*
 * The sellers portal's Depots tab (docs/sellers-portal.md#depots): a dealer's depots, each
 * listing at one. SQL decides who may add one and how many, and refuses in words (GM4xx,
 * supabase/schemas/18-depots.sql); this shows the depots, the form, and Delete's question.
 */

const TAB_HREF = portalHref("depots");

/** A depot as the list shows it, with how many of the dealer's listings are at it. */
function shownDepot(depot: DepotRow, listings: number) {
  return {
    id: depot.id,
    reference: depot.reference,
    name: depot.name,
    address: depot.address,
    postcode: depot.postcode,
    phone: depot.phone,
    openingHours: depot.opening_hours,
    isMain: depot.is_main,
    listings: depotSentences.listingCount(listings),
  };
}

export type ShownDepot = ReturnType<typeof shownDepot>;

/** A depot's fields as the form takes them (DepotSchema's names). */
const formValues = (depot: DepotRow) => ({
  depotId: depot.id,
  reference: depot.reference,
  name: depot.name,
  address: depot.address,
  postcode: depot.postcode,
  phone: depot.phone ?? "",
  openingHours: depot.opening_hours ?? "",
});

/** The first depot's form, filled from the dealer's profile (their business name, address and phone) for them to check. */
async function valuesFromProfile(supabase: SupabaseClient) {
  const { profile } = await getOwnProfile(supabase);
  if (!profile) return {};
  return {
    name: profile.companyName ?? "",
    address: [profile.address1, profile.address2, profile.town].filter(Boolean).join(", "),
    postcode: profile.postcode ?? "",
    phone: profile.companyTel ?? profile.phone ?? "",
  };
}

/**
 * What the tab shows: for a trade seller, their depots (the main one first) with their listings
 * counted, and the form: to add one while their package allows another (else the upgrade box,
 * or the allowance), or, with `?edit=<id>` one of theirs, to change it (an id not theirs is
 * ignored, as the portal's filters are). Anyone else reads what depots are for.
 */
export async function loadDepotsTab(supabase: SupabaseClient, user: SessionUser, searchParams: URLSearchParams, headers: Headers) {
  const base = { words: depotWords, upgradeHref: DEPOT_UPGRADE_HREF, constraint: getZodConstraint(DepotSchema) };
  if (!roleFlags(user).isTradeSeller) return { ...base, trade: false as const };

  const [depots, terms] = await Promise.all([getDealerDepots(supabase, user.id), getListingTerms(supabase)]);
  if (depots.error) failedToLoad("sellers portal: loading depots", depots.error, headers);
  if (terms.error) failedToLoad("sellers portal: loading the plan for depots", terms.error, headers);
  const planId = terms.terms?.planId ?? null;
  const [allowance, counts, prefill] = await Promise.all([
    getDepotAllowance(supabase, planId),
    countDepotListings(
      supabase,
      depots.depots.map((depot) => depot.id),
    ),
    depots.depots.length === 0 ? valuesFromProfile(supabase) : Promise.resolve({}),
  ]);
  if (allowance.error || allowance.allowance === null) failedToLoad("sellers portal: loading the depot allowance", allowance.error, headers);
  if (counts.error || !counts.counts) failedToLoad("sellers portal: counting listings at depots", counts.error, headers);
  const held = depots.depots.length;
  const max = allowance.allowance;
  const editing = depots.depots.find((depot) => depot.id === searchParams.get("edit")) ?? null;
  const full = held >= max;
  return {
    ...base,
    trade: true as const,
    depots: depots.depots.map((depot) => shownDepot(depot, counts.counts[depot.id] ?? 0)),
    /** The depot in the form (`?edit=`), or null for Add a depot. */
    editing: editing ? { id: editing.id, heading: depotSentences.editHeading(editing.name), values: formValues(editing) } : null,
    mayAdd: !full,
    // save_depot's rule: one depot unless the package allows more (Premium); at that package's limit, the count.
    upgrade: full && max === 1 ? depotSentences.upgrade(findPlan(planId)?.name ?? null) : null,
    allowance: max > 1 ? depotSentences.allowance(max, held) : null,
    firstValues: held === 0 ? prefill : {},
  };
}

export type DepotsTabData = Awaited<ReturnType<typeof loadDepotsTab>>;

/** What the tab's posts answer when they do not redirect (one at a time). */
export type DepotAnswer =
  /** Delete's question, before anything is deleted. */
  | { confirmDelete: { id: string; question: string; moves: string } }
  /** Why Make main or Delete was refused. */
  | { refusal: string };

/**
 * The tab's forms, each a plain POST: Save adds a depot or changes one (the form's errors in
 * its fields, what was typed kept); Make main acts at once; Delete asks first, naming where
 * its listings go, then confirm-… deletes. Success goes back to the tab with a toast (PRG).
 * Refusals meant for people (GM4xx) are shown in SQL's words with their status; anything else
 * is logged and answered with a sentence of ours.
 */
export async function depotsAction(request: Request, context: AppLoadContext, user: SessionUser, formData: FormData) {
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const answer = (depot: DepotAnswer | null, status = 200, extra: Record<string, unknown> = {}) => json({ depot, ...extra }, { status, headers });
  const toasts = getToastUtils(request, context);
  const intent = formData.get("intent");

  if (intent === depotIntents.save) {
    const submission = parseWithZod(formData, { schema: DepotSchema });
    if (submission.status !== "success") return answer(null, 400, { depotResult: submission.reply() });
    const fields = submission.value;
    const saved = await saveDepot(supabase, fields);
    if (saved.error) {
      const { status, message } = portalFailure("saving a depot", saved.error, depotWords.failed);
      return answer(null, status, { depotResult: submission.reply({ formErrors: [message] }) });
    }
    // A dealer's first depot is their main one (save_depot): the toast says what that means.
    const first = fields.depotId ? false : (await getDealerDepots(supabase, user.id)).depots.some((depot) => depot.id === saved.id && depot.is_main);
    const toast = fields.depotId ? depotSentences.saved(fields.name) : first ? depotSentences.firstAdded(fields.name) : depotSentences.added(fields.name);
    return toasts.redirectWithSuccess(TAB_HREF, toast, { headers });
  }

  const parsed = DepotIdSchema.safeParse({ depotId: formData.get("depotId") ?? undefined });
  if (!parsed.success) return answer({ refusal: depotWords.depotNotFound }, 404);
  const { depotId } = parsed.data;
  // The dealer's depots, for the question's and the toasts' names (SQL decides whether it is theirs).
  const { depots, error } = await getDealerDepots(supabase, user.id);
  if (error) {
    const { status, message } = portalFailure("loading depots", error, depotWords.changeFailed);
    return answer({ refusal: message }, status);
  }
  const depot = depots.find((one) => one.id === depotId);
  const main = depots.find((one) => one.is_main && one.id !== depotId) ?? null;

  if (intent === depotIntents.makeMain) {
    const made = await makeMainDepot(supabase, depotId);
    if (made.error) {
      const { status, message } = portalFailure("making a depot the main one", made.error, depotWords.changeFailed);
      return answer({ refusal: message }, status);
    }
    return toasts.redirectWithSuccess(TAB_HREF, depotSentences.madeMain(depot?.name ?? ""), { headers });
  }

  if (intent === depotIntents.delete) {
    if (!depot) return answer({ refusal: depotWords.depotNotFound }, 404);
    const counted = await countDepotListings(supabase, [depot.id]);
    if (counted.error || !counted.counts) {
      const { status, message } = portalFailure("counting a depot's listings", counted.error, depotWords.changeFailed);
      return answer({ refusal: message }, status);
    }
    const moves = depotSentences.deleteMoves(counted.counts[depot.id] ?? 0, main?.name ?? null);
    return answer({ confirmDelete: { id: depot.id, question: depotSentences.confirmDelete(depot.name), moves } });
  }

  const deleted = await deleteDepot(supabase, depotId);
  if (deleted.error) {
    const { status, message } = portalFailure("deleting a depot", deleted.error, depotWords.changeFailed);
    return answer({ refusal: message }, status);
  }
  return toasts.redirectWithSuccess(TAB_HREF, depotSentences.deleted(depot?.name ?? "Depot", deleted.moved ?? 0, main?.name ?? null), { headers });
}
