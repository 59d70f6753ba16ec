import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import * as z from "zod";
import * as authStyles from "~/components/auth/styles.css";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorSummary, Field, SubmitButton } from "~/components/forms";
import * as formStyles from "~/components/forms.css";
import { passwordField, PASSWORDS_MISMATCH } from "~/utils/auth-validation";
import { requirePasswordResetSession } from "~/utils/auth.server";
import { isRateLimited, RATE_LIMITED_MESSAGE } from "~/utils/rate-limit.server";
import { pageMeta } from "~/utils/seo";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { afterSignInPath } from "~/utils/user";

const schema = z
  .object({ password: passwordField, confirmPassword: z.string({ error: "Please confirm your password" }) })
  .refine((value) => value.password === value.confirmPassword, { message: PASSWORDS_MISMATCH, path: ["confirmPassword"] });

/** Reached signed in through the reset link's session, within 15 minutes of following it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePasswordResetSession(request, context);
  return json({ email: user.email });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePasswordResetSession(request, context);
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  if (await isRateLimited(request, context, "signIn")) {
    return json({ result: submission.reply({ formErrors: [RATE_LIMITED_MESSAGE], hideFields: ["password", "confirmPassword"] }) }, { status: 429 });
  }
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { error } = await supabase.auth.updateUser({ password: submission.value.password });
  if (error) {
    const message = error.code === "same_password" ? "Choose a password different from your current one." : error.message;
    return json({ result: submission.reply({ formErrors: [message], hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  return getToastUtils(request, context).redirectWithSuccess(
    afterSignInPath(user, null),
    { message: "Password updated", description: "Your new password is set. You are signed in." },
    { headers },
  );
}

export default function ResetPasswordRoute() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <div className={authStyles.formLayout}>
      <section className={authStyles.card} aria-labelledby="reset-heading">
        <h1 id="reset-heading" className={authStyles.cardTitle}>
          Choose a new password
        </h1>
        <Form method="post" className={formStyles.form} {...getFormProps(form)}>
          <ErrorSummary form={form} />
          <Field
            label="New password"
            help="At least 6 characters."
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
            errors={fields.password.errors}
          />
          <Field
            label="Confirm new password"
            inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
            errors={fields.confirmPassword.errors}
          />
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
            Save new password
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => pageMeta({ title: "Choose a new password" });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
