import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as authStyles from "~/components/auth/styles.css";
import { InputField } from "~/components/conform-fields";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorSummary, SubmitButton } from "~/components/forms";
import * as formStyles from "~/components/forms.css";
import { getFormProps } from "~/utils/conform-helpers";
import { pageMeta } from "~/utils/seo";
import { useFormValidatedOnFirstUse } from "~/utils/validation-on-first-use";
import { forgotPasswordPageData, requestPasswordReset } from "./forgot-password.server";

export const RESET_SENT_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password. It expires in an hour.";

export function loader() {
  return forgotPasswordPageData();
}

export async function action({ request, context }: ActionFunctionArgs) {
  return requestPasswordReset(request, context);
}

export default function ForgotPasswordRoute() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields, loadValidation] = useFormValidatedOnFirstUse(
    () => import("~/utils/auth-validation").then((module) => module.forgotPasswordSchema),
    { id: "forgot-password", lastResult: navigation.state === "idle" ? actionData?.result : undefined, constraint, shouldValidate: "onBlur" },
  );
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
        <Form method="post" className={formStyles.form} {...getFormProps(form)} onFocus={loadValidation}>
          <ErrorSummary form={form} />
          <InputField label="Email" field={fields.email} type="email" inputProps={{ autoComplete: "email" }} />
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
