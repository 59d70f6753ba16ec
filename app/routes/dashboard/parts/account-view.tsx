import type { ComponentProps } from "react";
import { ProfilePanel } from "~/components/profile/profile-panel";
import { ContactPreferencesPanel } from "./contact-preferences";
import { BillingLink } from "./plan-and-receipts";

/**
 * The Account view: the profile, contact preferences and where the receipts are (Billing). Loaded when shown (the
 * route's lazy import), so its forms' code is not on the other views (docs/performance.md).
 */
export default function AccountView({
  profile,
  contactPreferences,
}: {
  profile: ComponentProps<typeof ProfilePanel>["view"];
  contactPreferences: ComponentProps<typeof ContactPreferencesPanel>["preferences"] | null;
}) {
  return (
    <>
      <ProfilePanel view={profile} />
      {contactPreferences ? <ContactPreferencesPanel preferences={contactPreferences} /> : null}
      <BillingLink />
    </>
  );
}
