import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getDealerListing, updateDealerListing, withdrawDealerListing } from "~/models/dealer-api.server";
import { apiFieldsOf, apiListingOf, ApiListingUpdateSchema } from "~/utils/dealer-api-schema";
import {
  apiJson,
  authenticateApi,
  backendProblem,
  chooseDepot,
  invalidFields,
  judgeApiListing,
  listingNotFound,
  problem,
  readJsonObject,
  refuseReadOnly,
  type ApiCaller,
} from "~/utils/dealer-api.server";

/**
 * /api/v1/listings/{stock_ref}: one of the key's dealer's listings by their stock number.
 * GET reads it; PATCH changes the fields sent, the whole merged over the listing judged by
 * the bulk upload's rules (api_update_listing), `depot` moving it; DELETE withdraws it from the site
 * (api_withdraw_listing). Another dealer's stock_ref is simply not found. docs/api.md.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const caller = await authenticateApi(request, context);
  if ("problem" in caller) return caller.problem;
  return answerListing(request, caller, params.stockRef ?? "", 200);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") {
    return problem(405, "A listing is read with GET, changed with PATCH and withdrawn with DELETE.", { headers: { Allow: "GET, PATCH, DELETE" } });
  }
  const caller = await authenticateApi(request, context);
  if ("problem" in caller) return caller.problem;
  const readOnly = refuseReadOnly(caller.holder);
  if (readOnly) return readOnly;
  const stockRef = params.stockRef ?? "";
  if (request.method === "DELETE") {
    const { error } = await withdrawDealerListing(caller.supabase, stockRef);
    if (error) return backendProblem("api_withdraw_listing", error);
    return answerListing(request, caller, stockRef, 200);
  }
  const read = await readJsonObject(request);
  if ("problem" in read) return read.problem;
  const parsed = ApiListingUpdateSchema.safeParse(read.body);
  if (!parsed.success) return invalidFields(parsed.error.issues);
  const current = await getDealerListing(caller.supabase, caller.holder.dealer_id, stockRef);
  if (current.error) return backendProblem("reading a listing", current.error);
  if (!current.listing) return listingNotFound(stockRef);
  const judged = judgeApiListing({ ...apiFieldsOf(current.listing), ...parsed.data });
  if ("problem" in judged) return judged.problem;
  const depot = await chooseDepot(caller, parsed.data.depot);
  if ("problem" in depot) return depot.problem;
  const { error } = await updateDealerListing(caller.supabase, stockRef, judged.values, depot);
  if (error) return backendProblem("api_update_listing", error);
  return answerListing(request, caller, stockRef, 200);
}

async function answerListing(request: Request, caller: ApiCaller, stockRef: string, status: number) {
  const { listing, error } = await getDealerListing(caller.supabase, caller.holder.dealer_id, stockRef);
  if (error) return backendProblem("reading a listing", error);
  if (!listing) return listingNotFound(stockRef);
  return apiJson(apiListingOf(listing, new URL(request.url).origin), status);
}
