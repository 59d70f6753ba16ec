import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { renderCaptchaSvg } from "~/utils/captcha-image.server";
import { isCaptchaLive, issueCaptcha, readCaptcha } from "~/utils/captcha.server";

/**
 * The hire form's captcha image. It draws the visitor's live code, or makes a new one (and
 * its cookie) when there is none, it has expired, or ?renew asks for a fresh one (New
 * CAPTCHA). The cookie is only ever set here, so the code drawn is always the code held.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = new Headers({
    "Content-Type": "image/svg+xml",
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'",
    "X-Robots-Tag": "noindex",
  });
  const renew = new URL(request.url).searchParams.has("renew");
  let challenge = renew ? null : await readCaptcha(request, context);
  if (!isCaptchaLive(challenge)) {
    const issued = await issueCaptcha(request, context);
    challenge = issued.challenge;
    headers.append("Set-Cookie", issued.setCookie);
  }
  return new Response(renderCaptchaSvg(challenge.code), { headers });
}
