import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { captchaImageResponse } from "~/utils/captcha.server";

/** The bulk upload's captcha image (captchaImageResponse tells how it draws). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return captchaImageResponse(request, context, "bulkUpload");
}
