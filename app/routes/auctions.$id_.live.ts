import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getAuctionPage, liveState } from "~/models/auction.server";
import { liveCacheHeaders } from "~/utils/cache";
import { failedToLoad } from "~/utils/errors.server";
import { invariantResponse } from "~/utils/misc";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { recordId } from "~/utils/validation";

/**
 * /auctions/{id}/live: what changes on an open auction page (current bid, bid count, masked
 * history, end time, reserve status, next minimum) and the database's clock, as JSON. The
 * page polls it every 2 seconds while its tab is visible. Visitors' answers (no cookie) are
 * the same for everyone and kept for a second at the edge, so a crowd watching one auction
 * costs about one database read a second per edge location; a member's answer also says
 * whether they lead or have been outbid, so it is private.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = recordId.safeParse(params.id);
  invariantResponse(id.success, "Auction not found", { status: 404 });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { page, error } = await getAuctionPage(supabase, id.data);
  if (error) failedToLoad("auction: live", error, headers);
  invariantResponse(page, "Auction not found", { status: 404 });
  return json(liveState(page), { headers: liveCacheHeaders(request, headers) });
}
