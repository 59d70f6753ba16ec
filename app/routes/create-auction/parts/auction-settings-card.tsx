import { Link } from "@remix-run/react";
import { ChoiceField, InputField, TickField } from "~/components/conform-fields";
import { ErrorList, SubmitButton } from "~/components/forms";
import { notice, success } from "~/components/forms.css";
import { useIsPending, useSendingIntent } from "~/utils/misc";
import * as styles from "../styles.css";
import { CostsFields, type CostOptions } from "./costs-fields";
import type { CreateAuctionFields } from "./fields";

export type AdminFee = {
  /** The seller's paid fee not yet used by an auction; null until they pay. */
  paymentId: string | null;
  /** The fee as it reads: "£49.95". */
  amount: string;
  /** Paid by the post this page answers. */
  justPaid: boolean;
  /** The payment provider charges no card. */
  testMode: boolean;
};

/**
 * The third card: prices, duration, the admin fee and Review Auction. Paying is its own button
 * (it comes back to this form as filled); Review stays unavailable until the fee is paid,
 * and the fee's payment travels with the form as a hidden field. The review's Confirm creates.
 */
export function AuctionSettingsCard({
  fields,
  durations,
  costOptions,
  fee,
}: {
  fields: CreateAuctionFields;
  /** The durations, VAT statuses and delivery choices, as the loader hands them over. */
  durations: { value: string; label: string }[];
  costOptions: CostOptions;
  fee: AdminFee;
}) {
  const pending = useIsPending();
  const busy = useSendingIntent();
  const price = { inputMode: "numeric" as const, step: 1, min: 1 };
  const { amount } = fee;
  const paid = fee.paymentId !== null;
  return (
    <section className={styles.card} aria-labelledby="settings-heading">
      <h2 id="settings-heading" className={styles.cardTitle}>
        Auction Settings
      </h2>
      <div className={styles.pair}>
        <InputField
          label="Starting Price (£)"
          help="Whole pounds; the first bid is at least this"
          field={fields.startingPrice}
          type="number"
          inputProps={{ ...price }}
        />
        <ChoiceField label="Auction Duration" options={durations} field={fields.auctionDuration} />
      </div>
      <TickField
        label="Set a reserve price"
        help="The lowest price you will sell for. Bidders see whether it has been met, never the amount."
        field={fields.hasReserve}
      />
      <InputField
        label="Reserve Price (£)"
        help="With a reserve only: higher than the starting price"
        field={fields.reservePrice}
        type="number"
        inputProps={{ ...price }}
      />
      <CostsFields fields={fields} options={costOptions} />

      <section className={styles.fee} aria-labelledby="fee-heading">
        <h3 id="fee-heading" className={styles.feeTitle}>
          Admin Fee: {amount}
        </h3>
        <p>
          Paid once, before your auction goes live. If it sells you pay commission for its price tier plus VAT; if not, nothing more (
          <Link to="/pricing">pricing</Link>).
        </p>
        {fee.testMode ? <p className={notice}>Test mode: no card is charged.</p> : null}
        {paid ? (
          <>
            <input type="hidden" name="feePayment" value={fee.paymentId!} />
            <p role="status" className={success}>
              {fee.justPaid ? `Admin fee of ${amount} paid successfully!` : `Admin fee of ${amount} paid. It is used when you create your auction.`}
            </p>
          </>
        ) : (
          <SubmitButton
            variant="secondary"
            name="intent"
            value="pay-fee"
            formNoValidate
            pending={busy("pay-fee")}
            pendingLabel="Processing admin fee payment..."
            disabled={pending}
          >
            Pay {amount} Admin Fee
          </SubmitButton>
        )}
        <ErrorList id={fields.feePayment.errorId} errors={fields.feePayment.errors} />
      </section>

      <div className={styles.buttons}>
        {paid ? null : (
          <p id="create-needs-fee" className={styles.muted}>
            Pay the admin fee to review and create your auction.
          </p>
        )}
        <SubmitButton
          name="intent"
          value="review"
          pending={busy("review")}
          pendingLabel="Checking your auction..."
          disabled={pending || !paid}
          aria-describedby={paid ? undefined : "create-needs-fee"}
        >
          Review Auction
        </SubmitButton>
      </div>
    </section>
  );
}
