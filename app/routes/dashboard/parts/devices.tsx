import { Form, useActionData, useNavigation } from "@remix-run/react";
import { FormAlert, SubmitButton } from "~/components/forms";
import type { MemberSession } from "~/models/member-session.server";
import type { AccountWords } from "../account-words.server";
import type { action } from "../route";
import * as styles from "../styles.css";

export const END_DEVICE_INTENT = "end-device";
export const END_OTHER_DEVICES_INTENT = "end-other-devices";
export const CHANGE_PASSWORD_INTENT = "change-password";

/**
 * Account's Signed-in devices (docs/accounts.md): every browser signed in to the account, when
 * it signed in and was last active, this one marked; Sign out beside each other one, and Sign
 * out everywhere else; and Change password, which emails the member a link. Plain POSTs
 * (intents end-device, end-other-devices, change-password); the page comes back with a toast,
 * or the panel's message when the device had gone already.
 */
export function DevicesPanel({ sessions, words }: { sessions: MemberSession[]; words: Pick<AccountWords, "devices" | "password"> }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData : undefined;
  const error = actionData && "devicesError" in actionData && navigation.state === "idle" ? actionData.devicesError : null;
  const others = sessions.filter((session) => !session.current);
  return (
    <section id="devices" className={styles.subPanel} aria-labelledby="devices-heading">
      <h3 id="devices-heading" className={styles.subPanelTitle}>
        Signed-in devices
      </h3>
      <p>{words.devices}</p>
      <FormAlert>{error}</FormAlert>
      <ul className={styles.deviceList}>
        {sessions.map((session) => (
          <li key={session.id} className={styles.device}>
            <div>
              <p className={styles.deviceName}>
                {session.device}
                {session.current ? <span className={styles.currentBadge}>This device</span> : null}
              </p>
              <p className={styles.muted}>
                Signed in {session.signedIn} · last active {session.lastActive}
              </p>
            </div>
            {session.current ? null : (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="session" value={session.id} />
                <SubmitButton
                  name="intent"
                  value={END_DEVICE_INTENT}
                  variant="secondary"
                  aria-label={`Sign out ${session.device}, last active ${session.lastActive}`}
                  pending={submitting?.get("intent") === END_DEVICE_INTENT && submitting.get("session") === session.id}
                  pendingLabel="Signing out..."
                >
                  Sign out
                </SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post" preventScrollReset className={styles.actions}>
          <SubmitButton
            name="intent"
            value={END_OTHER_DEVICES_INTENT}
            variant="secondary"
            pending={submitting?.get("intent") === END_OTHER_DEVICES_INTENT}
            pendingLabel="Signing out..."
          >
            Sign out everywhere else
          </SubmitButton>
        </Form>
      ) : (
        <p className={styles.muted}>No other device is signed in.</p>
      )}
      <h4 className={styles.subPanelTitle}>Password</h4>
      <p>{words.password}</p>
      <Form method="post" preventScrollReset className={styles.actions}>
        <SubmitButton
          name="intent"
          value={CHANGE_PASSWORD_INTENT}
          variant="secondary"
          pending={submitting?.get("intent") === CHANGE_PASSWORD_INTENT}
          pendingLabel="Sending..."
        >
          Change password
        </SubmitButton>
      </Form>
    </section>
  );
}
