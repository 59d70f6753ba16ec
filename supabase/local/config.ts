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
    ...overrides,
  };
}
