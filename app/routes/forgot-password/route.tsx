import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import * as z from "zod";
import * as authStyles from "~/components/auth/styles.css";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorSummary, Field, SubmitButton } from "~/components/forms";
import * as formStyles from "~/components/forms.css";
import { emailField } from "~/utils/auth-validation";
import { isRateLimited, RATE_LIMITED_MESSAGE } from "~/utils/rate-limit.server";
import { pageMeta } from "~/utils/seo";
import { createSupabaseServerClient } from "~/utils/supabase.server";

const schema = z.object({ email: emailField });

export const RESET_SENT_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password. It expires in an hour.";

/** Asks Supabase for a reset link. The answer is the same whether the email is known or not. */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") return json({ result: submission.reply(), sent: false }, { status: 400 });
  if (await isRateLimited(request, context, "signIn")) {
    return json({ result: submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }), sent: false }, { status: 429 });
  }
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { error } = await supabase.auth.resetPasswordForEmail(submission.value.email, {
    redirectTo: `${new URL(request.url).origin}/auth/callback?next=/reset-password`,
  });
  // Errors (unknown email, rate limits) are logged, never shown: they would reveal accounts.
  if (error) console.error("password reset request", error.message);
  return json({ result: submission.reply({ resetForm: true }), sent: true }, { headers });
}

export default function ForgotPasswordRoute() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <div className={authStyles.formLayout}>
      <section className={authStyles.card} aria-labelledby="forgot-heading">
        <h1 id="forgot-heading" className={authStyles.cardTitle}>
          Reset your password
        </h1>
        <p className={authStyles.intro}>Enter the email you registered with and we'll send you a link to choose a new password.</p>
        {actionData?.sent ? (
          <p role="status" className={formStyles.success}>
            {RESET_SENT_MESSAGE}
          </p>
        ) : null}
        <Form method="post" className={formStyles.form} {...getFormProps(form)}>
          <ErrorSummary form={form} />
          <Field
            label="Email"
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
            errors={fields.email.errors}
          />
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Sending...">
            Send reset link
          </SubmitButton>
        </Form>
        <p className={authStyles.cardFooter}>
          <Link to="/login" className={authStyles.subtleLink}>
            Back to sign in
          </Link>
        </p>
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => pageMeta({ title: "Reset your password", description: "Get a link to choose a new GenMarket password." });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
