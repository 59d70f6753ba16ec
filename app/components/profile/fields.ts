import type { UserType } from "~/utils/user";

// The profile form's intents, limits and choices, apart from its zod schema (schema.ts, which
// re-exports them) so the page's script shows them without carrying zod (docs/performance.md).

/** The profile form's intents, posted to the page that shows it (dashboard Account, the portal's profile tab). */
export const profileIntents = { save: "save-profile", photo: "upload-profile-photo" } as const;

/** The query parameter that opens the profile in edit mode: `?profile=edit`, beside the page's own. */
export const PROFILE_EDIT_PARAM = "profile";

/** docs/spec/02-auctions-and-seller-tools.md "Profile view and edit": a bio of up to 100 words. */
export const BIO_MAX_WORDS = 100;

/** Words as people count them: runs of non-space characters. */
export function countWords(text: string) {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The account types a member picks from, in the order the form lists them. */
export const accountTypeOptions: { value: UserType; label: string }[] = [
  { value: "buyer", label: "Buyer" },
  { value: "private_seller", label: "Private Seller" },
  { value: "trade_seller", label: "Trade Seller" },
];
