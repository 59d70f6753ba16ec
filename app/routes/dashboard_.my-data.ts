import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { exportMyData } from "~/models/my-data.server";
import { requireUser } from "~/utils/auth.server";
import { PERSONAL_PAGE_CACHE_CONTROL } from "~/utils/cache";
import { failedToLoad } from "~/utils/errors.server";
import { combineHeaders } from "~/utils/misc";
import { createSupabaseServerClient } from "~/utils/supabase.server";

/**
 * Account's Download my data (docs/accounts.md "Your data"): one JSON file of everything the
 * member has on GenMarket, made on request by export_my_data under RLS, as an attachment the
 * browser saves. A POST, so nothing prefetches or caches it; a GET goes to the form.
 */
export async function loader() {
  return redirect("/dashboard?view=account#my-data");
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, { redirectTo: "/dashboard?view=account#my-data" });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { data, error } = await exportMyData(supabase);
  if (error) failedToLoad("my data: exporting", error, headers);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: combineHeaders(headers, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="genmarket-my-data-${day}.json"`,
      "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL,
    }),
  });
}
