/**
 * The token in a saved-search alert's unsubscribe link: the saved search's id and an
 * HMAC-SHA256 of it keyed with SESSION_SECRET, so the link works without signing in and
 * nobody can make one for another member's search. Signed with the newest secret; any of
 * the secrets SESSION_SECRET lists opens it, so rotating the secret keeps older emails' links working.
 */

const PURPOSE = "saved-search-alerts:";
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

/** The token for this saved search (secrets newest first, as sessionSecrets answers them). */
export async function signUnsubscribeToken(secrets: string[], savedSearchId: string) {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secrets[0]!, "sign"), new TextEncoder().encode(PURPOSE + savedSearchId));
  return `${savedSearchId}.${toBase64Url(signature)}`;
}

/** The saved search's id when the token is one we signed, else null (checked in constant time). */
export async function verifyUnsubscribeToken(secrets: string[], token: string | null) {
  const [id, signatureText, ...rest] = (token ?? "").split(".");
  if (!id || !signatureText || rest.length > 0 || !UUID.test(id)) return null;
  const signature = fromBase64Url(signatureText);
  if (!signature) return null;
  const data = new TextEncoder().encode(PURPOSE + id);
  for (const secret of secrets) {
    if (await crypto.subtle.verify("HMAC", await hmacKey(secret, "verify"), signature, data)) return id;
  }
  return null;
}

/** The unsubscribe page's address for this token, on the site at `origin`. */
export const unsubscribeUrl = (origin: string, token: string) => `${origin}/unsubscribe?${new URLSearchParams({ token })}`;
