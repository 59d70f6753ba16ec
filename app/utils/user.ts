/** The signed-in user as the app and the browser see it (from the root loader). */

export const userTypes = ["buyer", "private_seller", "trade_seller"] as const;
export type UserType = (typeof userTypes)[number];

export type SessionUser = {
  id: string;
  email: string;
  userType: UserType | null;
  fullName: string | null;
};

export const userTypeLabels: Record<UserType, string> = {
  buyer: "Buyer",
  private_seller: "Private Seller",
  trade_seller: "Trade Seller",
};

/** The role flags of spec 01 §4, from user_metadata.user_type. */
export function roleFlags(user: Pick<SessionUser, "userType"> | null) {
  const userType = user?.userType ?? null;
  const isPrivateSeller = userType === "private_seller";
  const isTradeSeller = userType === "trade_seller";
  return {
    isBuyer: userType === "buyer",
    isPrivateSeller,
    isTradeSeller,
    isSeller: isPrivateSeller || isTradeSeller,
  };
}

/** The greeting name: the part of the email before the @. */
export function greetingName(email: string) {
  return email.split("@")[0] ?? email;
}

/**
 * Only paths inside this site: a return URL like https://evil.example, //evil.example or
 * /\evil.example (browsers treat the last two as other hosts) becomes the default.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, defaultPath = "/") {
  if (!to || typeof to !== "string") return defaultPath;
  const target = to.trim();
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return defaultPath;
  if (/[\u0000-\u001f]/.test(target)) return defaultPath;
  return target;
}

/** Where a user goes after signing in (spec 01 §4). */
export function afterSignInPath(user: Pick<SessionUser, "userType">, returnTo: string | null | undefined) {
  const target = safeRedirect(returnTo, "/");
  if (target !== "/") return target;
  return roleFlags(user).isSeller ? "/sellers-portal" : "/dashboard";
}
