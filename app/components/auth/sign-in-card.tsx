import { Form, Link, useNavigation } from "@remix-run/react";
import { lazy } from "react";
import { InputField } from "~/components/conform-fields";
import { ErrorSummary, Field, FormAlert, SubmitButton } from "~/components/forms";
import * as formStyles from "~/components/forms.css";
import { ShownView } from "~/components/shown-view";
import type { DemoAccount, SignupAccount } from "~/utils/auth-accounts";
import type { AuthActionData } from "~/utils/auth-validation";
import { getFormProps, getInputProps } from "~/utils/conform-helpers";
import { useFormValidatedOnFirstUse, type FieldConstraints } from "~/utils/validation-on-first-use";
import type { AuthMode } from "./auth-links";
import * as styles from "./styles.css";

// Pieces of the card a page may not show, fetched by the browser when they first show:
// Become a Member's form (the card opens on Sign In) and the captcha (after five password
// checks for an email). The server renders them in full (entry.server sends a page once all
// of it is ready), so they work without JavaScript.
const SignUpForm = lazy(() => import("./sign-up-form").then((module) => ({ default: module.SignUpForm })));
const SignInCaptcha = lazy(() => import("./sign-in-captcha").then((module) => ({ default: module.SignInCaptcha })));

/** The card's links, from the loader (auth-page.server.ts's signInCardLinks): each keeps the return URL and plan. */
export type SignInCardLinks = {
  signin: string;
  signup: string;
  /** Become a Member with another account type. */
  signupAs: Record<SignupAccount, string>;
  /** "Create an account": the /signup page. */
  signupPage: string;
};

/**
 * The sign-in card of docs/spec/01-marketplace-core.md §2: Sign In / Become a Member. Sign In is email and password
 * with its busy label, Forgot your password and the captcha when asked for; Become a Member
 * is the sign-up form of /signup (account type, confirmation, terms). Plain POST forms.
 */
export function SignInCard({
  path,
  mode,
  account,
  redirectTo,
  links,
  constraint,
  actionData,
}: {
  path: string;
  mode: AuthMode;
  /** The account type Become a Member shows. */
  account: SignupAccount;
  redirectTo: string | null;
  links: SignInCardLinks;
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
          to={links.signin}
          className={styles.modeLink}
          aria-current={mode === "signin" ? "page" : undefined}
          replace
        >
          Sign In
        </Link>
        <Link
          to={links.signup}
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
        <ShownView>
          <SignUpForm
            account={account}
            accountHref={(choice) => links.signupAs[choice]}
            redirectTo={redirectTo}
            constraint={constraint}
            actionData={actionData}
          />
        </ShownView>
      )}

      <div className={styles.cardFooter}>
        {mode === "signin" ? (
          <>
            <Link to="/forgot-password" className={styles.subtleLink}>
              Forgot your password?
            </Link>
            <p>
              New to GenMarket?{" "}
              <Link to={links.signupPage} className={styles.subtleLink}>
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

  const needsCaptcha = Boolean(actionData?.captchaRequired);

  return (
    <Form method="post" className={formStyles.form} {...getFormProps(form)} onFocus={loadValidation}>
      {/* First submit button in the form: Enter in a field signs in, not New CAPTCHA. */}
      {needsCaptcha ? <button type="submit" hidden tabIndex={-1} aria-hidden="true" /> : null}
      <ErrorSummary form={form} />
      <input type="hidden" name="intent" value="signin" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <InputField label="Email" field={fields.email} type="email" inputProps={{ autoComplete: "email" }} />
      <Field
        label="Password"
        inputProps={{
          ...getInputProps(fields.password, { type: "password" }),
          autoComplete: "current-password",
        }}
        errors={fields.password.errors}
      />
      {needsCaptcha ? (
        <ShownView>
          <SignInCaptcha
            endpoint={path}
            formId={form.id}
            serverNonce={actionData?.captchaNonce}
            spelledByServer={actionData?.spelled}
          />
        </ShownView>
      ) : null}
      <SubmitButton pending={busy} pendingLabel="Signing in..." disabled={Boolean(submittingIntent)}>
        Sign In
      </SubmitButton>
    </Form>
  );
}

/** A demo account as the panel lists it (auth-page.server.ts's demoAccountList). */
export type DemoAccountEntry = { account: DemoAccount; label: string; email: string };

/** Sign in as one of the seeded demo accounts: a form per account, no password on the page. */
export function DemoAccountsPanel({
  accounts,
  redirectTo,
  error,
}: {
  accounts: DemoAccountEntry[];
  redirectTo: string | null;
  error?: string;
}) {
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
        {accounts.map(({ account, label, email }) => (
          <li key={account} className={styles.demoItem}>
            <div>
              <p className={styles.demoLabel}>{label}</p>
              <p className={styles.demoEmail}>{email}</p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="demo" />
              <input type="hidden" name="account" value={account} />
              {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
              <SubmitButton
                variant="secondary"
                pending={pendingAccount === account}
                pendingLabel="Signing in..."
                aria-label={`Sign in as the demo ${label.toLowerCase()}`}
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

/** What the amber notice says (auth-page.server.ts's returnNoticeFor): why to sign in, or the page the visitor is going back to. */
export type ReturnNoticeWords = { title: string; text: string } | { page: string };

/** The amber notice for a visitor sent here from a members-only page. */
export function ReturnNotice({ notice }: { notice: ReturnNoticeWords | null }) {
  if (!notice) return null;
  return (
    <div className={formStyles.notice} role="note">
      {"page" in notice ? (
        <p>
          Please sign in to continue to <strong>{notice.page}</strong>. You'll go straight back there afterwards.
        </p>
      ) : (
        <>
          <p className={styles.noticeTitle}>{notice.title}</p>
          <p>{notice.text}</p>
        </>
      )}
    </div>
  );
}
