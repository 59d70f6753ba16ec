import { AlertList, ErrorList, Field, FormAlert, SubmitButton } from "~/components/forms";
import { ListingPicture, photoSizes } from "~/components/listing-picture";
import * as photoStyles from "~/components/photo-grid.css";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import type { PendingImage } from "~/models/own-auction.server";
import { useFileInputResetKey, useIsPending, useSendingIntent } from "~/utils/misc";
import * as styles from "../styles.css";

/**
 * The second card: the images, stored as soon as they are uploaded (as web copies only, in
 * the seller's own folder, waiting for the auction), each removable until the auction is created. The list
 * is this form's (uploaded or kept in it), carried to Create as hidden `images` fields in this order.
 * `leftovers` are the seller's other waiting uploads, from an auction they did not finish:
 * shown apart, never carried, until the seller keeps one (or removes it).
 */
export function ImagesCard({
  images,
  leftovers,
  maxImages,
  help,
  messages,
  errors,
  errorId,
}: {
  images: PendingImage[];
  leftovers: PendingImage[];
  maxImages: number;
  /** The upload's limits as they read (the loader words them from the rules). */
  help: string;
  /** Why chosen files were not added. */
  messages?: string[];
  errors?: string[];
  errorId: string;
}) {
  const pending = useIsPending();
  const busy = useSendingIntent();
  const fileInputKey = useFileInputResetKey("newImages");
  // Every waiting image counts against the limit, the unfinished auction's too (keeping one only moves it into the form).
  const room = maxImages - images.length - leftovers.length;
  return (
    <section className={styles.card} aria-labelledby="images-heading">
      <h2 id="images-heading" className={styles.cardTitle}>
        Images
      </h2>
      <p className={styles.muted}>{help}</p>
      <FormAlert id="image-messages">{messages?.length ? <AlertList messages={messages} /> : null}</FormAlert>
      {images.length ? (
        <ol className={photoStyles.photoGrid} aria-label="Your images, main image first">
          {images.map((image, index) => {
            const number = index + 1;
            return (
              <li key={image.name} className={photoStyles.photoItem}>
                <input type="hidden" name="images" value={image.name} />
                {/* Its web copies (the loader just listed them), as the auction will show them. */}
                <ListingPicture
                  src={image.url}
                  sources={image.sources}
                  sizes={photoSizes.card}
                  alt={number === 1 ? "Image 1, the main image" : `Image ${number}`}
                  className={photoStyles.photo}
                  width={320}
                  height={240}
                />
                <p className={photoStyles.photoCaption}>{number === 1 ? "Main image" : `Image ${number}`}</p>
                <SubmitButton
                  variant="ghost"
                  className={photoStyles.smallButton}
                  name="intent"
                  value={`remove-image:${image.name}`}
                  formNoValidate
                  disabled={pending}
                >
                  Remove<span className={visuallyHidden}> image {number}</span>
                </SubmitButton>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={styles.muted}>No images yet. Buyers look at the images first: add at least one.</p>
      )}
      <ErrorList id={errorId} errors={errors} />
      {leftovers.length ? <Leftovers leftovers={leftovers} room={maxImages - images.length} disabled={pending} /> : null}
      {room > 0 ? (
        <div className={styles.upload}>
          <Field
            key={fileInputKey}
            label="Add Images"
            help={`Choose one or more, then Upload Images (room for ${room} more).`}
            inputProps={{ type: "file", name: "newImages", multiple: true, accept: "image/jpeg,image/png,image/webp,image/gif", id: "newImages" }}
          />
          <SubmitButton
            variant="secondary"
            name="intent"
            value="upload"
            formNoValidate
            pending={busy("upload")}
            pendingLabel="Uploading..."
            disabled={pending}
          >
            Upload Images
          </SubmitButton>
        </div>
      ) : (
        <p className={styles.muted}>
          {leftovers.length
            ? "You have as many images waiting as an auction can have. Remove one, here or from your unfinished auction, to add another."
            : "You have added the most images an auction can have. Remove one to add another."}
        </p>
      )}
    </section>
  );
}

/**
 * Photos uploaded for an auction the seller did not finish (docs/auctions.md "Creating an
 * auction"): not this auction's until kept (Keep adds it after the form's images), or removed.
 */
function Leftovers({ leftovers, room, disabled }: { leftovers: PendingImage[]; room: number; disabled: boolean }) {
  return (
    <section className={styles.leftovers} aria-labelledby="leftovers-heading">
      <h3 id="leftovers-heading" className={styles.leftoversTitle}>
        Photos from your unfinished auction
      </h3>
      <p className={styles.muted}>
        You uploaded these for an auction you did not create. They are not part of this one unless you keep them.
      </p>
      <ul className={photoStyles.photoGrid}>
        {leftovers.map((image, index) => {
          const number = index + 1;
          return (
            <li key={image.name} className={photoStyles.photoItem}>
              <ListingPicture
                src={image.url}
                sources={image.sources}
                sizes={photoSizes.card}
                alt={`Unfinished auction photo ${number}`}
                className={photoStyles.photo}
                width={320}
                height={240}
              />
              <div className={photoStyles.photoButtons}>
                {room > 0 ? (
                  <SubmitButton
                    variant="secondary"
                    className={photoStyles.smallButton}
                    name="intent"
                    value={`keep-image:${image.name}`}
                    formNoValidate
                    disabled={disabled}
                  >
                    Keep<span className={visuallyHidden}> unfinished auction photo {number}</span>
                  </SubmitButton>
                ) : null}
                <SubmitButton
                  variant="ghost"
                  className={photoStyles.smallButton}
                  name="intent"
                  value={`remove-image:${image.name}`}
                  formNoValidate
                  disabled={disabled}
                >
                  Remove<span className={visuallyHidden}> unfinished auction photo {number}</span>
                </SubmitButton>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
