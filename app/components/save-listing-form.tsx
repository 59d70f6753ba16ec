import { useFetcher, useLocation } from "@remix-run/react";
import { useHydrated } from "~/utils/misc";
import { HeartIcon } from "./icons";
import * as styles from "./save-listing-form.css";
import { visuallyHidden } from "./ui/visually-hidden.css";

/**
 * Save to Favorites (docs/spec/01-marketplace-core.md §2), on the listing page and on listing cards: a form posting
 * to the listing page's action, which sends visitors to sign in first. It sends the state it
 * asks for, so a repeated post changes nothing. Without JavaScript the post comes back to
 * this page at `anchor`: the redirectTo field asks for that redirect, and is rendered only
 * until hydration. With JavaScript a fetcher posts instead, the button shows the new state
 * at once, and the page's data catches up when the post is done.
 */
export function SaveListingForm({
  listingId,
  listingTitle,
  saved,
  anchor,
  variant,
  className,
}: {
  listingId: string;
  listingTitle: string;
  saved: boolean;
  /** The id of the element to come back to without JavaScript. */
  anchor: string;
  /** A heart on a card, a labelled button ('Save to Favorites' / 'Saved'), or a short one ('Save' / 'Saved', the phone's contact bar). */
  variant: "icon" | "button" | "short";
  className: string;
}) {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const location = useLocation();
  const requested = fetcher.formData?.get("saved");
  const shownSaved = typeof requested === "string" ? requested === "true" : saved;
  return (
    <fetcher.Form method="post" action={`/listings/${listingId}`}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="saved" value={String(!shownSaved)} />
      {hydrated ? null : (
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}#${anchor}`} />
      )}
      <button
        type="submit"
        className={className}
        aria-pressed={shownSaved}
        title={variant === "icon" ? (shownSaved ? "Saved" : "Save to Favorites") : undefined}
      >
        <HeartIcon className={styles.heart} fill={shownSaved ? "currentColor" : "none"} />
        {variant === "icon" ? (
          <span className={visuallyHidden}>Save {listingTitle} to favourites</span>
        ) : shownSaved ? (
          "Saved"
        ) : variant === "short" ? (
          "Save"
        ) : (
          "Save to Favorites"
        )}
      </button>
    </fetcher.Form>
  );
}
