import * as z from "zod";
import { userTypes } from "~/utils/user";
import { optionalText, phoneNumber, requiredText, ukPostcode } from "~/utils/validation";
import { BIO_MAX_WORDS, countWords } from "./fields";

export { accountTypeOptions, BIO_MAX_WORDS, countWords, PROFILE_EDIT_PARAM, profileIntents } from "./fields";

export const TRADE_NEEDS = {
  companyName: "Company name is required for a trade seller account",
  companyTel: "Business phone is required for a trade seller account",
} as const;

/**
 * Every field of docs/spec/02-auctions-and-seller-tools.md §3's profile but the email (read-only) and the photo (its own form):
 * trimmed, blank as missing, phones and postcode as people type them and stored normalised,
 * the bio counted in words. A trade seller account needs a company name and a business phone
 * (the database refuses it too: guard_member_profile_update).
 */
export const ProfileSchema = z
  .object({
    fullName: requiredText("Full name", 200).min(2, "Full name must be at least 2 characters"),
    firstName: optionalText("First name", 100),
    lastName: optionalText("Last name", 100),
    phone: phoneNumber("Phone").optional(),
    mobile: phoneNumber("Mobile").optional(),
    userType: z.enum(userTypes, { error: "Choose an account type" }),
    companyName: optionalText("Company name", 200),
    companyTel: phoneNumber("Business phone").optional(),
    address1: optionalText("Address line 1", 200),
    address2: optionalText("Address line 2", 200),
    town: optionalText("Town", 100),
    county: optionalText("County", 100),
    postcode: ukPostcode.optional(),
    country: optionalText("Country", 100),
    bio: optionalText("Bio", 2000).refine(
      (bio) => bio === undefined || countWords(bio) <= BIO_MAX_WORDS,
      `Bio must be ${BIO_MAX_WORDS} words or fewer`,
    ),
  })
  .superRefine((profile, context) => {
    if (profile.userType !== "trade_seller") return;
    if (!profile.companyName) context.addIssue({ code: "custom", path: ["companyName"], message: TRADE_NEEDS.companyName });
    if (!profile.companyTel) context.addIssue({ code: "custom", path: ["companyTel"], message: TRADE_NEEDS.companyTel });
  });

export type ProfileInput = z.input<typeof ProfileSchema>;

/** docs/spec/02-auctions-and-seller-tools.md §5 "Photo upload (profile)" and §8: what the photo form answers. */
export const photoMessages = {
  signedOut: "You must be logged in to upload photos",
  notOwnProfile: "You can only upload photos to your own profile",
  notAnImage: "Please upload an image file",
  tooLarge: "Image must be smaller than 5MB",
  failed: (message: string) => `Failed to upload image: ${message}`,
  saved: "Profile photo updated successfully",
} as const;

/** docs/spec/02-auctions-and-seller-tools.md §8's profile messages. */
export const profileMessages = {
  notFound: "Profile not found",
  loadFailed: "Failed to load profile",
  saveFailed: "Failed to update profile",
  saved: "Profile updated successfully",
} as const;
