import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useActionData, useFetcher } from "@remix-run/react";
import { Field, FormAlert, SubmitButton } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import { formatGBP } from "~/utils/format";
import { useHydrated } from "~/utils/misc";
import type { action } from "../route";
import * as styles from "../styles.css";

/**
 * The bid form (spec 02 §5): the bid and an optional secret maximum, posted to the auction
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
  const answer = fetcher.data ?? actionData;
  const lastResult = fetcher.state === "idle" && answer && "result" in answer ? answer.result : undefined;
  const placed = fetcher.state === "idle" ? ((fetcher.data as { bid?: PlacedBid } | undefined)?.bid ?? null) : null;
  const [form, fields] = useForm<{ bidAmount: string; maxBid: string; submissionId: string }>({
    id: "bid-form",
    lastResult,
    defaultValue: { bidAmount: carriedBid ?? "" },
    shouldRevalidate: "onSubmit",
  });
  const formErrors = [...(form.errors ?? []), ...(fields.submissionId.errors ?? [])];
  return (
    // noValidate: the server's messages, not the browser's bubbles, even without JavaScript.
    <fetcher.Form method="post" action={`/auctions/${auctionId}`} {...getFormProps(form)} noValidate className={formStyle}>
      <input type="hidden" name="intent" value="bid" />
      {submissionId ? <input type="hidden" name="submissionId" value={submissionId} /> : null}
      {hydrated ? null : <input type="hidden" name="reload" value="1" />}
      <FormAlert id={form.errorId}>
        {formErrors.length > 0
          ? formErrors.map((error, index) => (index === 0 ? <strong key={error}>{error}</strong> : <p key={error}>{error}</p>))
          : null}
      </FormAlert>
      {placed ? <PlacedNote outcome={placed.outcome} currentBid={placed.currentBid} /> : null}
      <Field
        label="Your bid (£)"
        help={`Enter ${formatGBP(minimumBid)} or more.`}
        inputProps={{ ...getInputProps(fields.bidAmount, { type: "text" }), inputMode: "numeric", autoComplete: "off" }}
        errors={fields.bidAmount.errors}
      />
      <Field
        label="Maximum bid (£)"
        optional
        help="We bid for you, one step at a time, up to this amount; nobody else sees it."
        inputProps={{ ...getInputProps(fields.maxBid, { type: "text" }), inputMode: "numeric", autoComplete: "off" }}
        errors={fields.maxBid.errors}
      />
      <SubmitButton variant="accent" pending={fetcher.state !== "idle"} pendingLabel="Placing bid...">
        Place Bid
      </SubmitButton>
      {signedIn ? null : <p className={styles.bindingNote}>Please log in or create an account to place a bid: Place Bid takes you there and back.</p>}
      <p className={styles.bindingNote}>
        Bids are binding: if you win, you agree to buy at your winning bid.
      </p>
    </fetcher.Form>
  );
}

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
