import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_LENGTH,
  captchaIntents,
  type CaptchaActionData,
  type CaptchaIntent,
  type CaptchaPurpose,
} from "./captcha";
import { renderCaptchaSvg } from "./captcha-image.server";
import { sessionSecrets } from "./secrets.server";

/**
 * The captcha of the hire form (docs/spec/01-marketplace-core.md §5) and of sign-in after 5 password checks for an
 * email in 15 minutes (captchaPurposes in captcha.ts): a 6-character code of letters and digits without
 * look-alikes (no I, O, l, 0 or 1), checked case-sensitively. The server is the judge: the
 * code lives only in a short-lived cookie that is encrypted and authenticated (AES-GCM with a
 * key from SESSION_SECRET), so the browser can neither read nor change it, and the page
 * shows it only as a drawing (captcha-image.server.ts).
 */

/** Long enough to fill in the hire form, short enough that a stolen code soon dies. */
export const CAPTCHA_TTL_SECONDS = 20 * 60;

export type CaptchaChallenge = {
  /** Stored with the hire request, whose unique key refuses a second use of the same code. */
  id: string;
  code: string;
  /** When the code was made, in milliseconds since the epoch. */
  issuedAt: number;
};

/** A new code from the alphabet, each character uniformly random. */
export function randomCaptchaCode() {
  // Bytes at or above the largest multiple of the alphabet's length would bias the draw.
  const limit = 256 - (256 % CAPTCHA_ALPHABET.length);
  let code = "";
  while (code.length < CAPTCHA_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < limit && code.length < CAPTCHA_LENGTH) code += CAPTCHA_ALPHABET[byte % CAPTCHA_ALPHABET.length];
    }
  }
  return code;
}

export function newCaptchaChallenge(now = Date.now()): CaptchaChallenge {
  return { id: crypto.randomUUID(), code: randomCaptchaCode(), issuedAt: now };
}

// ---------------------------------------------------------------------------------------
// Sealing: the challenge as an opaque token only the server can open
// ---------------------------------------------------------------------------------------

const encoder = new TextEncoder();

async function sealingKey(secret: string) {
  const material = await crypto.subtle.digest("SHA-256", encoder.encode(`genmarket-captcha:${secret}`));
  return crypto.subtle.importKey("raw", material, "AES-GCM", false, ["encrypt", "decrypt"]);
}

function toBase64Url(bytes: Uint8Array) {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string) {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The challenge encrypted with the newest secret: 12 bytes of IV, then the ciphertext. */
export async function sealCaptcha(challenge: CaptchaChallenge, secrets: string[]) {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plaintext = encoder.encode(JSON.stringify(challenge));
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await sealingKey(secrets[0]!), plaintext));
  const token = new Uint8Array(iv.length + ciphertext.length);
  token.set(iv);
  token.set(ciphertext, iv.length);
  return toBase64Url(token);
}

function isChallenge(value: unknown): value is CaptchaChallenge {
  const candidate = value as CaptchaChallenge | null;
  return (
    typeof candidate?.id === "string" &&
    typeof candidate.code === "string" &&
    candidate.code.length === CAPTCHA_LENGTH &&
    typeof candidate.issuedAt === "number"
  );
}

