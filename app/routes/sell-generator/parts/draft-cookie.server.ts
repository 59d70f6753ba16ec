import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import type { BasicInfo, Specs } from "~/models/listing-fields";
import { sessionSecrets } from "~/utils/secrets.server";
import { hasControlCharacter } from "~/utils/validation";

/**
 * What a signed-out visitor has typed into the wizard's first two steps, kept in signed
 * cookies until they sign in and it becomes a draft in the database. A description can be
 * longer than one cookie holds, so the value is split over numbered cookies.
 */

export type CookieDraft = { basicInfo?: Partial<BasicInfo>; specs?: Partial<Specs> };

const COOKIE_NAME = "gm_sell_draft";
/**
 * The draft is JSON, UTF-8, base64: this many base64 characters per cookie keeps each one,
 * encoded again and signed by Remix, well under browsers' 4 KB.
 */
const CHUNK_LENGTH = 2400;
const MAX_CHUNKS = 6;
const WEEK_SECONDS = 7 * 24 * 60 * 60;

function chunkCookie(request: Request, context: AppLoadContext, index: number) {
  return createCookie(`${COOKIE_NAME}.${index}`, {
    path: "/sell-generator",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    maxAge: WEEK_SECONDS,
    secrets: sessionSecrets(context),
  });
}

const encode = (draft: CookieDraft) => {
  let binary = "";
  for (const byte of new TextEncoder().encode(JSON.stringify(draft))) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const decode = (text: string) => JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(text), (char) => char.charCodeAt(0))));

/** Whether the request carries any of the draft's cookies, usable or not. */
export function hasDraftCookie(request: Request) {
  return (request.headers.get("Cookie") ?? "").includes(`${COOKIE_NAME}.`);
}

/**
 * Only what the wizard itself could have written: an object of step parts whose text has
 * no control characters (a draft kept from before the forms refused them could never be
 * saved to the database).
 */
function isUsableDraft(draft: unknown): draft is CookieDraft {
  if (typeof draft !== "object" || draft === null || Array.isArray(draft)) return false;
  const usable = (value: unknown): boolean =>
    typeof value === "string"
      ? !hasControlCharacter(value)
      : Array.isArray(value)
        ? value.every(usable)
        : typeof value === "object" && value !== null
          ? Object.values(value).every(usable)
          : true;
  return usable(draft);
}

/**
 * The signed-out visitor's draft, or null: none, or one the app cannot use (a cookie that
 * fails its signature, or whose content the wizard would not have written).
 */
export async function readDraftCookie(request: Request, context: AppLoadContext): Promise<CookieDraft | null> {
  const header = request.headers.get("Cookie");
  if (!header || !hasDraftCookie(request)) return null;
  let text = "";
  for (let index = 0; index < MAX_CHUNKS; index++) {
    const chunk: unknown = await chunkCookie(request, context, index).parse(header);
    if (typeof chunk !== "string") break;
    text += chunk;
  }
  if (!text) return null;
  try {
    const draft: unknown = decode(text);
    return isUsableDraft(draft) ? draft : null;
  } catch {
    return null;
  }
}

/**
 * Set-Cookie values that store the draft, or for null remove it; null when the draft is
 * too large for cookies (a very long description in a non-Latin script).
 */
export async function draftCookieHeaders(request: Request, context: AppLoadContext, draft: CookieDraft | null) {
  const text = draft ? encode(draft) : "";
  const chunks = text.match(new RegExp(`.{1,${CHUNK_LENGTH}}`, "g")) ?? [];
  if (chunks.length > MAX_CHUNKS) return null;
  const sent = request.headers.get("Cookie") ?? "";
  const headers = new Headers();
  for (let index = 0; index < MAX_CHUNKS; index++) {
    const cookie = chunkCookie(request, context, index);
    const chunk = chunks[index];
    if (chunk !== undefined) {
      headers.append("Set-Cookie", await cookie.serialize(chunk));
    } else if (sent.includes(`${cookie.name}=`)) {
      headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
    }
  }
  return headers;
}
