import { useFetcher } from "@remix-run/react";
import { useEffect, useState, type InputHTMLAttributes } from "react";
import { ErrorList, type ListOfErrors } from "~/components/forms";
import * as formStyles from "~/components/forms.css";
import { button } from "~/components/ui/button.css";
import { CAPTCHA_LENGTH, captchaPurposes, type CaptchaActionData, type CaptchaPurpose } from "~/utils/captcha";
import { useHydrated } from "~/utils/misc";
import * as styles from "./captcha-field.css";

function captchaImageUrl(purpose: CaptchaPurpose, nonce: string | null) {
  const path = captchaPurposes[purpose].imagePath;
  return nonce ? `${path}?renew=${nonce}` : path;
}

/**
 * The captcha: the drawn code, a box to type it, New CAPTCHA and the spelled-out alternative.
 * Without JavaScript, New CAPTCHA and Spell out submit the form (the server keeps what was
 * typed) and the server checks the code on submit. With it, the same buttons work in place
 * (posting their intent to `endpoint`, the form's own route), and with `verification` a
 * Verify button is enabled once the server confirms the typed text is the code (the hire
 * form, docs/spec/01-marketplace-core.md §5); the server still checks again on submit.
 */
export function CaptchaField({
  purpose,
  endpoint,
  nonce,
  inputProps,
  initialAnswer,
  errors,
  spelledByServer,
  verification,
  onRenew,
}: {
  purpose: CaptchaPurpose;
  endpoint: string;
  /** Changes whenever a new code should be drawn. */
  nonce: string | null;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  initialAnswer: string;
  errors?: ListOfErrors;
  /** The code spelled out, when the form was submitted to ask for it (without JavaScript). */
  spelledByServer?: string[];
  verification?: { verified: boolean; onVerified: () => void };
  /** Asks for a new code (with JavaScript). */
  onRenew: () => void;
}) {
  const hydrated = useHydrated();
  const check = useFetcher<CaptchaActionData>();
  const spell = useFetcher<CaptchaActionData>();
  const verified = verification?.verified ?? false;
  const [answer, setAnswer] = useState(initialAnswer);

  const checked = check.data?.captchaCheck;
  const matches = checked?.answer === answer && checked.status === "valid";
  const expired = checked?.answer === answer && checked.status === "expired";
  const spelled = spell.data?.spelled ?? spelledByServer;

  // A code that expired while the visitor typed: draw a new one.
  useEffect(() => {
    if (spell.data?.captchaNonce) onRenew();
  }, [spell.data, onRenew]);

  function onAnswerChange(value: string) {
    setAnswer(value);
    if (verification && value.trim().length === CAPTCHA_LENGTH) {
      check.submit({ intent: "check-captcha", captcha: value.trim() }, { method: "post", action: endpoint });
    }
  }

  const inputId = inputProps.id ?? "captcha";
  const errorId = errors?.some(Boolean) ? `${inputId}-error` : undefined;
  const statusId = `${inputId}-status`;

  return (
    <fieldset className={styles.captcha}>
      <legend className={formStyles.label}>Security check</legend>
      <p id={`${inputId}-help`} className={formStyles.help}>
        Type the 6 characters in the picture. Upper and lower case matter.
      </p>
      <div className={styles.captchaRow}>
        <img
          key={nonce ?? "first"}
          src={captchaImageUrl(purpose, nonce)}
          width={240}
          height={80}
          alt="Security code: 6 letters and digits drawn in a picture. Use Spell out the code if you cannot read it."
          className={styles.captchaImage}
        />
        <div className={styles.captchaButtons}>
          <button
            type="submit"
            name="intent"
            value="new-captcha"
            formNoValidate
            className={button.secondary}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              onRenew();
            }}
          >
            New CAPTCHA
          </button>
          <button
            type="submit"
            name="intent"
            value="spell-captcha"
            formNoValidate
            className={button.ghost}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              spell.submit({ intent: "spell-captcha" }, { method: "post", action: endpoint });
            }}
          >
            Spell out the code
          </button>
        </div>
      </div>
      <div aria-live="polite" className={styles.spelled}>
        {spelled?.length ? (
          <>
            <p>The code, character by character:</p>
            <ol>
              {spelled.map((word, index) => (
                <li key={index}>{word}</li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
      <label htmlFor={inputId} className={formStyles.label}>
        Code
      </label>
      <div className={styles.captchaRow}>
        <input
          {...inputProps}
          id={inputId}
          value={answer}
          onChange={(event) => onAnswerChange(event.target.value)}
          readOnly={verified}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          className={`${formStyles.control} ${styles.captchaInput}`}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={[`${inputId}-help`, hydrated && verification ? statusId : null, errorId].filter(Boolean).join(" ")}
        />
        {hydrated && verification ? (
          <button type="button" className={button.primary} disabled={!matches || verified} onClick={verification.onVerified}>
            {verified ? "Verified" : "Verify"}
          </button>
        ) : null}
      </div>
      {hydrated && verification ? (
        <p id={statusId} aria-live="polite" className={verified ? styles.verified : formStyles.help}>
          {verified
            ? "Verified. You can send your request."
            : expired
              ? "This code has expired. Choose New CAPTCHA for a fresh one."
              : answer.trim().length === CAPTCHA_LENGTH && checked?.answer === answer && !matches
                ? "That does not match the picture yet. Check upper and lower case."
                : "Verify becomes available when the code matches."}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}
