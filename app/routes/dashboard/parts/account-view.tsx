import type { ComponentProps } from "react";
import { ProfilePanel } from "~/components/profile/profile-panel";
import { ContactPreferencesPanel } from "./contact-preferences";
import { EmailSettingsPanel } from "./email-settings";
import { BillingLink } from "./plan-and-receipts";

/**
 * The Account view: the profile, contact preferences, email notifications and where the receipts are (Billing). Loaded when shown (the
 * route's lazy import), so its forms' code is not on the other views (docs/performance.md).
 */
export default function AccountView({
  profile,
  contactPreferences,
  emailSettings,
}: {
  profile: ComponentProps<typeof ProfilePanel>["view"];
  contactPreferences: ComponentProps<typeof ContactPreferencesPanel>["preferences"] | null;
  emailSettings: ComponentProps<typeof EmailSettingsPanel> | null;
}) {
  return (
    <>
      <ProfilePanel view={profile} />
      {contactPreferences ? <ContactPreferencesPanel preferences={contactPreferences} /> : null}
      {emailSettings ? <EmailSettingsPanel {...emailSettings} /> : null}
      <BillingLink />
    </>
  );
}
