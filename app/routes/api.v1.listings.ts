import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createDealerListing, getDealerListing, listDealerListings } from "~/models/dealer-api.server";
import { apiListingOf, ApiListingCreateSchema, fieldProblems, ListingsQuerySchema } from "~/utils/dealer-api-schema";
import {
  apiJson,
  authenticateApi,
  backendProblem,
  chooseDepot,
  invalidFields,
  judgeApiListing,
  problem,
  readCursor,
  readJsonObject,
  refusedFields,
  refuseReadOnly,
  withIdempotency,
  writeCursor,
} from "~/utils/dealer-api.server";

/**
 * GET /api/v1/listings: the key's dealer's listings, newest first, a page at a time (by
 * status, stock_ref or depot);
 * POST: a new listing by stock_ref, judged by the bulk upload's rules and sent to review
 * within the package's allowance (api_create_listing), at the depot it names or the main one.
 * docs/api.md.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await authenticateApi(request, context);
  if ("problem" in caller) return caller.problem;
  const url = new URL(request.url);
  const query = ListingsQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return problem(400, "A query parameter is not valid: see errors.", { errors: fieldProblems(query.error.issues) });
  const { status, stock_ref: stockRef, depot: depotReference, limit, cursor: cursorText } = query.data;
  const cursor = cursorText === undefined ? undefined : readCursor(cursorText);
  if (cursor === null) {
    return problem(400, "The cursor is not one this API gave: pass a page's next_cursor as it is.", { errors: [{ field: "cursor", detail: "not a cursor from this API" }] });
  }
  const depot = await chooseDepot(caller, depotReference, { inQuery: true });
  if ("problem" in depot) return depot.problem;
  // One more than the page: whether there is a next page, without counting.
  const { listings, error } = await listDealerListings(caller.supabase, caller.holder.dealer_id, {
    status,
    stockRef,
    depotId: depot.depotId,
    cursor,
    limit: limit + 1,
  });
  if (error || !listings) return backendProblem("listing listings", error ?? { message: "no rows" });
  const page = listings.slice(0, limit);
  const last = page.at(-1);
  const next = listings.length > limit && last ? writeCursor({ createdAt: last.created_at, id: last.id }) : null;
  return apiJson({ data: page.map((row) => apiListingOf(row, url.origin)), next_cursor: next });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return problem(405, "Listings are listed with GET and added with POST.", { headers: { Allow: "GET, POST" } });
  const caller = await authenticateApi(request, context);
  if ("problem" in caller) return caller.problem;
  const readOnly = refuseReadOnly(caller.holder);
  if (readOnly) return readOnly;
  const read = await readJsonObject(request);
  if ("problem" in read) return read.problem;
  return withIdempotency(request, caller, read.text, async () => {
    const parsed = ApiListingCreateSchema.safeParse(read.body);
    if (!parsed.success) return invalidFields(parsed.error.issues);
    const judged = judgeApiListing(parsed.data);
    if ("problem" in judged) return judged.problem;
    if (!judged.stockRef) return refusedFields([{ field: "stock_ref", detail: "Stock ref is required" }]);
    const depot = await chooseDepot(caller, parsed.data.depot);
    if ("problem" in depot) return depot.problem;
    const created = await createDealerListing(caller.supabase, judged.stockRef, judged.values, depot);
    if (created.error) return backendProblem("api_create_listing", created.error);
    const { listing, error } = await getDealerListing(caller.supabase, caller.holder.dealer_id, judged.stockRef);
    if (error || !listing) return backendProblem("reading a created listing", error ?? { message: "not found" });
    const origin = new URL(request.url).origin;
    return apiJson(apiListingOf(listing, origin), 201, { Location: `${origin}/api/v1/listings/${encodeURIComponent(judged.stockRef)}` });
  });
}
