/** The signed-in user as the app and the browser see it (from the root loader). */

export const userTypes = ["buyer", "private_seller", "trade_seller"] as const;
export type UserType = (typeof userTypes)[number];

/** Roles only the platform grants (app_metadata.role): users cannot set them on themselves. */
export type AppRole = "staff";

export type SessionUser = {
  id: string;
  email: string;
  userType: UserType | null;
  /** profiles.first_name: what the header greets them by (greetingName). */
  firstName: string | null;
  fullName: string | null;
  /** The profile photo's URL (profiles.image_url), for the header's greeting. */
  imageUrl: string | null;
  appRole: AppRole | null;
  /** Messages to them still unread, in every conversation (the header's badge). */
  unreadMessages: number;
  /** Their saved postcode (profiles.postcode, their own to read): fills /listings' "Within N miles of" box. */
  postcode: string | null;
};

export const userTypeLabels: Record<UserType, string> = {
  buyer: "Buyer",
  private_seller: "Private Seller",
  trade_seller: "Trade Seller",
};

type RoleSource = Pick<SessionUser, "userType"> & Partial<Pick<SessionUser, "appRole">>;

/**
 * The role flags of docs/spec/01-marketplace-core.md §4, from the profile's user_type, and isStaff (the moderation
 * team) from app_metadata.role.
 */
export function roleFlags(user: RoleSource | null) {
  const userType = user?.userType ?? null;
  const isPrivateSeller = userType === "private_seller";
  const isTradeSeller = userType === "trade_seller";
  return {
    isBuyer: userType === "buyer",
    isPrivateSeller,
    isTradeSeller,
    isSeller: isPrivateSeller || isTradeSeller,
    isStaff: user?.appRole === "staff",
  };
}

/**
 * What the header greets a member by: their first name, else the first word of the name
 * their profile holds (members who joined before sign-up asked for names); never a piece of
 * their email. Null for a member who has given no name.
 */
export function greetingName(user: Pick<SessionUser, "firstName" | "fullName">) {
  return user.firstName?.trim() || user.fullName?.trim().split(/\s+/)[0] || null;
}

/**
 * Only paths inside this site: a return URL like https://evil.example, //evil.example or
 * /\evil.example (browsers treat the last two as other hosts) becomes the default.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, defaultPath = "/") {
  if (!to || typeof to !== "string") return defaultPath;
  const target = to.trim();
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return defaultPath;
  // eslint-disable-next-line no-control-regex -- control characters are what this rejects
  if (/[\u0000-\u001f]/.test(target)) return defaultPath;
  return target;
}

/** Where a user goes after signing in (docs/spec/01-marketplace-core.md §4); staff, who are not in the spec, to their queue. */
export function afterSignInPath(user: RoleSource, returnTo: string | null | undefined) {
  const target = safeRedirect(returnTo, "/");
  if (target !== "/") return target;
  const flags = roleFlags(user);
  if (flags.isStaff) return "/moderation";
  return flags.isSeller ? "/sellers-portal" : "/dashboard";
}
