import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { lazy } from "react";
import { InputField } from "~/components/conform-fields";
import { ErrorSummary, FormAlert, SubmitButton } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import * as page from "~/components/page.css";
import { ShownView } from "~/components/shown-view";
import type { CaptchaActionData } from "~/utils/captcha";
import { getFormProps } from "~/utils/conform-helpers";
import { useServerVerdictForm } from "~/utils/form-metadata";
import { formatDate } from "~/utils/format";
import * as styles from "./styles.css";

// The captcha after five wrong codes, loaded only then (docs/decisions/007-views-load-when-shown.md).
const SignInCaptcha = lazy(() => import("~/components/auth/sign-in-captcha").then((module) => ({ default: module.SignInCaptcha })));

// The intents, as two-step.server.ts answers them.
const TWO_STEP_START_INTENT = "two-step-start";
const TWO_STEP_CONFIRM_INTENT = "two-step-confirm";
const TWO_STEP_REMOVE_INTENT = "two-step-remove";

type CodeFormData = CaptchaActionData & { result: SubmissionResult<string[]> | null; captchaRequired?: boolean };
type SetupData = CodeFormData & { factorId: string; qrCode: string | null; secret: string | null };
type TwoStepActionData = { twoStepSetup?: SetupData; twoStepRemove?: CodeFormData; twoStepError?: string };

/**
 * Two-step sign-in (docs/accounts.md), for sellers and staff: set up (the QR code and the
 * typed key, then the first code), or turn off with a code. Plain POSTs; the set-up step
 * comes back as the action's answer, so it works without JavaScript.
 */
export function TwoStepForms({ enrolledAt, staff }: { enrolledAt: string | null; staff: boolean }) {
  const actionData = useActionData<TwoStepActionData>();
  const navigation = useNavigation();
  const idle = navigation.state === "idle";
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const setup = idle ? actionData?.twoStepSetup : undefined;
  return (
    <section id="two-step" className={styles.panel} aria-labelledby="two-step-heading">
      <h1 id="two-step-heading" className={page.pageTitle}>
        Two-step sign-in
      </h1>
      <FormAlert>{idle ? actionData?.twoStepError : null}</FormAlert>
      {enrolledAt ? (
        <>
          <p>
            On since {formatDate(enrolledAt)}. Signing in asks for your password and a code from your authenticator app.
            {staff ? " Staff pages need it: turning it off closes them until you set it up again." : null}
          </p>
          <CodeForm
            id="two-step-remove"
            intent={TWO_STEP_REMOVE_INTENT}
            data={idle ? actionData?.twoStepRemove : undefined}
            busy={intent === TWO_STEP_REMOVE_INTENT}
            submitLabel="Turn off two-step sign-in"
            help="To turn it off, type the code your app shows now."
          />
        </>
      ) : setup ? (
        <>
          <ol className={styles.twoStepSteps}>
            <li>
              {setup.qrCode ? (
                <>
                  <p>Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password).</p>
                  <img src={setup.qrCode} alt="QR code to add GenMarket to your authenticator app" className={styles.qrCode} />
                </>
              ) : (
                <p>Add GenMarket to your authenticator app, if you have not yet.</p>
              )}
              {setup.secret ? (
                <p>
                  Or type this key into the app: <span className={styles.typedKey}>{setup.secret.match(/.{1,4}/g)!.join(" ")}</span>
                </p>
              ) : null}
            </li>
            <li>
              <p>Type the 6-digit code the app shows for GenMarket.</p>
            </li>
          </ol>
          <CodeForm
            id="two-step-confirm"
            intent={TWO_STEP_CONFIRM_INTENT}
            data={setup}
            busy={intent === TWO_STEP_CONFIRM_INTENT}
            submitLabel="Turn on two-step sign-in"
            hidden={{ factorId: setup.factorId, ...(setup.secret ? { secret: setup.secret } : {}) }}
          />
          <Link to="/dashboard?view=account#two-step" className={styles.muted}>
            Cancel
          </Link>
        </>
      ) : (
        <>
          <p>
            {staff
              ? "Staff pages need two-step sign-in: a code from an authenticator app on your phone as well as your password."
              : "Keep your account safe even if someone learns your password: signing in will also ask for a code from an authenticator app on your phone."}
          </p>
          <Form method="post" preventScrollReset action="/dashboard/two-step" className={styles.actions}>
            <SubmitButton name="intent" value={TWO_STEP_START_INTENT} pending={intent === TWO_STEP_START_INTENT} pendingLabel="Starting...">
              Set up two-step sign-in
            </SubmitButton>
          </Form>
        </>
      )}
    </section>
  );
}

/** A code form (confirm or turn off), validated by the server; the captcha when it asks for it. */
function CodeForm({
  id,
  intent,
  data,
  busy,
  submitLabel,
  help,
  hidden = {},
}: {
  id: string;
  intent: string;
  data: CodeFormData | undefined;
  busy: boolean;
  submitLabel: string;
  help?: string;
  hidden?: Record<string, string>;
}) {
  const [form, fields] = useServerVerdictForm<{ code: string }>({ id, lastResult: data?.result ?? undefined });
  const needsCaptcha = Boolean(data?.captchaRequired);
  return (
    <Form method="post" preventScrollReset action="/dashboard/two-step" {...getFormProps(form)} noValidate className={formStyle}>
      {/* First submit button in the form: Enter in a field sends the code, not New CAPTCHA. */}
      {needsCaptcha ? <button type="submit" hidden tabIndex={-1} aria-hidden="true" /> : null}
      <ErrorSummary form={form} />
      {/* The form's intent comes first, so a captcha button's own intent is added beside it. */}
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <InputField
        label="Code from your app"
        help={help}
        field={fields.code}
        type="text"
        inputProps={{ autoComplete: "one-time-code", inputMode: "numeric", maxLength: 7 }}
      />
      {needsCaptcha ? (
        <ShownView>
          <SignInCaptcha endpoint="/dashboard/two-step" formId={form.id} serverNonce={data?.captchaNonce} spelledByServer={data?.spelled} />
        </ShownView>
      ) : null}
      <SubmitButton pending={busy} pendingLabel="Checking...">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
