import { Form, useActionData, useNavigation } from "@remix-run/react";
import { TickField } from "~/components/conform-fields";
import { ErrorSummary, SubmitButton } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import type { ContactPreferences } from "~/models/profile.server";
import { getFormProps } from "~/utils/conform-helpers";
import { useServerVerdictForm } from "~/utils/form-metadata";
import type { action } from "../route";
import * as styles from "../styles.css";

/**
 * What Call Seller on the member's listings gives signed-in members. A dealer's business line
 * is always shown, so they read which number; a private seller chooses whether their own
 * phone is shown (the form). Buyers have no listings, so nothing.
 */
export function ContactPreferencesPanel({ preferences }: { preferences: ContactPreferences }) {
  if (preferences.userType === "buyer") return null;
  return (
    <section id="contact-preferences" className={styles.subPanel} aria-labelledby="contact-preferences-heading">
      <h3 id="contact-preferences-heading" className={styles.subPanelTitle}>
        Contact preferences
      </h3>
      {preferences.userType === "trade_seller" ? (
        <p>
          {preferences.businessLine ? (
            <>
              Members who press Call Seller on your listings see your business line,{" "}
              <span className={styles.phoneNumber}>{preferences.businessLine}</span>.
            </>
          ) : (
            "Your profile has no business phone yet, so members who press Call Seller on your listings are asked to send a message."
          )}
        </p>
      ) : (
        <ShowPhoneForm preferences={preferences} />
      )}
    </section>
  );
}

/**
 * The private seller's choice, a plain POST (intent contact-preferences) that the server
 * validates; the page comes back with a toast. Off until they tick it.
 */
function ShowPhoneForm({ preferences }: { preferences: ContactPreferences }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "contact-preferences";
  const [form, fields] = useServerVerdictForm<{ showPhone: boolean }>({
    id: "contact-preferences-form",
    lastResult: navigation.state === "idle" && actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: { showPhone: preferences.showPhone },
  });
  const { personalPhone } = preferences;
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} noValidate className={formStyle}>
      <p>Buyers can always message you. Call Seller shows your phone number only if you choose to; visitors who are not signed in never see it.</p>
      <ErrorSummary form={form} />
      <TickField
        label="Show my phone number to signed-in members on my listings"
        help={
          personalPhone ? (
            <>
              The number they would see: <span className={styles.phoneNumber}>{personalPhone}</span>.
            </>
          ) : (
            "Your profile has no phone number yet, so members are asked to send a message whatever you choose here. Add one with Edit Profile above."
          )
        }
        field={fields.showPhone}
      />
      <div className={styles.actions}>
        <SubmitButton name="intent" value="contact-preferences" pending={saving} pendingLabel="Saving...">
          Save preferences
        </SubmitButton>
      </div>
    </Form>
  );
}
