import { Link } from "@remix-run/react";
import type { ComponentProps } from "react";
import { ProfilePanel } from "~/components/profile/profile-panel";
import type { AccountWords } from "../account-words.server";
import * as styles from "../styles.css";
import { CloseAccountPanel, MyDataPanel } from "./close-account";
import { ContactPreferencesPanel } from "./contact-preferences";
import { DevicesPanel } from "./devices";
import { EmailSettingsPanel } from "./email-settings";
import { TwoStepPanel } from "./two-step";
import { dashboardHref } from "./views";

/**
 * The Account view: the profile, contact preferences, email notifications, signed-in devices, two-step sign-in, where the receipts are (Billing), a copy of one's data and closing the account. Loaded when shown (the
 * route's lazy import), so its forms' code is not on the other views (docs/performance.md).
 */
export default function AccountView({
  profile,
  contactPreferences,
  emailSettings,
  devices,
  twoStep,
  words,
}: {
  profile: ComponentProps<typeof ProfilePanel>["view"];
  contactPreferences: ComponentProps<typeof ContactPreferencesPanel>["preferences"] | null;
  emailSettings: ComponentProps<typeof EmailSettingsPanel> | null;
  devices: ComponentProps<typeof DevicesPanel>["sessions"] | null;
  twoStep?: ComponentProps<typeof TwoStepPanel> | null;
  words: AccountWords;
}) {
  return (
    <>
      <ProfilePanel view={profile} />
      {contactPreferences ? <ContactPreferencesPanel preferences={contactPreferences} /> : null}
      {emailSettings ? <EmailSettingsPanel {...emailSettings} /> : null}
      {devices ? <DevicesPanel sessions={devices} words={words} /> : null}
      {twoStep ? <TwoStepPanel {...twoStep} /> : null}
      <BillingLink text={words.receipts} />
      <MyDataPanel text={words.myData} />
      <CloseAccountPanel text={words.closeAccount} />
    </>
  );
}

/**
 * Account's pointer to the member's receipts, which are the Billing view's (one list). Here
 * rather than beside the plan card, so this view's script does not carry the plan card's.
 */
function BillingLink({ text }: { text: string }) {
  return (
    <section id="receipts" className={styles.subPanel} aria-labelledby="receipts-heading">
      <h3 id="receipts-heading" className={styles.subPanelTitle}>
        Payments and receipts
      </h3>
      <p className={styles.muted}>{text}</p>
      <Link to={dashboardHref("billing")}>Go to Billing</Link>
    </section>
  );
}
