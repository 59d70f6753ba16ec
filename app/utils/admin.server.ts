import type { AppLoadContext } from "@remix-run/cloudflare";
import { createClient } from "@supabase/supabase-js";

/**
 * The Worker's privileged operations: the only module that holds the service role key
 * (the SUPABASE_SERVICE_ROLE_KEY secret), which bypasses row-level security. Everything
 * else runs as the visitor or member under RLS. Each operation here is one the browser
 * must never be able to do by itself with the anon key, and each is listed in the README:
 *
 * 1. storeHireRequest: a hire quote request, stored only after the server judged its captcha;
 * 2. signInLockedUntil, recordFailedSignIn, clearFailedSignIns: the sign-in lock-out's
 *    counting, so nobody can lock an account out (or unlock it) through the API.
 *
 * ESLint keeps the key's name out of every other module (eslint.config.js).
 */
function adminClient(context: AppLoadContext) {
  const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY } = context.cloudflare.env;
  return createClient(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export type HireRequestRow = {
  full_name: string;
  email: string;
  phone: string;
  company_name: string | null;
  location: string;
  postcode: string;
  power_requirement: string | null;
  duration: string | null;
  start_date: string | null;
  description: string | null;
  fuel_tank_required: boolean | null;
  fuel_tank_capacity_litres: number | null;
  hours_per_week: number | null;
  special_requests: string | null;
  consent: boolean;
  /** The solved captcha's id: unique, so one solved code sends one request. */
  captcha_id: string;
};

/** Stores a hire request whose captcha the server has just judged correct. */
export async function storeHireRequest(context: AppLoadContext, row: HireRequestRow) {
  return adminClient(context).from("hire_requests").insert(row);
}

/** When the email's password sign-in lock-out ends, or null when it is not locked. */
export async function signInLockedUntil(context: AppLoadContext, email: string) {
  return adminClient(context).rpc("sign_in_locked_until", { p_email: email });
}

/** Counts a wrong password for the email; answers the lock-out's end once it is locked. */
export async function recordFailedSignIn(context: AppLoadContext, email: string) {
  return adminClient(context).rpc("record_failed_sign_in", { p_email: email });
}

/** Forgets the email's wrong passwords and lock-out after its owner signed in. */
export async function clearFailedSignIns(context: AppLoadContext, email: string) {
  return adminClient(context).rpc("clear_failed_sign_ins", { p_email: email });
}
