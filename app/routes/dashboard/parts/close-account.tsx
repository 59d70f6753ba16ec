import { Form, useActionData, useNavigation } from "@remix-run/react";
import { InputField, TickField } from "~/components/conform-fields";
import { ErrorSummary, SubmitButton } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import { button } from "~/components/ui/button.css";
import { getFormProps } from "~/utils/conform-helpers";
import { useServerVerdictForm } from "~/utils/form-metadata";
import type { action } from "../route";
import * as styles from "../styles.css";

export const CLOSE_ACCOUNT_INTENT = "close-account";

/** Where Download my data posts: a resource route answering the JSON file (routes/dashboard_.my-data.ts). */
export const MY_DATA_PATH = "/dashboard/my-data";

/**
 * Account's Your data (docs/accounts.md "Your data"): a plain form, not Remix's, so the
 * browser itself takes the answer as a download, JavaScript on or off.
 */
export function MyDataPanel() {
  return (
    <section id="my-data" className={styles.subPanel} aria-labelledby="my-data-heading">
      <h3 id="my-data-heading" className={styles.subPanelTitle}>
        Your data
      </h3>
      <p>
        Download a copy of everything you have on GenMarket as one JSON file: your profile, listings, auctions, bids, messages, saved listings, watched
        auctions, saved searches, reviews you gave and received, and payments.
      </p>
      <form method="post" action={MY_DATA_PATH} className={styles.actions}>
        <button type="submit" className={button.secondary}>
          Download my data
        </button>
      </form>
    </section>
  );
}

/**
 * Account's Close account (docs/accounts.md "Closing your account"): what happens, in the
 * order it happens, then the password and a tick; a plain POST (intent close-account). A
 * wrong password or something that must run its course first comes back here with why.
 */
export function CloseAccountPanel() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const closing = navigation.state === "submitting" && navigation.formData?.get("intent") === CLOSE_ACCOUNT_INTENT;
  const [form, fields] = useServerVerdictForm<{ password: string; understood: boolean }>({
    id: "close-account-form",
    lastResult: navigation.state === "idle" && actionData && "closeAccountResult" in actionData ? actionData.closeAccountResult : undefined,
  });
  return (
    <section id="close-account" className={styles.subPanel} aria-labelledby="close-account-heading">
      <h3 id="close-account-heading" className={styles.subPanelTitle}>
        Close account
      </h3>
      <p>When you close your account:</p>
      <ul className={styles.closeList}>
        <li>your live listings come off the site at once, and auctions without bids are cancelled;</li>
        <li>
          an auction of yours with bids runs to its end and settles first, and so does any auction you have bid on: you can close your account once they
          have ended (and any commission is paid);
        </li>
        <li>your profile, photos, listings, saved listings, watched auctions, saved searches and sign-ins are deleted, and you are signed out everywhere;</li>
        <li>your messages stay readable to the people you wrote to, with you shown as &lsquo;Former member&rsquo;;</li>
        <li>reviews you gave or received stay, without your name;</li>
        <li>records of your payments are kept for six years, as UK tax law requires, then deleted;</li>
        <li>we email you a confirmation. You can sign up again with the same email address later.</li>
      </ul>
      <p>It cannot be undone. You may want to download your data first.</p>
      <Form method="post" preventScrollReset {...getFormProps(form)} noValidate className={formStyle}>
        <ErrorSummary form={form} />
        <InputField label="Your password" field={fields.password} type="password" inputProps={{ autoComplete: "current-password" }} />
        <TickField label="I understand that closing my account cannot be undone" field={fields.understood} />
        <div className={styles.actions}>
          <SubmitButton name="intent" value={CLOSE_ACCOUNT_INTENT} variant="danger" pending={closing} pendingLabel="Closing your account...">
            Close my account
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
