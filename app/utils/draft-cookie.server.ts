import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import { sessionSecrets } from "./secrets.server";
import { hasControlCharacter } from "./validation";

/**
 * What someone has typed into a form, kept in signed cookies while the database cannot hold
 * it yet: the sell wizard's first steps before sign-in, the create auction form while the
 * seller is at the card checkout. A description can be longer than one cookie holds, so the
 * value is JSON, UTF-8, base64, split over numbered cookies `<name>.0`, `<name>.1`…
 */

/**
 * This many base64 characters per cookie keeps each one, encoded again and signed by Remix,
 * well under browsers' 4 KB.
 */
const CHUNK_LENGTH = 2400;
const MAX_CHUNKS = 6;

const encode = (value: unknown) => {
  let binary = "";
  for (const byte of new TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const decode = (text: string): unknown => JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(text), (char) => char.charCodeAt(0))));

/** Text, lists and objects of text (numbers, booleans and null too) with no control characters: what a form could have sent. */
export function isFormText(value: unknown): boolean {
  if (typeof value === "string") return !hasControlCharacter(value);
  if (Array.isArray(value)) return value.every(isFormText);
  if (typeof value === "object" && value !== null) return Object.values(value).every(isFormText);
  return value === null || typeof value === "number" || typeof value === "boolean";
}

/**
 * A draft kept in cookies named `name` for the pages under `path`, for `maxAgeSeconds`;
 * `isUsable` says what the form itself could have written (anything else reads as none).
 */
export function draftCookie<Draft>({
  name,
  path,
  maxAgeSeconds,
  isUsable,
}: {
  name: string;
  path: string;
  maxAgeSeconds: number;
  isUsable: (value: unknown) => value is Draft;
}) {
  function chunkCookie(request: Request, context: AppLoadContext, index: number) {
    return createCookie(`${name}.${index}`, {
      path,
      httpOnly: true,
      sameSite: "lax",
      secure: new URL(request.url).protocol === "https:",
      maxAge: maxAgeSeconds,
      secrets: sessionSecrets(context),
    });
  }

  /** Whether the request carries any of the draft's cookies, usable or not. */
  function has(request: Request) {
    return (request.headers.get("Cookie") ?? "").includes(`${name}.`);
  }

  return {
    has,

    /** The draft, or null: none, or one that fails its signature or is not what the form wrote. */
    async read(request: Request, context: AppLoadContext): Promise<Draft | null> {
      const header = request.headers.get("Cookie");
      if (!header || !has(request)) return null;
      let text = "";
      for (let index = 0; index < MAX_CHUNKS; index++) {
        const chunk: unknown = await chunkCookie(request, context, index).parse(header);
        if (typeof chunk !== "string") break;
        text += chunk;
      }
      if (!text) return null;
      try {
        const draft = decode(text);
        return isUsable(draft) ? draft : null;
      } catch {
        return null;
      }
    },

    /**
     * Set-Cookie values that store the draft, or for null remove it; null when the draft is
     * too large for cookies (a very long description in a non-Latin script).
     */
    async headers(request: Request, context: AppLoadContext, draft: Draft | null) {
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
    },
  };
}
