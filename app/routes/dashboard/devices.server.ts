import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { endMySession } from "~/models/member-session.server";
import { failedToSave } from "~/utils/errors.server";
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
