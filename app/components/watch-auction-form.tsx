import { useFetcher, useLocation } from "@remix-run/react";
import { useHydrated } from "~/utils/misc";
import { EyeIcon } from "./icons";
import { button } from "./ui/button.css";

/**
 * Watch this auction, on its page and in Saved Items: a form posting to the auction page's
 * action (intent `watch`), which sends visitors to sign in first. It sends the state it asks
 * for (`watching=true|false`), so a repeated post changes nothing. Without JavaScript the post
 * comes back to this page at `anchor` (the redirectTo field, rendered only until hydration);
 * with it a fetcher posts, the button shows the new state at once, and the page's data
 * catches up when the post is done. A watcher is told in their notices when the auction ends.
 * In a list (Saved Items) each button sits in an article named by its auction's title.
 */
export function WatchAuctionForm({
  auctionId,
  watching,
  anchor,
}: {
  auctionId: string;
  watching: boolean;
  /** The id of the element to come back to without JavaScript. */
  anchor: string;
}) {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const location = useLocation();
  const requested = fetcher.formData?.get("watching");
  const shownWatching = typeof requested === "string" ? requested === "true" : watching;
  return (
    <fetcher.Form method="post" action={`/auctions/${auctionId}`} preventScrollReset>
      <input type="hidden" name="intent" value="watch" />
      <input type="hidden" name="watching" value={String(!shownWatching)} />
      {hydrated ? null : <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}#${anchor}`} />}
      <button type="submit" className={button.secondary} aria-pressed={shownWatching}>
        <EyeIcon fill={shownWatching ? "currentColor" : "none"} fillOpacity={0.2} />
        {shownWatching ? "Watching" : "Watch this auction"}
      </button>
    </fetcher.Form>
  );
}
