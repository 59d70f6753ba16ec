import { useEffect, useState } from "react";
import type { AuctionLiveState } from "~/models/auction.server";
import { useServerClock } from "~/utils/server-clock";

/** How often an open page asks for the auction's state while its tab is visible. */
export const LIVE_POLL_MS = 2_000;

/** Where the page asks: the live resource route (routes/auctions.$id_.live.ts). */
export const liveHref = (auctionId: string) => `/auctions/${auctionId}/live`;

/**
 * The auction's changing state while the page is open, and the server's clock to count down
 * by. Rendered first from the loader's state (so server and browser agree); once hydrated it
 * asks the live route every LIVE_POLL_MS while the tab is visible (and at once when it comes
 * back into view), and a new loader state (after the member's own bid) replaces it. The
 * clock is the server's (useServerClock, from the latest answer's `now`), so neither the
 * browser's time zone nor a wrong clock changes what the page says.
 */
export function useLiveAuction(auctionId: string, initial: AuctionLiveState) {
  const [state, setState] = useState(initial);
  const nowMs = useServerClock(state.now);

  // The loader's state is newer than the last poll when it changes (a bid, a reload).
  useEffect(() => setState(initial), [initial]);

  useEffect(() => {
    let stopped = false;
    let inFlight: AbortController | null = null;
    async function poll() {
      if (document.visibilityState !== "visible" || inFlight) return;
      inFlight = new AbortController();
      try {
        const response = await fetch(liveHref(auctionId), { headers: { Accept: "application/json" }, signal: inFlight.signal });
        if (!response.ok || stopped) return;
        const next = (await response.json()) as AuctionLiveState;
        if (stopped) return;
        setState(next);
      } catch {
        // Offline or aborted: the next poll tries again.
      } finally {
        inFlight = null;
      }
    }
    const timer = window.setInterval(poll, LIVE_POLL_MS);
    const onVisibility = () => {
      if (document.visibilityState === "visible") void poll();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      inFlight?.abort();
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [auctionId]);

  return { state, nowMs };
}
