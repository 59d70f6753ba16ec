import { Form, useActionData, useNavigation } from "@remix-run/react";
import { CheckboxField, FormAlert, SubmitButton } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import type { EmailSettings } from "~/models/email-settings.server";
import type { emailSettingsChoices } from "../email-settings.server";
import type { action } from "../route";
import * as styles from "../styles.css";

/** The panel's two forms; defined here, not in ../schema.ts, so the view's script carries no zod. */
export const EMAIL_SETTINGS_INTENT = "email-settings";
export const RESUME_EMAILS_INTENT = "resume-emails";

/**
 * Account's Email notifications (docs/email.md): a box per kind of email, ticked while it is
 * on, by group; payment emails and what a member owes or won are always sent, so they are
 * named instead. A plain POST (intent email-settings); the page comes back with a toast. When the
 * mail provider stopped taking mail for the member's address, it says so first, with the way
 * to start again.
 */
export function EmailSettingsPanel({ settings, choices }: { settings: EmailSettings; choices: ReturnType<typeof emailSettingsChoices> }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const error = actionData && "emailSettingsError" in actionData && navigation.state === "idle" ? actionData.emailSettingsError : null;
  const off = new Set<string>(settings.off);
  return (
    <section id="email-settings" className={styles.subPanel} aria-labelledby="email-settings-heading">
      <h3 id="email-settings-heading" className={styles.subPanelTitle}>
        Email notifications
      </h3>
      {settings.undeliverable ? (
        <div className={styles.attention} role="alert">
          <p>{settings.undeliverable.notice}</p>
          <p>{settings.undeliverable.advice}</p>
          <Form method="post" preventScrollReset>
            <SubmitButton name="intent" value={RESUME_EMAILS_INTENT} variant="secondary" pending={intent === RESUME_EMAILS_INTENT} pendingLabel="Starting emails...">
              Send me emails again
            </SubmitButton>
          </Form>
        </div>
      ) : (
        <p>We email {settings.email} when something needs you. Choose which emails you get.</p>
      )}
      <Form method="post" preventScrollReset className={formStyle}>
        <FormAlert>{error}</FormAlert>
        <div className={styles.emailGroups}>
          {choices.groups.map((group) => (
            <fieldset key={group.title} className={styles.emailGroup}>
              <legend className={styles.emailGroupTitle}>{group.title}</legend>
              {group.kinds.map((kind) => (
                <CheckboxField
                  key={kind.key}
                  label={kind.label}
                  help={kind.description}
                  inputProps={{ name: "on", value: kind.key, defaultChecked: !off.has(kind.key) }}
                />
              ))}
            </fieldset>
          ))}
        </div>
        <p className={styles.muted}>{choices.alwaysSent}</p>
        <div className={styles.actions}>
          <SubmitButton name="intent" value={EMAIL_SETTINGS_INTENT} pending={intent === EMAIL_SETTINGS_INTENT} pendingLabel="Saving...">
            Save email settings
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

