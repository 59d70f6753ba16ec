import { Form } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { CaptchaField } from "~/components/captcha-field";
import { AlertList, DefaultSubmitButton, ErrorList, FormAlert, SubmitButton } from "~/components/forms";
import * as formStyles from "~/components/forms.css";
import { BULK_TEMPLATE_FILENAME, MAX_IMPORT_ROWS } from "~/content/bulk-template";
import { MAX_LISTING_PHOTOS } from "~/models/listing-photo-rules";
import { useIsPending } from "~/utils/misc";
import type { BulkUploadActionData } from "../import.server";
import { BULK_UPLOAD_PATH } from "../paths";
import * as styles from "../styles.css";

export const TEMPLATE_HREF = `${BULK_UPLOAD_PATH}/${BULK_TEMPLATE_FILENAME}`;

/**
 * The upload: the CSV and, for anyone but a verified dealer, the Security Verification
 * captcha in one multipart post, which answers with the preview page (nothing is stored but
 * the preview). The form's submissionId makes one import however often it is posted.
 * Without JavaScript the same form posts and the refused post's page shows why.
 */
export function UploadForm({
  actionData,
  submissionId,
  needsCaptcha,
}: {
  actionData: BulkUploadActionData | undefined;
  submissionId: string;
  needsCaptcha: boolean;
}) {
  const pending = useIsPending();
  const fileErrors = actionData?.fieldErrors?.file;
  const captchaErrors = actionData?.fieldErrors?.captcha;
  const serverNonce = actionData?.captchaNonce ?? null;
  const [nonce, setNonce] = useState<string | null>(serverNonce);
  useEffect(() => {
    if (serverNonce) setNonce(serverNonce);
  }, [serverNonce]);
  const renew = useCallback(() => setNonce(crypto.randomUUID()), []);

  return (
    <section className={styles.card} aria-labelledby="upload-heading">
      <h2 id="upload-heading" className={styles.cardTitle}>
        Upload your CSV
      </h2>
      <ol className={styles.steps}>
        <li>
          Download the template (<a href={TEMPLATE_HREF} download={BULK_TEMPLATE_FILENAME}>{BULK_TEMPLATE_FILENAME}</a>) and fill in one
          generator per row; the columns are described below.
        </li>
        <li>Give each generator your own stock number (stock_ref) so that uploading the file again updates it instead of adding it twice.</li>
        <li>Upload the file: you see a preview of what will be created, updated and what needs fixing. Nothing changes until you confirm.</li>
      </ol>
      <Form method="post" encType="multipart/form-data" action={BULK_UPLOAD_PATH} className={formStyles.form} noValidate>
        {/* Enter in the code box uploads, rather than pressing New CAPTCHA. */}
        <DefaultSubmitButton value="preview" />
        <input type="hidden" name="submissionId" value={submissionId} />
        <FormAlert>{actionData?.formErrors?.length ? <AlertList messages={actionData.formErrors} /> : null}</FormAlert>
        <div className={formStyles.field}>
          <label htmlFor="file" className={formStyles.label}>
            CSV file
          </label>
          <input
            id="file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            className={styles.fileInput}
            aria-describedby={`file-help${fileErrors?.length ? " file-error" : ""}`}
            aria-invalid={fileErrors?.length ? true : undefined}
          />
          <p id="file-help" className={formStyles.help}>
            CSV file only, max 5MB and {MAX_IMPORT_ROWS} rows. UTF-8 or Excel's CSV; commas or semicolons between columns.
          </p>
          <ErrorList id="file-error" errors={fileErrors} />
        </div>
        <div className={formStyles.field}>
          <label htmlFor="photos" className={formStyles.label}>
            Photos <span className={formStyles.optional}>(optional)</span>
          </label>
          <input
            id="photos"
            name="photos"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/gif"
            className={styles.fileInput}
            aria-describedby="photos-help"
          />
          <p id="photos-help" className={formStyles.help}>
            The photos your images column names, matched by file name: JPEG, PNG, WebP or GIF, up to 5 MB each and {MAX_LISTING_PHOTOS} per listing.
          </p>
        </div>
        {needsCaptcha ? (
          <section className={styles.verification} aria-labelledby="verification-heading">
            <h3 id="verification-heading" className={styles.subTitle}>
              Security Verification
            </h3>
            <CaptchaField
              key={nonce ?? "first"}
              purpose="bulkUpload"
              endpoint={BULK_UPLOAD_PATH}
              nonce={nonce}
              inputProps={{ id: "captcha", name: "captcha", autoComplete: "off", "aria-invalid": captchaErrors?.length ? true : undefined }}
              initialAnswer=""
              errors={captchaErrors}
              spelledByServer={actionData?.spelled}
              onRenew={renew}
            />
          </section>
        ) : null}
        <div className={styles.actions}>
          <SubmitButton name="intent" value="preview" pending={pending} pendingLabel="Reading your file...">
            Upload and preview
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
