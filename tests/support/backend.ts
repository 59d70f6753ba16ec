/**
 * Clients for a test run's local backend: the service role (to make and check data, as the
 * platform would) and the anon key (as a visitor's browser would).
 */
import { createClient, type SupabaseClient as UntypedClient } from "@supabase/supabase-js";
import type { Database } from "../../app/types/supabase.ts";
import { apiKeys, LOCAL_JWT_SECRET } from "../../supabase/local/config.ts";

export const localKeys = apiKeys(LOCAL_JWT_SECRET);

/** A client typed by the app's database types (app/types/supabase.ts). */
export type SupabaseClient = UntypedClient<Database>;

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** The backend at url as the service role: bypasses RLS, for fixtures and checks only. */
export function serviceRoleClient(url: string): SupabaseClient {
  return createClient<Database>(url, localKeys.serviceRoleKey, clientOptions);
}

/** The backend at url with the anon key, as a browser would reach it (with more request headers if given). */
export function anonClient(url: string, headers?: Record<string, string>): SupabaseClient {
  return createClient<Database>(url, localKeys.anonKey, { ...clientOptions, ...(headers ? { global: { headers } } : {}) });
}
