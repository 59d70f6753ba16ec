import { useActionData, useFetcher } from "@remix-run/react";
import { Field, FormAlert, SubmitButton } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import { formatGBP } from "~/utils/format";
import { useHydrated } from "~/utils/misc";
import type { action } from "../route";
import * as styles from "../styles.css";

/**
 * The bid form (docs/spec/02-auctions-and-seller-tools.md §5): the bid and an optional secret maximum, posted to the auction
 * page's action with the submission id the server put in the form, so one submit places one
 * bid however often it arrives. The server validates and place_bid decides. Without
 * JavaScript it is a plain form: the answer is the page again (a refusal, with the values
 * kept) or, once placed, a redirect back here with a toast (the `reload` field, rendered
 * only until hydration, asks for that). With JavaScript a fetcher posts it, the button says
 * it is placing the bid, and the answer shows here while the page's data catches up.
 */
export function BidForm({
  auctionId,
  submissionId,
  minimumBid,
  carriedBid,
  signedIn,
}: {
  auctionId: string;
  /** Null for visitors, whose post only takes them to sign in. */
  submissionId: string | null;
  minimumBid: number;
  carriedBid: string | null;
  signedIn: boolean;
}) {
  const fetcher = useFetcher<typeof action>();
  const actionData = useActionData<typeof action>();
  const hydrated = useHydrated();
  const answer = fetcher.state === "idle" ? (fetcher.data ?? actionData) : undefined;
  const result = answer && "result" in answer ? (answer.result as FormResult) : undefined;
  const placed = fetcher.state === "idle" ? ((fetcher.data as { bid?: PlacedBid } | undefined)?.bid ?? null) : null;
  const formErrors = [...(result?.error?.[""] ?? []), ...(result?.error?.submissionId ?? [])];
  // Typed values come back with a refusal; a placed bid starts the form again empty.
  const typed = (name: "bidAmount" | "maxBid") => {
    if (placed) return "";
    if (result) return typeof result.initialValue?.[name] === "string" ? (result.initialValue[name] as string) : "";
    return name === "bidAmount" ? (carriedBid ?? "") : "";
  };
  return (
    // noValidate: the server's messages, not the browser's bubbles, even without JavaScript.
    // Keyed by the submission id: a new page after a bid gives a new form.
    <fetcher.Form key={submissionId} method="post" action={`/auctions/${auctionId}`} noValidate className={formStyle} aria-describedby={formErrors.length > 0 ? "bid-form-error" : undefined}>
      <input type="hidden" name="intent" value="bid" />
      {submissionId ? <input type="hidden" name="submissionId" value={submissionId} /> : null}
      {hydrated ? null : <input type="hidden" name="reload" value="1" />}
      <FormAlert id="bid-form-error">
        {formErrors.length > 0
          ? formErrors.map((error, index) => (index === 0 ? <strong key={error}>{error}</strong> : <p key={error}>{error}</p>))
          : null}
      </FormAlert>
      {placed ? <PlacedNote outcome={placed.outcome} currentBid={placed.currentBid} /> : null}
      <Field
        label="Your bid (£)"
        help={`Enter ${formatGBP(minimumBid)} or more.`}
        inputProps={{ id: "bid-amount", name: "bidAmount", type: "text", inputMode: "numeric", autoComplete: "off", defaultValue: typed("bidAmount") }}
        errors={result?.error?.bidAmount}
      />
      <Field
        label="Maximum bid (£)"
        optional
        help="We bid for you, one step at a time, up to this amount; nobody else sees it."
        inputProps={{ id: "max-bid", name: "maxBid", type: "text", inputMode: "numeric", autoComplete: "off", defaultValue: typed("maxBid") }}
        errors={result?.error?.maxBid}
      />
      <SubmitButton variant="accent" pending={fetcher.state !== "idle"} pendingLabel="Placing bid...">
        Place Bid
      </SubmitButton>
      {signedIn ? null : <p className={styles.bindingNote}>Please log in or create an account to place a bid: Place Bid takes you there and back.</p>}
      <p className={styles.bindingNote}>Bids are binding: if you win, you agree to buy at your winning bid.</p>
    </fetcher.Form>
  );
}

/** What the action answers about a refused form (conform's reply, read without conform's browser half). */
type FormResult = { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null };

type PlacedBid = { outcome: "leading" | "outbid"; currentBid: number };

/**
 * What the post answered once a bid was placed (with JavaScript; without it, a toast says
 * so). Whether the member still leads is the panel's to say, as it changes.
 */
function PlacedNote({ outcome, currentBid }: PlacedBid) {
  return outcome === "leading" ? (
    <p role="status" className={styles.leadingNote}>
      Bid placed successfully!
    </p>
  ) : (
    <p role="status" className={styles.infoNote}>
      Your bid was placed, but another bidder's maximum beat it at once: the current bid is now {formatGBP(currentBid)}.
    </p>
  );
}
