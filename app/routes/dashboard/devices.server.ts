import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { endMySession } from "~/models/member-session.server";
import { passwordResetRedirect } from "~/utils/auth.server";
import { failedToSave } from "~/utils/errors.server";
import { isRateLimited, RATE_LIMITED_MESSAGE } from "~/utils/rate-limit.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { dashboardHref } from "./parts/views";

const devicesHref = `${dashboardHref("account")}#devices`;

const EndDeviceSchema = z.object({ session: z.string().uuid() });

/**
 * Account's Sign out beside a device (docs/accounts.md "Signed-in devices"): ends that one of
 * the member's sessions; its next request is signed out. A session that is not the member's,
 * or ended already, is said so and nothing changes.
 */
export async function endDevice(request: Request, context: AppLoadContext, formData: FormData) {
  const toast = getToastUtils(request, context);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const parsed = EndDeviceSchema.safeParse({ session: formData.get("session") });
  if (!parsed.success) return json({ devicesError: "Choose a device from the list" }, { status: 400, headers });
  const { data: ended, error } = await endMySession(supabase, parsed.data.session);
  if (error) {
    const failure = failedToSave("dashboard: ending a session", error);
    return json({ devicesError: failure.message }, { status: failure.status, headers });
  }
  if (!ended) return json({ devicesError: "That device is already signed out: the list shows the devices signed in now." }, { status: 409, headers });
  return toast.redirectWithSuccess(devicesHref, { message: "Device signed out", description: "It needs your password to sign in again." }, { headers });
}

/** Sign out everywhere else: every session of the member's but this one ends. */
export async function endOtherDevices(request: Request, context: AppLoadContext) {
  const toast = getToastUtils(request, context);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { error } = await supabase.auth.signOut({ scope: "others" });
  if (error) {
    const failure = failedToSave("dashboard: signing out other devices", error);
    return json({ devicesError: failure.message }, { status: failure.status, headers });
  }
  return toast.redirectWithSuccess(devicesHref, { message: "Signed out everywhere else", description: "Only this device is signed in now." }, { headers });
}

/**
 * Change password: the link /forgot-password sends, to the member's own address, since a new
 * password needs more proof than a session cookie (requirePasswordResetSession,
 * utils/auth.server.ts). Setting it signs out every other device and emails the member.
 */
export async function emailPasswordLink(request: Request, context: AppLoadContext, email: string) {
  const toast = getToastUtils(request, context);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  if (await isRateLimited(request, context, "signIn")) return json({ devicesError: RATE_LIMITED_MESSAGE }, { status: 429, headers });
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: passwordResetRedirect(request),
  });
  if (error) {
    const failure = failedToSave("dashboard: emailing a password link", error);
    return json({ devicesError: failure.message }, { status: failure.status, headers });
  }
  return toast.redirectWithSuccess(
    devicesHref,
    { message: "Check your email", description: `We have sent a link to ${email}. It works for 15 minutes; your new password signs out every other device.` },
    { headers },
  );
}
