/** Settings of the local backend, with the same well-known local keys as `supabase start`. */
import { signJwt } from "./jwt.ts";

/** Supabase CLI's default local JWT secret: public, for local development only. */
export const LOCAL_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";

export type BackendConfig = {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Where this backend is reached, e.g. http://127.0.0.1:54321. */
  publicUrl: string;
  /** The app's URL: the default redirect for emails (GoTrue's SITE_URL). */
  siteUrl: string;
  /** Access token lifetime in seconds. */
  jwtExpiry: number;
  /** Email confirmation off (Supabase's local default): sign-up signs in at once. */
  autoconfirm: boolean;
  /** Folder that holds uploaded files. */
  storageDir: string;
  /**
   * Sign-ins and sign-ups allowed per client in a window, as Supabase Auth's "sign-ups and
   * sign-ins" limit (30 per 5 minutes per address). The client is the first address in
   * X-Forwarded-For, as GoTrue with GOTRUE_RATE_LIMIT_HEADER; without it nothing is limited.
   */
  signInRateLimit: { requests: number; windowSeconds: number };
};

export function apiKeys(jwtSecret: string) {
  // Same claims as the CLI's demo keys, so these are the well-known local keys.
  const exp = 1983812996;
  return {
    anonKey: signJwt({ iss: "supabase-demo", role: "anon", exp }, jwtSecret),
    serviceRoleKey: signJwt({ iss: "supabase-demo", role: "service_role", exp }, jwtSecret),
  };
}

export function makeConfig(overrides: Partial<BackendConfig> & { storageDir: string }): BackendConfig {
  const jwtSecret = overrides.jwtSecret ?? LOCAL_JWT_SECRET;
  return {
    jwtSecret,
    ...apiKeys(jwtSecret),
    publicUrl: "http://127.0.0.1:54321",
    siteUrl: "http://127.0.0.1:8787",
    jwtExpiry: 3600,
    autoconfirm: true,
    signInRateLimit: { requests: 30, windowSeconds: 300 },
    ...overrides,
  };
}
