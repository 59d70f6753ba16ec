/**
 * Email links as GoTrue makes them: a 6-digit code, stored as sha224(email + code) so the
 * link (which carries the hash) and the code (typed in, checked with the address) both
 * work, and a link to GET /auth/v1/verify. The emails go to the local outbox.
 */
import { createHash, randomInt } from "node:crypto";
import { createFlowState, type CodeChallenge } from "./auth-flow.ts";
import type { AuthEnv } from "./auth-input.ts";
import type { AuthMethod } from "./auth-sessions.ts";
import { storeEmailChange, storeEmailToken, type EmailTokenKind } from "./auth-users.ts";
import type { Queryable } from "./db.ts";
import { sendEmail } from "./outbox.ts";

/** The kinds of email link, named by their `type` parameter. */
export type LinkType = "signup" | "invite" | "recovery" | "magiclink" | "email_change";

/** Which token column each link type uses, and the sign-in method it counts as. */
export const LINK_TYPES: Record<LinkType, { token: EmailTokenKind; method: AuthMethod }> = {
  signup: { token: "confirmation", method: "email/signup" },
  invite: { token: "confirmation", method: "invite" },
  recovery: { token: "recovery", method: "recovery" },
  magiclink: { token: "recovery", method: "magiclink" },
  email_change: { token: "email_change", method: "email_change" },
};

export const isLinkType = (type: string): type is LinkType => Object.hasOwn(LINK_TYPES, type);

/** GoTrue's token hash: what the link carries and the database stores. */
export const emailTokenHash = (email: string, otp: string) =>
  createHash("sha224").update(email.toLowerCase() + otp).digest("hex");

export type IssuedLink = {
  type: LinkType;
  /** Where the email goes: the new address for an email change. */
  to: string;
  otp: string;
  hashedToken: string;
  link: string;
  redirectTo: string;
};

/**
 * Stores a fresh token for the link (replacing any earlier one, so only the newest link
 * works) and, for a PKCE client, the flow state its code will be exchanged against.
 */
export async function issueEmailLink(
  env: AuthEnv,
  q: Queryable,
  user: { id: string; email: string },
  link: { type: LinkType; redirectTo: string; pkce: CodeChallenge | null; newEmail?: string },
): Promise<IssuedLink> {
  const now = new Date(env.now());
  const to = link.newEmail ?? user.email;
  const otp = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const hashedToken = emailTokenHash(to, otp);
  // GoTrue marks a PKCE link's token so /verify answers it with a code, not tokens.
  const token = link.pkce ? `pkce_${hashedToken}` : hashedToken;
  const { method } = LINK_TYPES[link.type];
  if (link.newEmail) await storeEmailChange(q, user.id, link.newEmail, token, now);
  else await storeEmailToken(q, user.id, LINK_TYPES[link.type].token, token, now);
  if (link.pkce) {
    await createFlowState(q, user.id, link.pkce, link.type === "signup" ? "email" : method, method, now);
  }
  const query = new URLSearchParams({ token, type: link.type, redirect_to: link.redirectTo });
  return {
    type: link.type,
    to,
    otp,
    hashedToken,
    link: `${env.context.config.publicUrl}/auth/v1/verify?${query}`,
    redirectTo: link.redirectTo,
  };
}

/** Supabase's default email templates, as plain text. */
const TEMPLATES: Record<LinkType, { subject: string; text: (siteUrl: string, to: string) => string }> = {
  signup: { subject: "Confirm Your Signup", text: () => "Follow this link to confirm your user:" },
  invite: {
    subject: "You have been invited",
    text: (siteUrl) => `You have been invited to create a user on ${siteUrl}. Follow this link to accept the invite:`,
  },
  recovery: { subject: "Reset Your Password", text: () => "Follow this link to reset the password for your user:" },
  magiclink: { subject: "Your Magic Link", text: () => "Follow this link to login:" },
  email_change: {
    subject: "Confirm Email Change",
    text: (_siteUrl, to) => `Follow this link to confirm the update of your email to ${to}:`,
  },
};

/** Puts the link's email in the outbox. Call it after the token's transaction committed. */
export async function sendLinkEmail(env: AuthEnv, issued: IssuedLink) {
  const template = TEMPLATES[issued.type];
  await sendEmail(env.context, {
    to: issued.to,
    subject: template.subject,
    kind: issued.type,
    link: issued.link,
    body: `${template.text(env.context.config.siteUrl, issued.to)}\n\n${issued.link}\n\nAlternatively, enter the code: ${issued.otp}`,
  });
}
