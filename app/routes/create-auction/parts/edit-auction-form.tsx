import type { DefaultValue, SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { ErrorSummary, SubmitButton } from "~/components/forms";
import { form as formStyle, notice } from "~/components/forms.css";
import { button } from "~/components/ui/button.css";
import { getFormProps } from "~/utils/conform-helpers";
import { useIsPending } from "~/utils/misc";
import { useFormValidatedOnFirstUse } from "~/utils/validation-on-first-use";
import type { AuctionDetailsOptions } from "../create-auction.server";
import type { AuctionDetailsInput, AuctionEditValues } from "../schema";
import * as styles from "../styles.css";
import { CostsFields, type CostOptions } from "./costs-fields";
import { GeneratorDetailsCard } from "./generator-details-card";

export type EditableAuction = {
  id: string;
  values: AuctionEditValues;
  /** The prices and the end as they read (the loader formats them). */
  startingPrice: string;
  /** Null: no reserve. */
  reservePrice: string | null;
  endsAt: string;
  endsAtText: string;
};

/**
 * The edit form (/create-auction?edit={id}): the Generator Details and What It Costs cards
 * filled from the auction and checked by the create form's rules, then the terms fixed at creation, shown
 * but not editable. When the auction may no longer be edited (`readOnly` says why), the
 * fields are shown disabled, with no Save; after a refused save they hold what was typed.
 */
export function EditAuctionForm({
  auction,
  readOnly,
  maxYear,
  options,
  costOptions,
  constraint,
  lastResult,
}: {
  auction: EditableAuction;
  readOnly: string | null;
  maxYear: number;
  options: AuctionDetailsOptions;
  costOptions: CostOptions;
  /** The fields' HTML constraints, worked out by the loader (getZodConstraint). */
  constraint: Parameters<typeof useFormValidatedOnFirstUse>[1]["constraint"];
  lastResult?: SubmissionResult<string[]>;
}) {
  const pending = useIsPending();
  const [form, fields, loadValidation] = useFormValidatedOnFirstUse(
    () => import("../schema").then((schema) => schema.auctionDetailsSchema({ maxYear })),
    {
      id: "edit-auction",
      lastResult,
      defaultValue: auction.values as DefaultValue<AuctionDetailsInput>,
      constraint,
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  const auctionPath = `/auctions/${auction.id}`;
  return (
    <Form method="post" action={`/create-auction?edit=${auction.id}`} {...getFormProps(form)}
      noValidate
      className={`${formStyle} ${styles.form}`}
      onFocus={loadValidation}
    >
      <ErrorSummary form={form} />
      {readOnly ? <p className={notice}>{readOnly}</p> : null}
      <fieldset disabled={readOnly !== null} className={styles.fieldset}>
        <GeneratorDetailsCard fields={fields} options={options} />
        <section className={styles.card} aria-labelledby="costs-heading">
          <h2 id="costs-heading" className={styles.cardTitle}>
            What It Costs
          </h2>
          <CostsFields fields={fields} options={costOptions} />
        </section>
      </fieldset>
      <section className={styles.card} aria-labelledby="fixed-heading">
        <h2 id="fixed-heading" className={styles.cardTitle}>
          Auction Settings
        </h2>
        <p className={styles.muted}>
          The starting price, reserve, duration, admin fee and images cannot be changed once an auction is live, so every bidder bids on the same
          terms.{readOnly ? null : " To change them, cancel this auction in My Listings while it has no bids and create a new one."}
        </p>
        <dl className={styles.terms}>
          <div>
            <dt>Starting price</dt>
            <dd>{auction.startingPrice}</dd>
          </div>
          <div>
            <dt>Reserve</dt>
            <dd>{auction.reservePrice ?? "No reserve"}</dd>
          </div>
          <div>
            <dt>Ends</dt>
            <dd>
              <time dateTime={auction.endsAt}>{auction.endsAtText}</time>
            </dd>
          </div>
        </dl>
      </section>
      <div className={styles.buttons}>
        <Link to={auctionPath} className={button.secondary}>
          Back to auction
        </Link>
        {readOnly ? null : (
          <SubmitButton pending={pending} pendingLabel="Saving changes..." disabled={pending}>
            Save Changes
          </SubmitButton>
        )}
      </div>
    </Form>
  );
}
