import { useState } from "react";
import { AlertList } from "~/components/forms";
import { ListingPhoto } from "~/components/listing-photo";
import * as photoStyles from "~/components/photo-grid.css";
import { PhotoPicker } from "~/components/photo-picker";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import { useFileInputResetKey, useIsPending } from "~/utils/misc";
import * as styles from "../styles.css";
import { StepForm } from "./step-form";

export type WizardPhoto = { id: string; url: string };

/**
 * Photos are saved as they are uploaded (to the listing's folder in storage), so this step
 * needs an account: a signed-out visitor is asked to sign in when they upload, and comes
 * back here with everything typed so far.
 */
export function PhotosStep({
  photos,
  messages,
  signedIn,
  live,
  maxPhotos,
}: {
  photos: WizardPhoto[];
  messages?: string[];
  signedIn: boolean;
  live: boolean;
  maxPhotos: number;
}) {
  const pending = useIsPending();
  const room = maxPhotos - photos.length;
  // A new, empty file input once an upload is done.
  const fileInputKey = useFileInputResetKey("photos");
  // An upload sent with JavaScript (PhotoPicker) reports its refusals here rather than as the action's data.
  const [uploadMessages, setUploadMessages] = useState<string[] | null>(null);
  const shownMessages = uploadMessages ?? messages;
  return (
    <StepForm
      step={3}
      live={live}
      encType="multipart/form-data"
      alertId="photo-messages"
      alert={
shownMessages?.length ? <AlertList messages={shownMessages} /> : null
      }
    >
      {signedIn ? null : (
        <p className={styles.info}>
          Photos are saved as soon as you upload them, so we will ask you to sign in first. Everything you have entered so far is kept.
        </p>
      )}
      {photos.length ? (
        <ol className={photoStyles.photoGrid} aria-label="Your photos, main photo first">
          {photos.map((photo, index) => {
            const number = index + 1;
            const which = <span className={visuallyHidden}> photo {number}</span>;
            return (
              <li key={photo.id} className={photoStyles.photoItem}>
                <ListingPhoto
                  src={photo.url}
                  alt={number === 1 ? "Photo 1, the main photo" : `Photo ${number}`}
                  className={photoStyles.photo}
                  width={320}
                  height={240}
                />
                <p className={photoStyles.photoCaption}>{number === 1 ? "Main photo" : `Photo ${number}`}</p>
                <div className={photoStyles.photoButtons}>
                  {number > 1 ? (
                    <button type="submit" name="intent" value={`move-left:${photo.id}`} className={`${button.secondary} ${photoStyles.smallButton}`} disabled={pending}>
                      Move left{which}
                    </button>
                  ) : null}
                  {number < photos.length ? (
                    <button type="submit" name="intent" value={`move-right:${photo.id}`} className={`${button.secondary} ${photoStyles.smallButton}`} disabled={pending}>
                      Move right{which}
                    </button>
                  ) : null}
                  <button type="submit" name="intent" value={`remove-photo:${photo.id}`} className={`${button.ghost} ${photoStyles.smallButton}`} disabled={pending}>
                    Remove{which}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={styles.muted}>No photos yet. Buyers look at the photos first: add at least one.</p>
      )}
      {room > 0 ? (
        <div className={styles.group}>
          <PhotoPicker
            key={fileInputKey}
            name="photos"
            label="Add Photos"
            help={`JPEG, PNG, WebP or GIF, up to 20 MB each; ${maxPhotos} photos at most (room for ${room} more). The first photo is the main one.`}
            intent="upload"
            disabled={pending}
            onMessages={setUploadMessages}
          />
        </div>
      ) : (
        <p className={styles.muted}>You have added the most photos a listing can have. Remove one to add another.</p>
      )}
    </StepForm>
  );
}
