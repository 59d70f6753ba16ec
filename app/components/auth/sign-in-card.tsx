import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { CaptchaField } from "~/components/captcha-field";
import { ErrorSummary, Field, FormAlert, SubmitButton } from "~/components/forms";
import * as formStyles from "~/components/forms.css";
import { isBidFormPath } from "~/content/auctions";
import { demoAccounts, type DemoAccount, type SignupAccount } from "~/utils/auth-accounts";
import type { AuthActionData } from "~/utils/auth-validation";
import { useFormValidatedOnFirstUse, type FieldConstraints } from "~/utils/validation-on-first-use";
import { authHref, type AuthMode } from "./auth-links";
import { SignUpForm } from "./sign-up-form";
import * as styles from "./styles.css";

/**
 * The sign-in card of spec 01 §2: Sign In / Become a Member. Sign In is email and password
 * with its busy label, Forgot your password and the captcha when asked for; Become a Member
 * is the sign-up form of /signup (account type, confirmation, terms). Plain POST forms.
 */
export function SignInCard({
  path,
  mode,
  account,
  redirectTo,
  plan,
  constraint,
  actionData,
}: {
  path: string;
  mode: AuthMode;
  /** The account type Become a Member shows. */
  account: SignupAccount;
  redirectTo: string | null;
  plan?: string | null;
  /** The shown form's constraints, from the loader (auth-page.server.ts). */
  constraint: FieldConstraints;
  actionData: AuthActionData | undefined;
}) {
  return (
    <section className={styles.card} aria-labelledby="auth-heading">
      <h1 id="auth-heading" className={styles.cardTitle}>
        {mode === "signin" ? "Sign in to GenMarket" : "Become a Member"}
      </h1>
      <nav aria-label="Sign in or become a member" className={styles.modeToggle}>
        <Link
          to={authHref(path, { mode: "signin", redirectTo, plan })}
          className={styles.modeLink}
          aria-current={mode === "signin" ? "page" : undefined}
          replace
        >
          Sign In
        </Link>
        <Link
          to={authHref(path, { mode: "signup", redirectTo, plan })}
          className={styles.modeLink}
          aria-current={mode === "signup" ? "page" : undefined}
          replace
        >
          Become a Member
        </Link>
      </nav>

      {mode === "signin" ? (
        <SignInForm path={path} redirectTo={redirectTo} constraint={constraint} actionData={actionData} />
      ) : (
        <SignUpForm
          account={account}
          accountHref={(choice) => authHref(path, { mode: "signup", account: choice, redirectTo, plan })}
          redirectTo={redirectTo}
          constraint={constraint}
          actionData={actionData}
        />
      )}

      <div className={styles.cardFooter}>
        {mode === "signin" ? (
          <>
            <Link to="/forgot-password" className={styles.subtleLink}>
              Forgot your password?
            </Link>
            <p>
              New to GenMarket?{" "}
              <Link to={authHref("/signup", { redirectTo, plan })} className={styles.subtleLink}>
                Create an account
              </Link>
            </p>
          </>
        ) : null}
        <p className={styles.note}>Registered customers only</p>
      </div>
    </section>
  );
}

