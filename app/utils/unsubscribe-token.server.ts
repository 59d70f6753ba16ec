import { isEssentialEmailKind, switchableEmailKindKeys, type EmailKind } from "~/content/email-kinds";

/**
 * The tokens in emails' unsubscribe links: what the link stops (a saved search's alerts, or
 * one kind of email for one member) and an HMAC-SHA256 of it keyed with SESSION_SECRET, so
 * the link works without signing in and nobody can make one for another member, search or
 * kind. Signed with the newest secret; any of the secrets SESSION_SECRET lists opens it, so
 * rotating the secret keeps older emails' links working. Each purpose signs its own prefix,
 * so a token of one kind never opens another.
 */

const SEARCH_PURPOSE = "saved-search-alerts:";
const KIND_PURPOSE = "email-kind:";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function hmacKey(secret: string, usage: "sign" | "verify") {
  return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes))).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

function fromBase64Url(text: string) {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

async function sign(secrets: string[], message: string) {
  return toBase64Url(await crypto.subtle.sign("HMAC", await hmacKey(secrets[0]!, "sign"), new TextEncoder().encode(message)));
}

/** Whether any of the secrets signed the message (crypto.subtle.verify compares in constant time). */
async function signedByUs(secrets: string[], message: string, signatureText: string) {
  const signature = fromBase64Url(signatureText);
  if (!signature) return false;
  const data = new TextEncoder().encode(message);
  for (const secret of secrets) {
    if (await crypto.subtle.verify("HMAC", await hmacKey(secret, "verify"), signature, data)) return true;
  }
  return false;
}

/** The token for this saved search (secrets newest first, as sessionSecrets answers them). */
export async function signUnsubscribeToken(secrets: string[], savedSearchId: string) {
  return `${savedSearchId}.${await sign(secrets, SEARCH_PURPOSE + savedSearchId)}`;
}

/** The saved search's id when the token is one we signed, else null. */
export async function verifyUnsubscribeToken(secrets: string[], token: string | null) {
  const [id, signatureText, ...rest] = (token ?? "").split(".");
  if (!id || !signatureText || rest.length > 0 || !UUID.test(id)) return null;
  return (await signedByUs(secrets, SEARCH_PURPOSE + id, signatureText)) ? id : null;
}

const switchableKinds = new Set<string>(switchableEmailKindKeys);

/** The token that stops one kind of email (one that may be switched off) for one member. */
export async function signEmailKindToken(secrets: string[], memberId: string, kind: EmailKind) {
  return `${memberId}.${kind}.${await sign(secrets, `${KIND_PURPOSE}${memberId}:${kind}`)}`;
}

/** The member and kind when the token is one we signed for a kind that may be switched off, else null. */
export async function verifyEmailKindToken(secrets: string[], token: string | null) {
  const [memberId, kind, signatureText, ...rest] = (token ?? "").split(".");
  if (!memberId || !kind || !signatureText || rest.length > 0 || !UUID.test(memberId) || !switchableKinds.has(kind)) return null;
  return (await signedByUs(secrets, `${KIND_PURPOSE}${memberId}:${kind}`, signatureText)) ? { memberId, kind: kind as EmailKind } : null;
}

/** The page that stops one kind of email, for this token, on the site at `origin`. */
export const emailKindUnsubscribeUrl = (origin: string, token: string) => `${origin}/unsubscribe/emails?${new URLSearchParams({ token })}`;

/** The unsubscribe page's address for this token, on the site at `origin`. */
export const unsubscribeUrl = (origin: string, token: string) => `${origin}/unsubscribe?${new URLSearchParams({ token })}`;

/**
 * The link that stops an email of this kind to this member (its footer's, and the address of
 * its oneClickUnsubscribeHeaders); null for an essential kind, which cannot be switched off.
 */
export async function emailKindUnsubscribeLink(secrets: string[], origin: string, memberId: string, kind: EmailKind) {
  if (isEssentialEmailKind(kind)) return null;
  return emailKindUnsubscribeUrl(origin, await signEmailKindToken(secrets, memberId, kind));
}

/** The List-Unsubscribe headers (RFC 2369, RFC 8058 one-click) for an unsubscribe address. */
export const oneClickUnsubscribeHeaders = (url: string) => ({ "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
