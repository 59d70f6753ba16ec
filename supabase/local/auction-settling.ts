/**
 * Scheduled closing for local development: in production the Worker's Cron Trigger calls
 * settle_due_auctions every minute (server.ts); `wrangler dev` fires no crons by itself, so
 * the local backend calls it on a timer while it runs, the same way (an RPC with the anon
 * key: anyone may call it, and it only settles what is due).
 */
import type { Backend } from "./backend.ts";
import type { BackendConfig } from "./config.ts";

/** How often the local backend settles due auctions: well within the minute an auction may wait in production. */
export const LOCAL_SETTLE_INTERVAL_MS = 20_000;

/** Calls settle_due_auctions every `intervalMs` until stopped (never two calls at once); answers how to stop. */
export function startAuctionSettling(
  backend: Pick<Backend, "fetch">,
  config: Pick<BackendConfig, "publicUrl" | "anonKey">,
  { intervalMs = LOCAL_SETTLE_INTERVAL_MS, onSettled }: { intervalMs?: number; onSettled?: (count: number) => void } = {},
) {
  let running = false;
  async function settle() {
    if (running) return;
    running = true;
    try {
      const response = await backend.fetch(
        new Request(`${config.publicUrl}/rest/v1/rpc/settle_due_auctions`, {
          method: "POST",
          headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}`, "Content-Type": "application/json" },
          body: "{}",
        }),
      );
      const body = await response.text();
      if (!response.ok) console.error(`[local backend] settle_due_auctions: ${response.status} ${body}`);
      else if (Number(body) > 0) onSettled?.(Number(body));
    } catch (error) {
      console.error("[local backend] settle_due_auctions", error);
    } finally {
      running = false;
    }
  }
  const timer = setInterval(() => void settle(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
