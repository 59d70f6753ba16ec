import { useState } from "react";
import { AlertList, Field } from "~/components/forms";
import { ListingPhoto } from "~/components/listing-photo";
import * as photoStyles from "~/components/photo-grid.css";
import { PhotoPicker } from "~/components/photo-picker";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import { defaultPhotoAlt, MAX_PHOTO_ALT_LENGTH } from "~/models/listing-photo-rules";
import { useFileInputResetKey, useIsPending } from "~/utils/misc";
import { photoAltField } from "../steps";
import * as styles from "../styles.css";
import type { StepView } from "../wizard-view.server";
import { StepForm } from "./step-form";

export type WizardPhoto = { id: string; url: string; alt: string | null };

/** Each photo's buttons (schema.ts' IntentSchema), with their words and whether a photo at this place of this many has them. */
const photoButtons: Array<[string, string, (number: number, count: number) => boolean]> = [
  ["make-cover", "Make cover", (number) => number > 1],
  ["move-earlier", "Move earlier", (number) => number > 1],
  ["move-later", "Move later", (number, count) => number < count],
  ["remove-photo", "Remove", () => true],
];

/**
 * Photos are saved as they are uploaded (to the listing's folder in storage), so this step
 * needs an account: a signed-out visitor is asked to sign in when they upload, and comes
 * back here with everything typed so far. Each photo has its description (the listing
 * page's alternative text) and plain submit buttons to make it the cover, move it and
 * remove it, so ordering works without JavaScript; every button sends the descriptions too.
 */
export function PhotosStep({
  photos,
  title,
  messages,
  altValues,
  altErrors,
  signedIn,
  live,
  maxPhotos,
  words,
}: {
  photos: WizardPhoto[];
  /** The listing's title: a photo without a description is read as it and the photo's number. */
  title: string;
  messages?: string[];
  /** A refused post's descriptions as typed, and their messages, by photo id. */
  altValues?: Record<string, string>;
  altErrors?: Record<string, string>;
  signedIn: boolean;
  live: boolean;
  maxPhotos: number;
  /** The step's sentences, from the loader (wizard-view.server.ts stepView). */
  words: Extract<StepView, { step: 3 }>["words"];
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
        <p className={styles.info}>{words.signIn}</p>
      )}
      {photos.length ? (
        <>
          <p className={styles.muted}>{words.intro}</p>
          <ol className={styles.photoList} aria-label="Your photos, main photo first">
            {photos.map((photo, index) => {
              const number = index + 1;
              const which = <span className={visuallyHidden}> photo {number}</span>;
              const error = altErrors?.[photo.id];
              return (
                <li key={photo.id} className={photoStyles.photoItem}>
                  <ListingPhoto
                    src={photo.url}
                    alt={photo.alt ?? defaultPhotoAlt(title, number)}
                    className={photoStyles.photo}
                    width={320}
                    height={240}
                  />
                  <p className={photoStyles.photoCaption}>{number === 1 ? "Cover photo" : `Photo ${number}`}</p>
                  <Field
                    label={`Description of photo ${number}`}
                    errors={error ? [error] : undefined}
                    inputProps={{
                      name: photoAltField(photo.id),
                      defaultValue: altValues?.[photo.id] ?? photo.alt ?? "",
                      maxLength: MAX_PHOTO_ALT_LENGTH,
                      placeholder: defaultPhotoAlt(title, number),
                      autoComplete: "off",
                    }}
                  />
                  <div className={photoStyles.photoButtons}>
                    {photoButtons.map(([operation, label, shown]) =>
                      shown(number, photos.length) ? (
                        <button
                          key={operation}
                          type="submit"
                          name="intent"
                          value={`${operation}:${photo.id}`}
                          className={`${operation === "remove-photo" ? button.ghost : button.secondary} ${photoStyles.smallButton}`}
                          disabled={pending}
                        >
                          {label}
                          {which}
                        </button>
                      ) : null,
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      ) : (
        <p className={styles.muted}>{words.none}</p>
      )}
      {room > 0 ? (
        <div className={styles.group}>
          <PhotoPicker
            key={fileInputKey}
            name="photos"
            label="Add Photos"
            help={words.upload}
            intent="upload"
            disabled={pending}
            onMessages={setUploadMessages}
            words={words.picker}
          />
        </div>
      ) : (
        <p className={styles.muted}>{words.full}</p>
      )}
    </StepForm>
  );
}
