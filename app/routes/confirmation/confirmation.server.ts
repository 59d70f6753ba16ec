import { json, type AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import { findSubscriptionPlan } from "~/content/plans";
import { getPlanConfirmation } from "~/models/member-plan.server";
import { requireUser } from "~/utils/auth.server";
import { failedToLoad } from "~/utils/errors.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";

// Apart from route.tsx so zod stays off the page's script (docs/performance.md).

/**
 * Where a plan's checkout returns to (docs/spec/02-auctions-and-seller-tools.md §2 "Confirmation"):
 * ?session_id={payment id}&plan=…&success=true. What it confirms is read from the database
 * (plan_confirmation): the signed-in member's own paid plan payment and the plan it bought.
 * A made-up, unpaid or someone else's session_id confirms nothing; success=false says the
 * checkout did not complete. The plan in the query only names the plan when nothing is
 * confirmed.
 */
export async function loadConfirmation(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const user = await requireUser(request, context);
  const queryPlan = findSubscriptionPlan(params.get("plan"))?.name ?? null;
  if (params.get("success") === "false") return json({ state: "cancelled" as const, planName: queryPlan, confirmation: null });
  const sessionId = z.uuid().safeParse(params.get("session_id"));
  if (!sessionId.success) return json({ state: "unknown" as const, planName: queryPlan, confirmation: null }, { status: 404 });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { confirmation, error } = await getPlanConfirmation(supabase, sessionId.data);
  if (error) failedToLoad(`confirmation: reading payment ${sessionId.data} for ${user.id}`, error, headers);
  if (!confirmation) return json({ state: "unknown" as const, planName: queryPlan, confirmation: null }, { status: 404, headers });
  const plan = findSubscriptionPlan(confirmation.planId);
  return json(
    {
      state: "confirmed" as const,
      planName: plan?.name ?? confirmation.planId,
      confirmation: { ...confirmation, features: plan?.features ?? [] },
    },
    { headers },
  );
}
