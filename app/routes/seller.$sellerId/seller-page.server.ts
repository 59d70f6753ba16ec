import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { getRecentBuyerMessages, getSellerPublicPage } from "~/models/seller-page.server";
import { getUser } from "~/utils/auth.server";
import { anonymousCacheHeaders, PERSONAL_PAGE_CACHE_CONTROL } from "~/utils/cache";
import { failedToLoad } from "~/utils/errors.server";
import { combineHeaders, invariantResponse } from "~/utils/misc";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { recordId } from "~/utils/validation";
import { depotView } from "./depot-view";
import { SELLER_NOT_FOUND } from "./parts/not-found";
import { sellerStructuredData } from "./structured-data";

// The seller page's loader, apart from route.tsx so zod stays off the page's script (docs/performance.md).

/**
 * The public seller page (docs/spec/02-auctions-and-seller-tools.md "Public seller page"), one database call for everyone
 * (seller_public_page). The seller looking at their own page also gets their recent buyer
 * messages, read under RLS as them; that answer is never cached. Everyone else's is the same
 * page, cached at the edge for cookie-less visitors like the listing pages (each address its
 * own entry, so `?depot=` too). A dealer's current listings are filtered by depot here, from
 * the same answer (depotView).
 */
export async function loadSellerPage(request: Request, sellerIdParam: string | undefined, context: AppLoadContext) {
  const sellerId = recordId.safeParse(sellerIdParam);
  invariantResponse(sellerId.success, SELLER_NOT_FOUND, { status: 404 });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const [{ page, error }, user] = await Promise.all([getSellerPublicPage(supabase, sellerId.data), getUser(request, context)]);
  if (error) failedToLoad("seller page: load", error, headers);
  invariantResponse(page, SELLER_NOT_FOUND, { status: 404, headers });
  const url = new URL(request.url);
  const canonical = `${url.origin}/seller/${sellerId.data}`;
  const structuredData = sellerStructuredData(page, canonical);
  const { depots: dealerDepots, ...rest } = page;
  const { listings: currentListings, ...depots } = depotView(dealerDepots, page.currentListings, url.searchParams.get("depot"));
  const shown = { page: { ...rest, currentListings }, depots };
  const isOwner = user?.id === sellerId.data;
  if (isOwner) {
    const recent = await getRecentBuyerMessages(supabase, sellerId.data);
    if (recent.error) failedToLoad("seller page: recent buyer messages", recent.error, headers);
    return json(
      { ...shown, isOwner, buyerMessages: recent.messages, structuredData, canonical },
      { headers: combineHeaders(headers, { "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL }) },
    );
  }
  return json({ ...shown, isOwner, buyerMessages: null, structuredData, canonical }, { headers: anonymousCacheHeaders(request, headers) });
}
