import { Form, useActionData, useNavigation } from "@remix-run/react";
import { CheckboxField, FormAlert, SubmitButton } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import type { emailKinds } from "~/content/email-kinds";
import type { EmailSettings } from "~/models/email-settings.server";
import { formatDate } from "~/utils/format";
import type { action } from "../route";
import { EMAIL_SETTINGS_INTENT, RESUME_EMAILS_INTENT } from "../schema";
import * as styles from "../styles.css";

type ShownKind = (typeof emailKinds)[number];

/**
 * Account's Email notifications (docs/email.md): a box per kind of email, ticked while it is
 * on, by group; payment emails and what a member owes or won are always sent, so they are
 * named instead. A plain POST (intent email-settings); the page comes back with a toast. When the
 * mail provider stopped taking mail for the member's address, it says so first, with the way
 * to start again.
 */
export function EmailSettingsPanel({ settings, kinds }: { settings: EmailSettings; kinds: ShownKind[] }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  // The answer to this form (not to another of the page's forms): its errors, whichever box they name.
  const result = actionData && "result" in actionData && navigation.state === "idle" ? actionData.result : undefined;
  const formErrors = result?.initialValue?.intent === EMAIL_SETTINGS_INTENT ? Object.values(result.error ?? {}).flatMap((errors) => errors ?? []) : [];
  const off = new Set<string>(settings.off);
  return (
    <section id="email-settings" className={styles.subPanel} aria-labelledby="email-settings-heading">
      <h3 id="email-settings-heading" className={styles.subPanelTitle}>
        Email notifications
      </h3>
      {settings.undeliverable ? (
        <div className={styles.attention} role="alert">
          <p>
            {settings.undeliverable.reason === "bounced"
              ? `Emails to ${settings.email} could not be delivered (since ${formatDate(settings.undeliverable.since)}), so we have stopped sending them.`
              : `One of our emails to ${settings.email} was marked as spam (${formatDate(settings.undeliverable.since)}), so we have stopped sending them.`}{" "}
            Everything is still in your dashboard.
          </p>
          <p>
            {settings.undeliverable.reason === "bounced"
              ? "If your mailbox works again (it was full, or your email provider has fixed it), start them again."
              : "If that was a mistake and you want our emails, start them again."}
          </p>
          <Form method="post" preventScrollReset>
            <SubmitButton name="intent" value={RESUME_EMAILS_INTENT} variant="secondary" pending={intent === RESUME_EMAILS_INTENT} pendingLabel="Starting emails...">
              Send me emails again
            </SubmitButton>
          </Form>
        </div>
      ) : (
        <p>
          We email <span className={styles.phoneNumber}>{settings.email}</span> when something needs you. Choose which emails you get.
        </p>
      )}
      <Form method="post" preventScrollReset className={formStyle}>
        <FormAlert>{formErrors.length > 0 ? [...new Set(formErrors)].join(" ") : null}</FormAlert>
        <div className={styles.emailGroups}>
          {groupsOf(kinds.filter((kind) => !kind.essential)).map(([group, groupKinds]) => (
            <fieldset key={group} className={styles.emailGroup}>
              <legend className={styles.emailGroupTitle}>{group}</legend>
              {groupKinds.map((kind) => (
                <CheckboxField
                  key={kind.key}
                  label={kind.label}
                  help={kind.description}
                  inputProps={{ id: `email-kind-${kind.key}`, name: "on", value: kind.key, defaultChecked: !off.has(kind.key) }}
                />
              ))}
            </fieldset>
          ))}
        </div>
        <p className={styles.muted}>
          Always sent, because they are about money or something you must act on:{" "}
          {kinds
            .filter((kind) => kind.essential)
            .map((kind) => kind.label.toLowerCase())
            .join(", ")}
          .
        </p>
        <div className={styles.actions}>
          <SubmitButton name="intent" value={EMAIL_SETTINGS_INTENT} pending={intent === EMAIL_SETTINGS_INTENT} pendingLabel="Saving...">
            Save email settings
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/** The kinds by their group, groups in the order of app/content/email-kinds.ts. */
function groupsOf(kinds: ShownKind[]) {
  const groups = new Map<string, ShownKind[]>();
  for (const kind of kinds) groups.set(kind.group, [...(groups.get(kind.group) ?? []), kind]);
  return [...groups];
}
