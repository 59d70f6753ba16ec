import { Form, Link } from "@remix-run/react";
import { SubmitButton } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import { ListingPicture, photoSizes } from "~/components/listing-picture";
import type { PendingImage } from "~/models/own-auction.server";
import { useIsPending, useSendingIntent } from "~/utils/misc";
import type { AuctionReview } from "../review.server";
import * as styles from "../styles.css";

/**
 * The review before an auction goes live (docs/auctions.md "Creating an auction"): the
 * auction as buyers will see it, then the terms the seller commits to (prices, reserve, the
 * end in UK time, VAT, collection and delivery, the fee). One form carrying the checked
 * values as hidden fields: Edit comes back to the form as it was filled, Confirm creates the
 * auction exactly as the form's Create did (create_auction, once per fee).
 */
export function ReviewAuction({ review, images }: { review: AuctionReview & { fields: [string, string][] }; images: PendingImage[] }) {
  const pending = useIsPending();
  const busy = useSendingIntent();
  const main = images.find((image) => image.name === review.mainImage);
  const terms: [string, string][] = [
    ["Starting price", review.startingPrice],
    ["Reserve", review.reserve],
    ["VAT", review.vat],
    ["Collection and delivery", review.delivery],
    ...(review.collectionTerms ? ([["Collection and delivery terms", review.collectionTerms]] as [string, string][]) : []),
  ];
  return (
    <Form method="post" className={`${formStyle} ${styles.form}`}>
      {review.fields.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <section className={styles.card} aria-labelledby="review-heading">
        <h2 id="review-heading" className={styles.cardTitle}>
          Review your auction
        </h2>
        <p className={styles.muted}>This is what buyers will see. Nothing is live until you confirm.</p>
        <article className={styles.preview} aria-label="Your auction as buyers will see it">
          {main ? (
            <ListingPicture
              src={main.url}
              sources={main.sources}
              sizes={photoSizes.main}
              alt={`${review.title}, the main image`}
              className={styles.previewPhoto}
              width={800}
              height={600}
            />
          ) : null}
          <p className={styles.muted}>
            {review.imageCount === 1 ? "1 image" : `${review.imageCount} images`}; the first is the main one.
          </p>
          <h3 className={styles.previewTitle}>{review.title}</h3>
          <dl className={styles.reviewTerms}>
            {review.details.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.description}>{review.description}</p>
        </article>
      </section>

      <section className={styles.card} aria-labelledby="review-terms-heading">
        <h2 id="review-terms-heading" className={styles.cardTitle}>
          Auction terms
        </h2>
        <dl className={styles.reviewTerms}>
          {terms.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>Ends</dt>
            <dd>
              <time dateTime={review.endsAt}>{review.endsAtText}</time> UK time ({review.durationDays} days from going live, if you
              confirm now)
            </dd>
          </div>
          <div>
            <dt>Admin fee</dt>
            <dd>{review.fee}, paid: this auction uses it</dd>
          </div>
        </dl>
        <p>
          Buyers pay no buyer&apos;s premium. If it sells you pay commission for its price tier plus VAT; if not, nothing more (
          <Link to="/pricing">pricing</Link>). Once live, the starting price, reserve and end cannot change; until the first bid you
          can still edit the details or withdraw it.
        </p>
        <div className={styles.buttons}>
          <SubmitButton variant="secondary" name="intent" value="edit" formNoValidate disabled={pending}>
            Edit
          </SubmitButton>
          <SubmitButton name="intent" value="create" pending={busy("create")} pendingLabel="Creating auction..." disabled={pending}>
            Confirm and Start Auction
          </SubmitButton>
        </div>
      </section>
    </Form>
  );
}
