import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getDealerDepots } from "~/models/depot.server";
import type { ApiDepot } from "~/utils/dealer-api-schema";
import { apiJson, authenticateApi, backendProblem, methodNotAllowed } from "~/utils/dealer-api.server";

/**
 * GET /api/v1/depots: the key's dealer's depots, the main one first: the references a
 * listing's `depot` takes (supabase/schemas/18-depots.sql). Managed in the sellers portal. docs/api.md.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await authenticateApi(request, context);
  if ("problem" in caller) return caller.problem;
  const { depots, error } = await getDealerDepots(caller.supabase, caller.holder.dealer_id);
  if (error) return backendProblem("listing depots", error);
  const data: ApiDepot[] = depots.map(({ reference, name, address, postcode, phone, opening_hours, is_main }) => ({
    reference,
    name,
    address,
    postcode,
    phone,
    opening_hours,
    main: is_main,
  }));
  return apiJson({ data });
}

export const action = methodNotAllowed("GET");
