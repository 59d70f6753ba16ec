import { failedToLoad } from "~/utils/errors.server";
import { formatDateTime } from "~/utils/format";
import type { SupabaseClient } from "~/utils/supabase.server";

/**
 * The Email delivery section of /moderation (docs/email.md): how many emails the queue gave
 * up on (dead), the last delivery error and when, and how many wait to go out, from
 * email_delivery_health (staff only, supabase/schemas/15-email.sql).
 */
export async function loadEmailDelivery(supabase: SupabaseClient, headers: Headers) {
  const { data, error } = await supabase.rpc("email_delivery_health");
  if (error) failedToLoad("moderation: loading email delivery", error, headers);
  // jsonb: its shape is the function's.
  const health = data as { dead: number; waiting: number; last_error: string | null; last_error_at: string | null };
  return {
    dead: health.dead,
    waiting: health.waiting,
    lastError: health.last_error,
    lastErrorOn: health.last_error_at ? formatDateTime(health.last_error_at) : null,
  };
}

export type EmailDeliveryView = Awaited<ReturnType<typeof loadEmailDelivery>>;
