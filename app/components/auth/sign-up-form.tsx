import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { InputField } from "~/components/conform-fields";
import { CheckboxField, ErrorSummary, SubmitButton } from "~/components/forms";
import * as formStyles from "~/components/forms.css";
import { signupAccounts, type SignupAccount } from "~/utils/auth-accounts";
import type { AuthActionData } from "~/utils/auth-validation";
import { getFormProps, getInputProps } from "~/utils/conform-helpers";
import { useHydrated } from "~/utils/misc";
import { useFormValidatedOnFirstUse, type FieldConstraints } from "~/utils/validation-on-first-use";
import * as styles from "./styles.css";

/** What each account type is for, as the chooser and the submit button say it. */
const accountCopy: Record<SignupAccount, { label: string; intro: string; submit: string }> = {
  buyer: {
    label: "Buyer",
    intro: "Free for buyers: save generators you like, get alerts and message sellers directly.",
    submit: "Create buyer account",
  },
  private: {
    label: "Private seller",
    intro: "Selling your own generator: list it or put it up for auction, paying per advert, with no subscription.",
    submit: "Create private seller account",
  },
  dealer: {
    label: "Dealer",
    intro: "For trade sellers: advertise your stock with weekly packages, manage enquiries and build your dealer profile.",
    submit: "Create dealer account",
  },
};

/**
 * The one sign-up form (docs/spec/01-marketplace-core.md §5), on /signup and in the sign-in card's Become a Member
 * mode: the account type chosen by links (`accountHref` keeps the page's own query), the
 * fields that type needs, and the terms box. A plain POST to the page it is on, with
 * intent=signup; the action is handleSignUp.
 */
export function SignUpForm({
  account,
  accountHref,
  redirectTo,
  constraint,
  actionData,
}: {
  account: SignupAccount;
  /** The link that shows the form for another account type, on the same page. */
  accountHref: (account: SignupAccount) => string;
  redirectTo: string | null;
  /** The sign-up schema's constraints, from the loader (auth-page.server.ts's authFieldConstraints). */
  constraint: FieldConstraints;
  actionData: AuthActionData | undefined;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [form, fields, loadValidation] = useFormValidatedOnFirstUse(
    () => import("~/utils/auth-validation").then((module) => module.signupSchema),
    {
      id: `signup-${account}`,
      lastResult: navigation.state === "idle" ? actionData?.result : undefined,
      constraint,
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  // The box's live state (conform may not be here yet when it is ticked).
  const [termsTicked, setTermsTicked] = useState(fields.terms.initialValue === "on");
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "signup";
  const copy = accountCopy[account];
  const dealer = account === "dealer";

  return (
    <div className={styles.signUp}>
      <div className={styles.accountChoice}>
        <p id="account-type-label" className={styles.accountChoiceLabel}>
          Join as
        </p>
        <nav aria-labelledby="account-type-label" className={styles.accountToggle}>
          {signupAccounts.map((choice) => (
            <Link
              key={choice}
              to={accountHref(choice)}
              replace
              preventScrollReset
              className={styles.accountLink}
              aria-current={choice === account ? "page" : undefined}
            >
              {accountCopy[choice].label}
            </Link>
          ))}
        </nav>
        <p className={styles.intro}>{copy.intro}</p>
      </div>

      <Form method="post" className={formStyles.form} {...getFormProps(form)} onFocus={loadValidation}>
        <ErrorSummary form={form} />
        <input type="hidden" name="intent" value="signup" />
        <input type="hidden" name="account" value={account} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <div className={styles.names}>
          <InputField label="First name" field={fields.firstName} type="text" inputProps={{ autoComplete: "given-name" }} />
          <InputField label="Last name" field={fields.lastName} type="text" inputProps={{ autoComplete: "family-name" }} />
        </div>
        {dealer ? (
          <InputField label="Company name" field={fields.companyName} type="text" inputProps={{ autoComplete: "organization" }} />
        ) : null}
        <InputField label={dealer ? "Business email" : "Email"} field={fields.email} type="email" inputProps={{ autoComplete: "email" }} />
        <InputField
          label={dealer ? "Business phone" : "Phone"}
          optional={!dealer}
          field={fields.phone}
          type="tel"
          inputProps={{ autoComplete: "tel" }}
        />
        <InputField
          label="Password"
          help="At least 6 characters."
          field={fields.password}
          type="password"
          inputProps={{ autoComplete: "new-password" }}
        />
        <InputField label="Confirm password" field={fields.confirmPassword} type="password" inputProps={{ autoComplete: "new-password" }} />
        <CheckboxField
          label={
            <>
              I agree to the <Link to="/terms">Terms of Service</Link> and the <Link to="/privacy">Privacy Policy</Link>
            </>
          }
          inputProps={{ ...getInputProps(fields.terms, { type: "checkbox" }), onChange: (event) => setTermsTicked(event.currentTarget.checked) }}
          errors={fields.terms.errors}
        />
        {/* The spec keeps the button off until the terms are ticked; without JavaScript the server says why. */}
        <SubmitButton
          pending={busy}
          pendingLabel="Creating Account..."
          disabled={hydrated && !termsTicked}
          className={styles.signUpButton}
        >
          {copy.submit}
        </SubmitButton>
      </Form>
    </div>
  );
}
