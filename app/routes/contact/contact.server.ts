import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { sendContactMessage } from "~/models/contact-message.server";
import { ContactSchema } from "~/utils/contact-validation";
import { failedToSave } from "~/utils/errors.server";
import { isRateLimited, RATE_LIMITED_MESSAGE } from "~/utils/rate-limit.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";

// The contact page's loader and action, here so zod and the schema stay off the page's
// script (the form loads them on first focus: utils/validation-on-first-use.ts).

/** The fields' HTML constraints (required, maxlength…), worked out here so zod stays off the page until the form is used. */
export function contactPageData() {
  return json({ constraint: getZodConstraint(ContactSchema) });
}

export async function contactAction(request: Request, context: AppLoadContext) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ContactSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply() }, { status: 400 });
  }
  if (await isRateLimited(request, context, "publicForm")) {
    return json({ result: submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }) }, { status: 429 });
  }
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { error } = await sendContactMessage(supabase, submission.value);
  if (error) {
    const failure = failedToSave("contact: storing a message", error);
    return json({ result: submission.reply({ formErrors: [failure.message] }) }, { status: failure.status, headers });
  }
  return getToastUtils(request, context).redirectWithSuccess(
    "/contact",
    { message: "Message sent", description: "Thank you for getting in touch. We'll reply within 24 hours." },
    { headers },
  );
}
