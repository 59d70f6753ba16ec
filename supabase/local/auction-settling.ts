/**
 * The clock for local development: in production the Worker's Cron Trigger calls
 * settle_due_auctions, end_lapsed_plans and queue_reminder_emails every minute (server.ts);
 * `wrangler dev` fires no crons by itself, so the local backend calls them on a timer while it
 * runs, the same way: settle_due_auctions with the anon key (anyone may call it, and it only
 * settles what is due), end_lapsed_plans with the service role key (it renews the local
 * provider's plans and ends lapsed ones, docs/payments.md "Weekly plans"), and
 * queue_reminder_emails with it too (it expires listings; docs/email.md).
 */
import type { Backend } from "./backend.ts";
import type { BackendConfig } from "./config.ts";

/** How often the local backend settles due auctions: well within the minute an auction may wait in production. */
export const LOCAL_SETTLE_INTERVAL_MS = 20_000;

/** Calls settle_due_auctions, end_lapsed_plans and queue_reminder_emails every `intervalMs` until stopped (never two rounds at once); answers how to stop. */
export function startAuctionSettling(
  backend: Pick<Backend, "fetch">,
  config: Pick<BackendConfig, "publicUrl" | "anonKey" | "serviceRoleKey">,
  { intervalMs = LOCAL_SETTLE_INTERVAL_MS, onSettled }: { intervalMs?: number; onSettled?: (count: number) => void } = {},
) {
  let running = false;
  async function call(fn: string, key: string) {
    try {
      const response = await backend.fetch(
        new Request(`${config.publicUrl}/rest/v1/rpc/${fn}`, {
          method: "POST",
          headers: { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
          body: "{}",
        }),
      );
      const body = await response.text();
      if (!response.ok) console.error(`[local backend] ${fn}: ${response.status} ${body}`);
      return response.ok ? Number(body) : 0;
    } catch (error) {
      console.error(`[local backend] ${fn}`, error);
      return 0;
    }
  }
  async function tick() {
    if (running) return;
    running = true;
    try {
      const settled = await call("settle_due_auctions", config.anonKey);
      if (settled > 0) onSettled?.(settled);
      await call("end_lapsed_plans", config.serviceRoleKey);
      await call("queue_reminder_emails", config.serviceRoleKey);
    } finally {
      running = false;
    }
  }
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
