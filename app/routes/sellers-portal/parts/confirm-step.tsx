import { Form, Link, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/forms";
import { button } from "~/components/ui/button.css";
import { useFocusWhenShown } from "~/utils/focus";
import * as styles from "../styles.css";

/**
 * A tab's question before a step that cannot be undone (Revoke a key, Delete a depot), above
 * its list, as the action's answer brings it: Yes posts `intent` with the item's id as `field`;
 * Keep it goes back to the tab. Without JavaScript the page opens at it (autofocus); with it,
 * it takes the focus when it appears.
 */
export function ConfirmStep({
  action,
  field,
  id,
  intent,
  heading,
  text,
  confirmLabel,
  pendingLabel,
  keepLabel,
}: {
  action: string;
  field: string;
  id: string;
  intent: string;
  heading: string;
  text: string;
  confirmLabel: string;
  pendingLabel: string;
  keepLabel: string;
}) {
  const navigation = useNavigation();
  const box = useFocusWhenShown<HTMLDivElement>(id);
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, the one way to open the answer at the question
    <div ref={box} tabIndex={-1} autoFocus className={styles.confirmBox} role="group" aria-labelledby={`${intent}-heading`}>
      <h3 id={`${intent}-heading`} className={styles.cardTitle}>
        {heading}
      </h3>
      <p>{text}</p>
      <Form method="post" action={action} preventScrollReset className={styles.actions}>
        <input type="hidden" name={field} value={id} />
        <SubmitButton variant="danger" name="intent" value={intent} pending={pending} pendingLabel={pendingLabel}>
          {confirmLabel}
        </SubmitButton>
        <Link to={action} className={button.secondary} preventScrollReset>
          {keepLabel}
        </Link>
      </Form>
    </div>
  );
}
