import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { FormAlert, SubmitButton } from "~/components/forms";
import { button } from "~/components/ui/button.css";
import { useFocusWhenShown } from "~/utils/focus";
import type { action } from "../route";
import * as styles from "../styles.css";
import { dashboardHref } from "./views";

const LISTINGS = dashboardHref("listings");

function useCancelAnswer() {
  const actionData = useActionData<typeof action>();
  return actionData && "cancelAuction" in actionData ? actionData.cancelAuction : null;
}

/**
 * The second step of Cancel auction, or why it was refused, at the top of My Listings (where
 * a page loaded without JavaScript opens): 'Yes, cancel auction' posts the confirmation;
 * 'Keep auction' goes back. With JavaScript it takes the focus when it appears.
 */
export function CancelAuctionStep() {
  const answer = useCancelAnswer();
  const navigation = useNavigation();
  const box = useFocusWhenShown<HTMLDivElement>(answer);
  if (!answer) return null;
  if ("refusal" in answer) {
    return <FormAlert>{answer.refusal}</FormAlert>;
  }
  const cancelling = navigation.state === "submitting" && navigation.formData?.get("intent") === "confirm-cancel-auction";
  return (
    <div ref={box} tabIndex={-1} className={styles.confirmBox} role="group" aria-labelledby="cancel-auction-heading">
      <h3 id="cancel-auction-heading" className={styles.subPanelTitle}>
        Cancel this auction?
      </h3>
      <p>
        <strong>{answer.confirm.title}</strong> will be withdrawn: it leaves Auctions and nobody can bid on it. This cannot be undone.
      </p>
      <Form method="post" action={LISTINGS} preventScrollReset className={styles.actions}>
        <input type="hidden" name="auctionId" value={answer.confirm.id} />
        <SubmitButton name="intent" value="confirm-cancel-auction" pending={cancelling} pendingLabel="Cancelling...">
          Yes, cancel auction
        </SubmitButton>
        <Link to={LISTINGS} className={button.secondary} preventScrollReset>
          Keep auction
        </Link>
      </Form>
    </div>
  );
}
