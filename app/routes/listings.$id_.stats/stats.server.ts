import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { getListingStats } from "~/models/listing-stats.server";
import { requireUser } from "~/utils/auth.server";
import { PERSONAL_PAGE_CACHE_CONTROL } from "~/utils/cache";
import { failedToLoad } from "~/utils/errors.server";
import { combineHeaders, invariantResponse } from "~/utils/misc";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { DEFAULT_STATS_PERIOD, periodHref } from "./parts/periods";
import { listingIdSchema, statsPeriodSchema } from "./schema";

// The statistics page's loader, apart from route.tsx so zod stays off the page's script (docs/performance.md).

/**
 * A listing's statistics, for its seller only: views, enquiries and saves per day over the
 * period in ?days= (7, 30 or 90; 30 by default), and how it compares with the seller's
 * other listings. Anyone else gets the same 404 as an unknown listing; visitors sign in first.
 */
export async function loadListingStats(request: Request, listingId: string | undefined, context: AppLoadContext) {
  await requireUser(request, context);
  const id = listingIdSchema.safeParse(listingId);
  invariantResponse(id.success, "Listing not found", { status: 404 });
  const url = new URL(request.url);
  const days = statsPeriodSchema.parse(url.searchParams.get("days") ?? undefined);
  // One address per period: an unknown ?days= (or the default spelt out) goes to the clean one.
  const requested = url.searchParams.get("days");
  if (requested !== null && (days === DEFAULT_STATS_PERIOD || requested !== String(days))) {
    throw redirect(periodHref(id.data, days));
  }
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { stats, error } = await getListingStats(supabase, id.data, days);
  if (error) failedToLoad("listing stats: load", error, headers);
  invariantResponse(stats, "Listing not found", { status: 404, headers });
  return json({ stats, days }, { headers: combineHeaders(headers, { "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL }) });
}
