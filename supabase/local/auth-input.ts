/** What the auth handlers share: their environment and the checks GoTrue runs on input. */
import { AuthApiError, badRequest, unprocessable } from "./auth-errors.ts";
import type { BackendConfig } from "./config.ts";
import type { BackendContext } from "./http.ts";

export type AuthEnv = {
  context: BackendContext;
  /** Milliseconds since the epoch; injectable so tests can move time forward. */
  now: () => number;
  /** Seconds a rotated refresh token may still be used (GoTrue's REFRESH_TOKEN_REUSE_INTERVAL). */
  refreshTokenReuseInterval: number;
  /** The client of the request being answered, which a session started or refreshed records. */
  client?: ClientInfo;
};

/** A request's browser (its User-Agent) and address (the first of X-Forwarded-For, if an IP address), as GoTrue records them. */
export type ClientInfo = { userAgent: string | null; ip: string | null };

export type JsonObject = Record<string, unknown>;

/** GoTrue's default (and Supabase's local) minimum password length. */
export const PASSWORD_MIN_LENGTH = 6;
/** How long email links and codes stay valid (GoTrue's MAILER_OTP_EXP). */
export const EMAIL_OTP_LIFETIME_SECONDS = 3600;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The JSON body as an object ({} when empty), or GoTrue's bad_json error. */
export async function readBody(request: Request): Promise<JsonObject> {
  const text = await request.text();
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw badRequest("bad_json", `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  if (!isObject(body)) throw badRequest("bad_json", "Could not parse request body as JSON: expected an object");
  return body;
}

/** A string field, "" when absent (Go decodes a missing string as its zero value). */
export function text(body: JsonObject, name: string) {
  const value = body[name];
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") {
    throw badRequest("bad_json", `Could not parse request body as JSON: ${name} must be a string`);
  }
  return value;
}

/** An object field (metadata), undefined when absent. */
export function objectField(body: JsonObject, name: string): JsonObject | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw badRequest("bad_json", `Could not parse request body as JSON: ${name} must be an object`);
  return value;
}

// The pattern of github.com/badoux/checkmail, which GoTrue validates addresses with.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The address lower-cased, as GoTrue stores it, or its validation error. */
export function validateEmail(email: string) {
  if (!email) throw badRequest("validation_failed", "An email address is required");
  if (email.length > 255) throw badRequest("validation_failed", "An email address is too long");
  if (!EMAIL_PATTERN.test(email)) {
    throw badRequest("validation_failed", "Unable to validate email address: invalid format");
  }
  return email.toLowerCase();
}

export function checkPasswordStrength(password: string) {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AuthApiError(422, "weak_password", `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`, {
      weak_password: { reasons: ["length"] },
    });
  }
}

/** The local backend sends no SMS, so it runs with GoTrue's phone provider off. */
export const phoneDisabled = (message: "Phone signups are disabled" | "Phone logins are disabled") =>
  unprocessable("phone_provider_disabled", message);

/**
 * Whether an email link may send the user to `url`: GoTrue accepts any URL on the site
 * URL's host, plus its allow-list (here the backend's own host), so a link cannot be made
 * to carry tokens to a foreign site; the scheme must be http or https as well, so
 * `javascript://127.0.0.1/…` (a script, whatever its "host") is never followed.
 */
export function isAllowedRedirect(config: BackendConfig, url: string) {
  try {
    const { hostname, protocol } = new URL(url);
    if (protocol !== "http:" && protocol !== "https:") return false;
    return [config.siteUrl, config.publicUrl].some((allowed) => new URL(allowed).hostname === hostname);
  } catch {
    return false;
  }
}

/**
 * Where to send the user after an email link: `?redirect_to=` (as auth-js sends it) when
 * allowed, else the site URL. (GoTrue also tries the Referer; here that would often be the
 * outbox page, so it is left out.)
 */
export function requestedRedirect(request: Request, config: BackendConfig) {
  const requested = new URL(request.url).searchParams.get("redirect_to");
  return requested && isAllowedRedirect(config, requested) ? requested : config.siteUrl;
}