/** Email and password, and the code in the picture once the server asks for it. */
function SignInForm({
  path,
  redirectTo,
  constraint,
  actionData,
}: {
  path: string;
  redirectTo: string | null;
  constraint: FieldConstraints;
  actionData: AuthActionData | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields, loadValidation] = useFormValidatedOnFirstUse(
    () => import("~/utils/auth-validation").then((module) => module.signInSchema),
    {
      id: "auth-signin",
      lastResult: navigation.state === "idle" ? actionData?.result : undefined,
      constraint,
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  const submittingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const busy = submittingIntent === "signin";

  // The code in the picture, once the server asks for it; a new nonce draws a new code.
  const needsCaptcha = Boolean(actionData?.captchaRequired);
  const serverNonce = actionData?.captchaNonce;
  const [captchaNonce, setCaptchaNonce] = useState<string | null>(serverNonce ?? null);
  useEffect(() => {
    if (serverNonce) setCaptchaNonce(serverNonce);
  }, [serverNonce]);
  const renewCaptcha = useCallback(() => setCaptchaNonce(crypto.randomUUID()), []);

  return (
    <Form method="post" className={formStyles.form} {...getFormProps(form)} onFocus={loadValidation}>
      {/* First submit button in the form: Enter in a field signs in, not New CAPTCHA. */}
      {needsCaptcha ? <button type="submit" hidden tabIndex={-1} aria-hidden="true" /> : null}
      <ErrorSummary form={form} />
      <input type="hidden" name="intent" value="signin" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field
        label="Email"
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
        errors={fields.email.errors}
      />
      <Field
        label="Password"
        inputProps={{
          ...getInputProps(fields.password, { type: "password" }),
          autoComplete: "current-password",
        }}
        errors={fields.password.errors}
      />
      {needsCaptcha ? (
        <CaptchaField
          key={captchaNonce ?? "first"}
          purpose="signIn"
          endpoint={path}
          nonce={captchaNonce}
          inputProps={{ name: "captcha", id: `${form.id}-captcha`, required: true }}
          initialAnswer=""
          spelledByServer={actionData?.spelled}
          onRenew={renewCaptcha}
        />
      ) : null}
      <SubmitButton pending={busy} pendingLabel="Signing in..." disabled={Boolean(submittingIntent)}>
        Sign In
      </SubmitButton>
    </Form>
  );
}

/** Sign in as one of the seeded demo accounts: a form per account, no password on the page. */
export function DemoAccountsPanel({ redirectTo, error }: { redirectTo: string | null; error?: string }) {
  const navigation = useNavigation();
  const pendingAccount =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "demo" ? navigation.formData.get("account") : null;
  return (
    <section className={styles.demoPanel} aria-labelledby="demo-heading">
      <h2 id="demo-heading" className={styles.demoTitle}>
        Demo Accounts
      </h2>
      <p className={styles.demoText}>Try GenMarket as a buyer, private seller or trade seller.</p>
      <FormAlert>{error}</FormAlert>
      <ul className={styles.demoList}>
        {(Object.keys(demoAccounts) as DemoAccount[]).map((account) => (
          <li key={account} className={styles.demoItem}>
            <div>
              <p className={styles.demoLabel}>{demoAccounts[account].label}</p>
              <p className={styles.demoEmail}>{demoAccounts[account].email}</p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="demo" />
              <input type="hidden" name="account" value={account} />
              {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
              <SubmitButton
                variant="secondary"
                pending={pendingAccount === account}
                pendingLabel="Signing in..."
                aria-label={`Sign in as the demo ${demoAccounts[account].label.toLowerCase()}`}
              >
                Sign In
              </SubmitButton>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The amber notice for a visitor sent here from a members-only page. */
export function ReturnNotice({ redirectTo }: { redirectTo: string | null }) {
  if (!redirectTo || redirectTo === "/") return null;
  const path = redirectTo.split("?")[0];
  return (
    <div className={formStyles.notice} role="note">
      {path === "/bulk-upload" ? (
        <>
          <p className={styles.noticeTitle}>Bulk upload is for members</p>
          <p>Sign in to upload many listings at once from a CSV file. You'll go straight back to bulk upload.</p>
        </>
      ) : isBidFormPath(redirectTo) ? (
        // Place Bid on an auction card (spec 02 §2): the bid form waits for them after sign-in.
        <>
          <p className={styles.noticeTitle}>You will be notified to complete your bid</p>
          <p>Please log in or create an account to place a bid. You'll go straight back to the auction's bid form.</p>
        </>
      ) : /^\/listings\/[^/#]+(\/report)?(#.*)?$/.test(path ?? "") ? (
        // Call Seller, Save, Message Seller or Report on a listing: say what, not the raw path.
        <>
          <p className={styles.noticeTitle}>
            {/[?&]phone=1(&|#|$)/.test(redirectTo)
              ? "Sign in to see the seller's number"
              : /\/report(#.*)?$/.test(path ?? "")
                ? "Sign in to report this listing"
                : "Sign in to continue with this listing"}
          </p>
          <p>Sign in or create an account, and you'll go straight back to the listing.</p>
        </>
      ) : (
        <p>
          Please sign in to continue to <strong>{path}</strong>. You'll go straight back there afterwards.
        </p>
      )}
    </div>
  );
}
