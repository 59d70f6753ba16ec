import { createCookieSessionStorage, type AppLoadContext } from "@remix-run/cloudflare";
import { createToastUtilsWithCustomSession } from "remix-toast";
import { sessionSecrets } from "./secrets.server";

export type { ToastMessage } from "remix-toast";

/**
 * Toast helpers over a signed cookie. remix-toast's own cookie is not signed, so each
 * request builds a cookie session whose secret comes from the Worker's env.
 */
export function getToastUtils(request: Request, context: AppLoadContext) {
  const sessionStorage = createCookieSessionStorage({
    cookie: {
      name: "gm_toast",
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: new URL(request.url).protocol === "https:",
      secrets: sessionSecrets(context),
    },
  });
  return createToastUtilsWithCustomSession(sessionStorage);
}
