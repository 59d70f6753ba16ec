/** Small HTTP pieces shared by the local backend's services (web-standard Request/Response). */
import type { BackendConfig } from "./config.ts";
import { type Database, type RequestIdentity, API_ROLES } from "./db.ts";
import { JwtError, verifyJwt } from "./jwt.ts";

/** What every service handler gets. */
export type BackendContext = {
  db: Database;
  config: BackendConfig;
};

/** A service: answers a request whose URL path has had its prefix (/rest/v1 …) removed. */
export type ServiceHandler = (request: Request, path: string) => Promise<Response>;

export function json(body: unknown, status = 200, headers: HeadersInit = {}) {
  const response = new Response(JSON.stringify(body), { status, headers });
  response.headers.set("Content-Type", "application/json; charset=utf-8");
  return response;
}

/** Thrown by handlers to answer with a ready-made response. */
export class HttpError extends Error {
  readonly response: Response;
  constructor(response: Response) {
    super(`HTTP ${response.status}`);
    this.response = response;
  }
}

/** The API key a request carries, as Supabase's gateway reads it. */
export function apiKeyOf(request: Request) {
  return request.headers.get("apikey") ?? new URL(request.url).searchParams.get("apikey");
}

/**
 * Who a request acts as: the role and claims of its verified bearer JWT, or of its API key
 * when it sends none. Any other role than anon, authenticated or service_role is refused,
 * and so is a token not signed with the local secret. Throws HttpError with PostgREST's
 * 401 body otherwise.
 */
export function identify(request: Request, config: BackendConfig): RequestIdentity {
  const apiKey = apiKeyOf(request);
  if (!apiKey) {
    throw new HttpError(json({ message: "No API key found in request", hint: "No `apikey` request header or url param was found." }, 401));
  }
  if (apiKey !== config.anonKey && apiKey !== config.serviceRoleKey) {
    throw new HttpError(json({ message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." }, 401));
  }
  const authorization = request.headers.get("authorization");
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1] ?? apiKey;
  let claims;
  try {
    claims = verifyJwt(token, config.jwtSecret);
  } catch (error) {
    const message = error instanceof JwtError ? error.message : "JWT cannot be decoded";
    throw new HttpError(json({ code: "PGRST301", details: null, hint: null, message }, 401));
  }
  const role = claims.role;
  if (!API_ROLES.includes(role as never)) {
    throw new HttpError(
      json({ code: "PGRST301", details: null, hint: null, message: `role "${String(role)}" is not allowed` }, 401),
    );
  }
  return { role: role as RequestIdentity["role"], claims };
}

/** The request body as JSON, or an HttpError with PostgREST's PGRST102. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(json({ code: "PGRST102", details: null, hint: null, message: "Empty or invalid json" }, 400));
  }
}

export const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
  "Access-Control-Allow-Headers":
    "authorization, apikey, content-type, x-client-info, prefer, range, accept, accept-profile, content-profile, x-upsert, x-supabase-api-version, cache-control",
  "Access-Control-Expose-Headers": "Content-Range, Content-Location, X-Supabase-Api-Version",
};
