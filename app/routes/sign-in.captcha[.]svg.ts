import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { captchaImageResponse } from "~/utils/captcha.server";

/** The sign-in card's captcha image, once an email needs one (captchaImageResponse tells how it draws). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return captchaImageResponse(request, context, "signIn");
}