/** The challenge in a token, or null when it is not one this server sealed (or it was altered). */
export async function openCaptcha(token: string, secrets: string[]): Promise<CaptchaChallenge | null> {
  let bytes: Uint8Array;
  try {
    bytes = fromBase64Url(token);
  } catch {
    return null;
  }
  if (bytes.length <= 12) return null;
  for (const secret of secrets) {
    try {
      const plaintext = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: bytes.slice(0, 12) },
        await sealingKey(secret),
        bytes.slice(12),
      );
      const challenge: unknown = JSON.parse(new TextDecoder().decode(plaintext));
      return isChallenge(challenge) ? challenge : null;
    } catch {
      // Not sealed with this secret: try the next one.
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// The cookie: one per purpose, sent back only where that form is
// ---------------------------------------------------------------------------------------

export const captchaCookieNames: Record<CaptchaPurpose, string> = {
  hire: "gm_captcha",
  signIn: "gm_sign_in_captcha",
  bulkUpload: "gm_bulk_upload_captcha",
};
/** The hire form and its image live under /rental, bulk upload's under /bulk-upload; the sign-in card is on /login and /auth. */
const captchaCookiePaths: Record<CaptchaPurpose, string> = { hire: "/rental", signIn: "/", bulkUpload: "/bulk-upload" };

function captchaCookie(request: Request, purpose: CaptchaPurpose) {
  return createCookie(captchaCookieNames[purpose], {
    path: captchaCookiePaths[purpose],
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    maxAge: CAPTCHA_TTL_SECONDS,
  });
}

/** The challenge the visitor's cookie holds, if any (expired or not). */
export async function readCaptcha(request: Request, context: AppLoadContext, purpose: CaptchaPurpose) {
  const token: unknown = await captchaCookie(request, purpose).parse(request.headers.get("Cookie"));
  return typeof token === "string" ? openCaptcha(token, sessionSecrets(context)) : null;
}

/** A new challenge and the Set-Cookie header that gives it to the visitor. */
export async function issueCaptcha(request: Request, context: AppLoadContext, purpose: CaptchaPurpose, now = Date.now()) {
  const challenge = newCaptchaChallenge(now);
  const setCookie = await captchaCookie(request, purpose).serialize(await sealCaptcha(challenge, sessionSecrets(context)));
  return { challenge, setCookie };
}

/** The Set-Cookie header that removes the challenge, once it has been used. */
export function clearCaptcha(request: Request, purpose: CaptchaPurpose) {
  return captchaCookie(request, purpose).serialize("", { maxAge: 0 });
}

/**
 * The captcha image (the routes at captchaPurposes[purpose].imagePath). It draws the
 * visitor's live code, or makes a new one (and its cookie) when there is none, it has
 * expired, or ?renew asks for a fresh one (New CAPTCHA). The cookie is only ever set here,
 * so the code drawn is always the code held.
 */
export async function captchaImageResponse(request: Request, context: AppLoadContext, purpose: CaptchaPurpose) {
  const headers = new Headers({
    "Content-Type": "image/svg+xml",
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'",
    "X-Robots-Tag": "noindex",
  });
  const renew = new URL(request.url).searchParams.has("renew");
  let challenge = renew ? null : await readCaptcha(request, context, purpose);
  if (!isCaptchaLive(challenge)) {
    const issued = await issueCaptcha(request, context, purpose);
    challenge = issued.challenge;
    headers.append("Set-Cookie", issued.setCookie);
  }
  return new Response(renderCaptchaSvg(challenge.code), { headers });
}

// ---------------------------------------------------------------------------------------
// Checking an answer
// ---------------------------------------------------------------------------------------

export type CaptchaCheck = NonNullable<CaptchaActionData["captchaCheck"]>["status"];

export function isCaptchaLive(challenge: CaptchaChallenge | null, now = Date.now()): challenge is CaptchaChallenge {
  return challenge !== null && now - challenge.issuedAt < CAPTCHA_TTL_SECONDS * 1000 && challenge.issuedAt <= now;
}

/** Compares in constant time, so response timing says nothing about how much was right. */
function sameText(a: string, b: string) {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let difference = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i++) difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}

/** Whether the typed answer is the live code, exactly: case counts. No live code is "expired". */
export function checkCaptchaAnswer(challenge: CaptchaChallenge | null, answer: string, now = Date.now()): CaptchaCheck {
  if (!isCaptchaLive(challenge, now)) return "expired";
  return sameText(answer, challenge.code) ? "valid" : "wrong";
}

// ---------------------------------------------------------------------------------------
// The accessible alternative: the code spelled out
// ---------------------------------------------------------------------------------------

const phonetic: Record<string, string> = {
  a: "Alpha", b: "Bravo", c: "Charlie", d: "Delta", e: "Echo", f: "Foxtrot", g: "Golf", h: "Hotel",
  i: "India", j: "Juliett", k: "Kilo", l: "Lima", m: "Mike", n: "November", o: "Oscar", p: "Papa",
  q: "Quebec", r: "Romeo", s: "Sierra", t: "Tango", u: "Uniform", v: "Victor", w: "Whiskey",
  x: "X-ray", y: "Yankee", z: "Zulu",
};

const digitNames = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/** Each character in words, for people who cannot read the drawing: "capital K as in Kilo", "seven". */
export function spellCaptcha(code: string) {
  return [...code].map((char) => {
    if (/[0-9]/.test(char)) return digitNames[Number(char)]!;
    const word = phonetic[char.toLowerCase()]!;
    return char === char.toUpperCase() ? `capital ${char} as in ${word}` : `small ${char} as in ${word}`;
  });
}

// ---------------------------------------------------------------------------------------
// The captcha's own buttons, the same in every form that has one
// ---------------------------------------------------------------------------------------

export function isCaptchaIntent(value: unknown): value is CaptchaIntent {
  return captchaIntents.includes(value as CaptchaIntent);
}

/**
 * What to answer New CAPTCHA, Spell out the code and the live check; keepAnswer says whether
 * the form should show the typed code again (not when a new code is drawn).
 */
export function answerCaptchaButton(
  intent: CaptchaIntent,
  challenge: CaptchaChallenge | null,
  typedCode: string,
): { data: CaptchaActionData; keepAnswer: boolean } {
  if (intent === "check-captcha") {
    return { data: { captchaCheck: { answer: typedCode, status: checkCaptchaAnswer(challenge, typedCode) } }, keepAnswer: true };
  }
  if (intent === "spell-captcha" && isCaptchaLive(challenge)) {
    return { data: { spelled: spellCaptcha(challenge.code) }, keepAnswer: true };
  }
  // New CAPTCHA, or Spell out when the code has expired: draw a new one.
  return { data: { captchaNonce: crypto.randomUUID() }, keepAnswer: false };
}
