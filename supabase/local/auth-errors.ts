/**
 * Errors as Supabase Auth (GoTrue) reports them. auth-js builds `error.status`,
 * `error.code` and `error.message` from the answer, and which body it reads depends on the
 * API version: a client that sends `X-Supabase-Api-Version: 2024-01-01` (auth-js always
 * does) gets `{code: "<error code>", message}` and the header echoed back; any other
 * client gets the original `{code: <status>, error_code, msg}`.
 */
import { json } from "./http.ts";

export class AuthApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** More fields of the body, e.g. the reasons of a weak password. */
  readonly details: Record<string, unknown>;

  constructor(status: number, code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const badRequest = (code: string, message: string) => new AuthApiError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthApiError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthApiError(403, code, message);
export const notFound = (code: string, message: string) => new AuthApiError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthApiError(422, code, message);

export const API_VERSION_HEADER = "X-Supabase-Api-Version";
const API_VERSION_2024 = "2024-01-01";
const API_VERSION_PATTERN = /^2[0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

/** GoTrue picks the newest version not after the one asked for; only 2024-01-01 exists. */
function asksForVersion2024(request: Request) {
  const asked = request.headers.get(API_VERSION_HEADER);
  return !!asked && API_VERSION_PATTERN.test(asked) && asked >= API_VERSION_2024;
}

export function errorResponse(request: Request, error: AuthApiError) {
  if (asksForVersion2024(request)) {
    return json({ code: error.code, message: error.message, ...error.details }, error.status, {
      [API_VERSION_HEADER]: API_VERSION_2024,
    });
  }
  return json({ code: error.status, error_code: error.code, msg: error.message, ...error.details }, error.status);
}
