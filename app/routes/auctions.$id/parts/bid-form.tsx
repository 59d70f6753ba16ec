import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Field, FormAlert, SubmitButton } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import { button } from "~/components/ui/button.css";
import { formatGBP } from "~/utils/format";
import { useHydrated } from "~/utils/misc";
import type { BidConfirmation } from "../auction-page.server";
import type { action } from "../route";
import * as styles from "../styles.css";

/**
 * The bid form (docs/spec/02-auctions-and-seller-tools.md §5, docs/auctions.md): one field,
 * the member's maximum, as eBay asks it; GenMarket bids the minimum now and for them up to it.
 * Posted to the auction page's action with the submission id the server put in the form, so
 * one submit places one bid however often it arrives. A bid place_bid would take is confirmed
 * first: the action answers what it will do, shown as a dialog with JavaScript and in the
 * panel without; Confirm posts it again with `confirm`. Without JavaScript the answer to a
 * placed bid is a redirect back here with a toast (the `reload` field, rendered only until
 * hydration, asks for that); with it a fetcher posts, and the answer shows here while the
 * page's data catches up.
 */
export function BidForm({
  auctionId,
  submissionId,
  minimumBid,
  ownMaximum,
  carriedBid,
  signedIn,
}: {
  auctionId: string;
  /** Null for visitors, whose post only takes them to sign in. */
  submissionId: string | null;
  minimumBid: number;
  /** The leader's own maximum: they may only raise it. */
  ownMaximum: number | null;
  carriedBid: string | null;
  signedIn: boolean;
}) {
  const fetcher = useFetcher<typeof action>();
  const actionData = useActionData<typeof action>();
  const hydrated = useHydrated();
  const answer = fetcher.state === "idle" ? (fetcher.data ?? actionData) : undefined;
  const result = answer && "result" in answer ? (answer.result as FormResult) : undefined;
  const placed = fetcher.state === "idle" ? ((fetcher.data as { bid?: PlacedBid } | undefined)?.bid ?? null) : null;
  // A confirm asked by the fetcher is a dialog (kept open while Confirm posts); one the page
  // answered (a post without JavaScript) shows in the panel instead of the form.
  const [dismissed, setDismissed] = useState<BidConfirmation | null>(null);
  const fetcherConfirm = (fetcher.data as { confirm?: BidConfirmation } | undefined)?.confirm ?? null;
  const confirmPosting = fetcher.formData?.get("confirm") === "1";
  const confirming = fetcherConfirm !== dismissed && (fetcher.state === "idle" || confirmPosting) ? fetcherConfirm : null;
  const pageConfirm = fetcher.data === undefined ? ((actionData as { confirm?: BidConfirmation } | undefined)?.confirm ?? null) : null;
  const formErrors = [...(result?.error?.[""] ?? []), ...(result?.error?.submissionId ?? [])];
  // Typed values come back with a refusal or a confirm; a placed bid starts the form again empty.
  const typed = () => {
    if (placed) return "";
    if (result) return typeof result.initialValue?.maxBid === "string" ? result.initialValue.maxBid : "";
    return carriedBid ?? "";
  };
  if (pageConfirm && submissionId) {
    return (
      <section className={styles.confirmBox} aria-labelledby="confirm-bid-heading">
        <ConfirmBid confirm={pageConfirm} />
        {/* A plain form: a document post, so it asks for the redirect (reload) whether or not the page has hydrated. */}
        <form method="post" action={`/auctions/${auctionId}`} className={styles.confirmActions}>
          <ConfirmFields submissionId={submissionId} maximum={pageConfirm.maximum} reload />
          <button type="submit" className={button.accent}>
            Confirm bid
          </button>
          <a href={`/auctions/${auctionId}?${new URLSearchParams({ bid: String(pageConfirm.maximum) })}#bid`} className={button.secondary}>
            Change your maximum
          </a>
        </form>
      </section>
    );
  }
  return (
    <>
      {/* noValidate: the server's messages, not the browser's bubbles, even without JavaScript.
          Keyed by the submission id: a new page after a bid gives a new form. */}
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
          label="Your maximum bid (£)"
          help={
            ownMaximum !== null
              ? `Your maximum is ${formatGBP(ownMaximum)}: enter more to raise it. GenMarket bids for you, one step at a time, up to your maximum; nobody else sees it.`
              : `Enter ${formatGBP(minimumBid)} or more. GenMarket bids for you, one step at a time, up to your maximum, so you pay only what it takes to lead; nobody else sees it.`
          }
          inputProps={{ id: "max-bid", name: "maxBid", type: "text", inputMode: "numeric", autoComplete: "off", defaultValue: typed() }}
          errors={result?.error?.maxBid}
        />
        <SubmitButton variant="accent" pending={fetcher.state !== "idle" && !confirmPosting} pendingLabel="Checking...">
          Place Bid
        </SubmitButton>
        {signedIn ? null : <p className={styles.bindingNote}>Please log in or create an account to place a bid: Place Bid takes you there and back.</p>}
        <p className={styles.bindingNote}>Bids are binding: if you win, you agree to buy at your winning bid.</p>
      </fetcher.Form>
      {confirming && submissionId ? (
        <ConfirmDialog onClose={() => setDismissed(confirming)}>
          {(close) => (
            <>
              <ConfirmBid confirm={confirming} />
              <fetcher.Form method="post" action={`/auctions/${auctionId}`} className={styles.confirmActions}>
                <ConfirmFields submissionId={submissionId} maximum={confirming.maximum} reload={false} />
                <SubmitButton variant="accent" pending={confirmPosting} pendingLabel="Placing bid...">
                  Confirm bid
                </SubmitButton>
                <button type="button" className={button.secondary} disabled={confirmPosting} onClick={close}>
                  Cancel
                </button>
              </fetcher.Form>
            </>
          )}
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** The confirm step's words: what is bid now and how far GenMarket bids on. */
function ConfirmBid({ confirm }: { confirm: BidConfirmation }) {
  return (
    <>
      <h3 id="confirm-bid-heading" className={styles.subTitle}>
        Confirm your bid
      </h3>
      <p data-testid="confirm-bid">
        {confirm.bidNow === null
          ? `Your bid stays at ${formatGBP(confirm.currentBid ?? 0)}, and we will bid for you up to ${formatGBP(confirm.maximum)}.`
          : `You will bid ${formatGBP(confirm.bidNow)} now, and we will bid for you up to ${formatGBP(confirm.maximum)}.`}
      </p>
      {confirm.reserveNotMet ? (
        <p className={styles.bindingNote}>The reserve has not been met: if your maximum reaches it, your bid rises to the reserve at once.</p>
      ) : null}
      <p className={styles.bindingNote}>Bids are binding: if you win, you agree to buy at your winning bid.</p>
    </>
  );
}

/** The bid form's fields again, with `confirm`: the same submission id, so the confirmed post places one bid. */
function ConfirmFields({ submissionId, maximum, reload }: { submissionId: string; maximum: number; reload: boolean }) {
  return (
    <>
      <input type="hidden" name="intent" value="bid" />
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="maxBid" value={maximum} />
      <input type="hidden" name="confirm" value="1" />
      {reload ? <input type="hidden" name="reload" value="1" /> : null}
    </>
  );
}

/** The confirm step with JavaScript: a modal <dialog> (focus kept inside, Escape or Cancel closes it; no script of its own to load). */
function ConfirmDialog({ onClose, children }: { onClose: () => void; children: (close: () => void) => ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className={styles.confirmDialog} aria-labelledby="confirm-bid-heading" onClose={onClose}>
      {children(() => ref.current?.close())}
    </dialog>
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
