import type { AppLoadContext } from "@remix-run/cloudflare";
import { markNoticesRead } from "~/models/notice.server";
import { failedToSave } from "~/utils/errors.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { NOTICES_HREF } from "./parts/views";

/** Mark all as read: the member's notices (mark_notices_read, their own only), then back to them. */
export async function markAllNoticesRead(request: Request, context: AppLoadContext) {
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const toasts = getToastUtils(request, context);
  const { error } = await markNoticesRead(supabase);
  if (error) return toasts.redirectWithError(NOTICES_HREF, failedToSave("dashboard: marking notices read", error).message, { headers });
  return toasts.redirectWithSuccess(NOTICES_HREF, "All notices marked as read", { headers });
}
